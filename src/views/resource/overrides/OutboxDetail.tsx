/**
 * An outbox message's detail (src/domain/resources/shop/outbox.ts): "Download .eml" (also Shift+D and the
 * palette, src/commands/outbox.commands.ts), a notice when the message was only stored because no mail
 * server is set, then its fields, the HTML as stored (sanitized on the server before it was stored).
 */
import { useIntl } from 'react-intl';
import { Download } from 'lucide-react';
import { downloadEmlOrTell } from '../../../api/outbox';
import { MailStatus } from '../../../domain/resources/shop/outbox';
import { showFlash } from '../../../store/flash';
import { Alert } from '../../common/Alert';
import { Button } from '../../common/Button';
import { DetailFields } from '../detail/DetailFields';
import type { DetailBodyProps } from '../overrides-types';

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
      <DetailFields def={def} record={record} />
    </>
  );
}
