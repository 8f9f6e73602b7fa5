/**
 * "Log in as customer" (src/features/customers/customer.commands.ts): the one-time link the server gave, already opened
 * in a new tab, shown again with a copy button and the time it stops working, since a blocked pop-up loses it.
 * Esc or Close closes it; the link is not kept anywhere else.
 */
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Copy, ExternalLink } from 'lucide-react';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Input, Label, TextField } from 'react-aria-components/TextField';
import { showFlash } from '../../store/flash';
import { closeOverlay, customerDialog } from '../../store/ui';
import { Button } from '../common/Button';
import dialogStyles from '../resource/actions/dialog.module.css';
import fieldStyles from '../resource/form/editors/fields.module.css';

export default function LoginLinkDialog() {
  const intl = useIntl();
  const { customer, link } = useSnapshot(customerDialog);
  const close = () => {
    closeOverlay('customerLinkOpen');
    customerDialog.link = null;
  };
  if (!customer || !link) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      showFlash({ id: 'resources.customers.loginLink.copied' }, 'success');
    } catch {
      showFlash({ id: 'resources.customers.loginLink.copyFailed' }, 'error');
    }
  };
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && close()} className={dialogStyles.overlay}>
      <Modal className={dialogStyles.modal}>
        <Dialog className={dialogStyles.dialog}>
          <div className={dialogStyles.content}>
            <Heading slot="title" className={dialogStyles.title}>
              {intl.formatMessage({ id: 'resources.customers.loginLink.title' }, { name: customer.Name })}
            </Heading>
            <div className={dialogStyles.body}>
              <p>{intl.formatMessage({ id: 'resources.customers.loginLink.opened' })}</p>
              <TextField className={fieldStyles.field} value={link.url} isReadOnly>
                <Label className={fieldStyles.label}>{intl.formatMessage({ id: 'resources.customers.loginLink.label' })}</Label>
                <Input className={fieldStyles.input} onFocus={(event) => event.currentTarget.select()} />
              </TextField>
              <p>
                {intl.formatMessage(
                  { id: 'resources.customers.loginLink.expires' },
                  {
                    time: intl.formatTime(new Date(link.expiresAt), { hour: '2-digit', minute: '2-digit', second: '2-digit' }),
                  },
                )}
              </p>
            </div>
            <div className={dialogStyles.buttons}>
              <Button variant="ghost" onPress={close}>
                {intl.formatMessage({ id: 'resource.action.close' })}
              </Button>
              <Button onPress={() => window.open(link.url, '_blank', 'noopener,noreferrer')}>
                <ExternalLink size={14} aria-hidden="true" />
                {intl.formatMessage({ id: 'resources.customers.loginLink.open' })}
              </Button>
              <Button variant="primary" onPress={() => void copy()} autoFocus>
                <Copy size={14} aria-hidden="true" />
                {intl.formatMessage({ id: 'resources.customers.loginLink.copy' })}
              </Button>
            </div>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
