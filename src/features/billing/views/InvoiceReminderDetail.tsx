/**
 * An invoice reminder's detail (src/features/billing/resources/invoice-reminders.ts): its notices (SPEC.md §5) and a
 * mark read as sentences above the fields, never as codes; then the engine's fields. "Show PDF" (the reminder
 * letter) is the declared document's button in the detail's header; the events are the child tab's timeline
 * (src/views/resource/timeline/Timeline.tsx).
 */
import { useIntl } from 'react-intl';
import { valueText } from '../../../domain/value-text';
import { Alert } from '../../../views/common/Alert';
import { DetailFields } from '../../../views/resource/detail/DetailFields';
import type { DetailBodyProps } from '../../../views/resource/overrides-types';

/** The notices' codes the server keeps, each with the sentence that says it. */
const NOTICE_SENTENCES: Readonly<Record<string, string>> = {
  lowAmount: 'resources.invoiceReminders.notice.lowAmount',
  lowBalance: 'resources.invoiceReminders.notice.lowBalance',
};

export function InvoiceReminderDetail({ def, record }: DetailBodyProps) {
  const intl = useIntl();
  const notices = (Array.isArray(record.Notices) ? record.Notices : []).map(String).filter((code) => code in NOTICE_SENTENCES);
  const reason = record.MarkReason ? valueText(record.MarkReason) : '';
  return (
    <>
      {record.IsMarked === true ? (
        <Alert tone="warning">
          {reason
            ? intl.formatMessage({ id: 'resources.invoiceReminders.notice.markedBecause' }, { reason })
            : intl.formatMessage({ id: 'resources.invoiceReminders.notice.marked' })}
        </Alert>
      ) : null}
      {notices.map((code) => (
        <Alert key={code} tone="info">
          {intl.formatMessage({ id: NOTICE_SENTENCES[code] })}
        </Alert>
      ))}
      <DetailFields def={def} record={record} />
    </>
  );
}
