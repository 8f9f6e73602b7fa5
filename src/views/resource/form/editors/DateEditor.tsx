import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { parseDate, parseDateTime } from '@internationalized/date';
import { Button } from 'react-aria-components/Button';
import { Calendar, CalendarCell, CalendarGrid, Heading } from 'react-aria-components/Calendar';
import { DateInput, DatePicker, DateSegment, Group, Popover, type DateValue } from 'react-aria-components/DatePicker';
import { Dialog } from 'react-aria-components/Dialog';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { isUnreadable, UNREADABLE_DATE } from '../../../../domain/resources/rules';
import { presetInstant } from '../../../../domain/time-presets';
import { Button as ConsoleButton } from '../../../common/Button';
import { toLocalDateTime } from '../form-values';
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

/** Some segments typed and some left empty: a date that is not whole (react-aria reports it as no value). */
function halfTyped(group: HTMLElement | null): boolean {
  const segments = group ? [...group.querySelectorAll('[data-type]:not([data-type="literal"])')] : [];
  const empty = segments.filter((segment) => segment.hasAttribute('data-placeholder')).length;
  return empty > 0 && empty < segments.length;
}

/**
 * A calendar date or a local date and time (docs/decisions.md "Dates in forms"): react-aria's DatePicker,
 * whose segments follow the interface language (Swedish y-MM-dd and 24 hours; English dd/Mm/yyyy), typed
 * segment by segment or chosen in a calendar (Alt+ArrowDown). A date left half typed is handed to the shared
 * rules as UNREADABLE_DATE on blur, so it is named as not a valid date (not "required") and never saved.
 */
export function DateEditor({ field, label, description, binding, isDisabled }: EditorProps) {
  const intl = useIntl();
  const isRequired = field.required;
  const group = useRef<HTMLDivElement>(null);
  // While the form holds UNREADABLE_DATE the picker keeps its last whole value, so the segments typed so far
  // stay on screen (a controlled null would clear them).
  const whole = useRef<DateValue | null>(null);
  if (!isUnreadable(binding.value)) whole.current = toValue(field.kind, binding.value);
  const onKeyUp = () => {
    if (halfTyped(group.current) && !isUnreadable(binding.value)) binding.onChange(UNREADABLE_DATE);
  };
  const onBlur = () => {
    if (halfTyped(group.current)) binding.onCommit(UNREADABLE_DATE);
    binding.onBlur();
  };
  const picker = (
    <DatePicker
      data-field={field.key}
      className={styles.field}
      value={whole.current}
      onChange={(value) => binding.onCommit(fromValue(field.kind, value))}
      onBlur={onBlur}
      granularity={field.kind === 'datetime' ? 'minute' : 'day'}
      hourCycle={24}
      isInvalid={!!binding.issue}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
      shouldForceLeadingZeros
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <Group ref={group} className={styles.control} onKeyUp={onKeyUp}>
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
              <Button slot="previous" className={styles.iconButton}>
                <ChevronLeft size={14} aria-hidden="true" />
              </Button>
              <Heading className={styles.calendarHeading} />
              <Button slot="next" className={styles.iconButton}>
                <ChevronRight size={14} aria-hidden="true" />
              </Button>
            </header>
            <CalendarGrid className={styles.calendarGrid}>
              {(date) => <CalendarCell date={date} className={styles.calendarCell} />}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
  if (!field.presets?.length || field.kind !== 'datetime') return picker;
  // Quick choices beside the field, each a button in the tab order after it: the time they name is computed
  // when pressed, in the shop's time zone, and shown in the field as any typed time is.
  return (
    <div className={styles.withPresets}>
      {picker}
      <div role="group" aria-label={intl.formatMessage({ id: 'resource.form.presets' }, { field: label })} className={styles.presets}>
        {field.presets.map((preset) => (
          <ConsoleButton
            key={preset.label}
            size="sm"
            isDisabled={isDisabled}
            onPress={() => binding.onCommit(toLocalDateTime(presetInstant(preset, new Date()).toISOString()))}
          >
            {intl.formatMessage({ id: preset.label }, { time: 'at' in preset ? preset.at : '' })}
          </ConsoleButton>
        ))}
      </div>
    </div>
  );
}
