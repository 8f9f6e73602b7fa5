/**
 * An outbox message's detail (src/domain/resources/shop/outbox.ts): "Download .eml" (also Shift+D and the
 * palette, src/features/mail/outbox.commands.ts), a notice when the message was only stored because no mail
 * server is set, then its fields, the HTML as stored (sanitized on the server before it was stored).
 */
import { useIntl } from 'react-intl';
import { Download } from 'lucide-react';
import { downloadEmlOrTell } from '../../../api/outbox';
import { MailStatus } from '../../../domain/resources/shop/outbox';
import { showFlash } from '../../../store/flash';
import { Alert } from '../../common/Alert';
import { Button } from '../../common/Button';
import { Link } from 'wouter';
import { useResourcesByIds } from '../../../api/resources';
import { canOpen } from '../../../domain/access';
import { resourceByName } from '../../../domain/resources';
import type { ResourceRecord } from '../../../domain/resources/types';
import { screenByName } from '../../../domain/screens';
import { valueText } from '../../../domain/value-text';
import { useViewer } from '../../app/useViewer';
import { DetailFields } from '../detail/DetailFields';
import { recordTitle } from '../format/record-text';
import type { DetailBodyProps } from '../overrides-types';

/** The fields of the record a message is about, shown as one named link instead. */
const ABOUT_FIELDS = ['AboutEntity', 'AboutID'];

/**
 * What the message is about, by name: "Ticket T101999", a link to it when the viewer may open it; never the
 * entity's code and a bare id.
 */
function AboutRecord({ record }: { record: ResourceRecord }) {
  const intl = useIntl();
  const viewer = useViewer();
  const target = resourceByName.get(valueText(record.AboutEntity)) ?? null;
  const id = typeof record.AboutID === 'number' ? record.AboutID : null;
  const { data } = useResourcesByIds(target, id === null ? [] : [id]);
  if (!target || id === null) return null;
  const found = data?.data.find((r) => r.ID === id);
  const title = found ? recordTitle(target, found, intl.locale.slice(0, 2)) : data ? `#${id}` : '…';
  const text = intl.formatMessage(
    { id: 'resources.outbox.about' },
    { noun: intl.formatMessage({ id: target.noun.one }).toLocaleLowerCase(intl.locale), title },
  );
  const screen = screenByName.get(`${target.screen}Detail`);
  return <p>{screen && canOpen(viewer, screen) ? <Link href={screen.path.replace(':id', String(id))}>{text}</Link> : text}</p>;
}

export function OutboxDetail({ def, record }: DetailBodyProps) {
  const intl = useIntl();
  const download = () => downloadEmlOrTell(record.ID, () => showFlash({ id: 'resources.outbox.downloadFailed' }, 'error'));
  return (
    <>
      <p>
        <Button size="sm" onPress={() => void download()} aria-keyshortcuts="Shift+D">
          <Download size={14} aria-hidden="true" />
          {intl.formatMessage({ id: 'resources.outbox.downloadEml' })}
        </Button>
      </p>
      {record.Status === MailStatus.Stored ? <Alert tone="info">{intl.formatMessage({ id: 'resources.outbox.notSent' })}</Alert> : null}
      <AboutRecord record={record} />
      <DetailFields def={def} record={record} omit={ABOUT_FIELDS} />
    </>
  );
}
