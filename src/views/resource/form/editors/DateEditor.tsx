import { useIntl } from 'react-intl';
import { parseDate, parseDateTime } from '@internationalized/date';
import { Button } from 'react-aria-components/Button';
import { Calendar, CalendarCell, CalendarGrid, Heading } from 'react-aria-components/Calendar';
import { DateInput, DatePicker, DateSegment, Group, Popover, type DateValue } from 'react-aria-components/DatePicker';
import { Dialog } from 'react-aria-components/Dialog';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { FieldHelp, FieldLabel } from './FieldParts';
import type { EditorProps } from './types';
import styles from './fields.module.css';

/**
 * The form's text of a value (unchanged by this editor): a calendar date `YYYY-MM-DD`, or a local date and
 * time `YYYY-MM-DDTHH:mm` (form-values.ts turns it into an instant). Anything else reads as empty.
 */
function toValue(kind: string, text: unknown): DateValue | null {
  if (typeof text !== 'string' || text === '') return null;
  try {
    return kind === 'datetime' ? parseDateTime(text.slice(0, 16)) : parseDate(text.slice(0, 10));
  } catch {
    return null;
  }
}

function fromValue(kind: string, value: DateValue | null): string {
  if (!value) return '';
  return kind === 'datetime' ? value.toString().slice(0, 16) : value.toString().slice(0, 10);
}

/**
 * A calendar date or a local date and time (docs/decisions.md "Dates in forms"): react-aria's DatePicker,
 * whose segments follow the interface language (Swedish y-MM-dd and 24 hours; English dd/Mm/yyyy), typed
 * segment by segment or chosen in a calendar (Alt+ArrowDown). A date that is not whole reads as empty.
 */
export function DateEditor({ field, label, description, binding, isDisabled }: EditorProps) {
  const intl = useIntl();
  const isRequired = field.required;
  return (
    <DatePicker
      data-field={field.key}
      className={styles.field}
      value={toValue(field.kind, binding.value)}
      onChange={(value) => binding.onCommit(fromValue(field.kind, value))}
      onBlur={binding.onBlur}
      granularity={field.kind === 'datetime' ? 'minute' : 'day'}
      hourCycle={24}
      isInvalid={!!binding.issue}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
      shouldForceLeadingZeros
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <Group className={styles.control}>
        <DateInput className={`${styles.input} ${styles.dateInput} ${styles.numeric}`}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <Button className={styles.iconButton} aria-label={intl.formatMessage({ id: 'resource.form.openCalendar' })}>
          <CalendarDays size={14} aria-hidden="true" />
        </Button>
      </Group>
      <FieldHelp description={description} issue={binding.issue} />
      <Popover className={styles.popover}>
        <Dialog className={styles.calendarDialog}>
          <Calendar className={styles.calendar}>
            <header className={styles.calendarHeader}>
              <Button slot="previous" className={styles.iconButton}><ChevronLeft size={14} aria-hidden="true" /></Button>
              <Heading className={styles.calendarHeading} />
              <Button slot="next" className={styles.iconButton}><ChevronRight size={14} aria-hidden="true" /></Button>
            </header>
            <CalendarGrid className={styles.calendarGrid}>
              {(date) => <CalendarCell date={date} className={styles.calendarCell} />}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
