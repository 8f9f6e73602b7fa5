/**
 * A new ticket by staff (issue 21 §1 "Mail in … Also a new ticket from the incoming-call lookup for the caller,
 * and from a customer's detail"): for a customer, a subject, the channel (phone by default) and what the customer
 * asks, which becomes the ticket's first message; `POST /support/tickets`, then the ticket opens. Mod+Enter
 * creates it from any field, Esc closes. The server decides and says why it refuses (shown in the dialog).
 */
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { mutate } from 'swr';
import { useLocation } from 'wouter';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { errorMessageOf } from '../../../api/client';
import { ariaKeyShortcuts, detectPlatform } from '../../../commands/shortcuts';
import { createTicket } from '../../../api/tickets';
import { resource } from '../../../domain/resources';
import { screen, screenHref } from '../../../domain/screens';
import { TicketChannel } from '../domain/codes';
import { valueText } from '../../../domain/value-text';
import { showFlash } from '../../../store/flash';
import { closeOverlay, newTicket } from '../../../store/ui';
import { Alert } from '../../../views/common/Alert';
import { Button } from '../../../views/common/Button';
import dialogStyles from '../../../views/resource/actions/dialog.module.css';
import fieldStyles from '../../../views/resource/form/editors/fields.module.css';

const close = () => closeOverlay('newTicketOpen');

export default function NewTicketDialog() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { customer } = useSnapshot(newTicket);
  const channels = resource('tickets').fields.find((f) => f.key === 'Channel')?.options ?? [];
  const [subject, setSubject] = useState('');
  const [channel, setChannel] = useState<number>(TicketChannel.Phone);
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || !customer) return;
    if (!subject.trim() || !note.trim()) return setFailure(intl.formatMessage({ id: 'validation.required' }));
    setBusy(true);
    setFailure(null);
    try {
      const created = await createTicket({ Subject: subject.trim(), Channel: channel, CustomerID: customer.ID, Body: note.trim() });
      close();
      showFlash({ id: 'support.newTicket.created' }, 'success', { values: { number: valueText(created.Number ?? created.ID) } });
      void mutate((key) => typeof key === 'string' && key.startsWith('/support/tickets'));
      navigate(screenHref(screen('SupportTicketDetail'), { id: created.ID }));
    } catch (error) {
      setFailure(`${intl.formatMessage({ id: 'support.newTicket.failed' })}: ${intl.formatMessage({ id: errorMessageOf(error) })}`);
    } finally {
      setBusy(false);
    }
  };
  // Caught on its way down, before a field's own widget takes Enter.
  const modEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.metaKey || event.ctrlKey) || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.stopPropagation();
    void submit();
  };
  const whom = customer ? intl.formatMessage({ id: 'support.newTicket.for' }, { name: customer.Name }) : null;

  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && close()} className={dialogStyles.overlay}>
      <Modal className={dialogStyles.modal}>
        <Dialog className={dialogStyles.dialog}>
          <form className={dialogStyles.content} noValidate onSubmit={(event) => void submit(event)} onKeyDownCapture={modEnter}>
            <Heading slot="title" className={dialogStyles.title}>
              {intl.formatMessage({ id: 'support.newTicket.title' })}
            </Heading>
            {whom ? <p>{whom}</p> : null}
            <label className={fieldStyles.field}>
              <span className={fieldStyles.label}>{intl.formatMessage({ id: 'support.newTicket.subject' })}</span>
              <span className={fieldStyles.control}>
                <input
                  className={fieldStyles.input}
                  value={subject}
                  maxLength={200}
                  required
                  autoFocus
                  onChange={(e) => setSubject(e.target.value)}
                />
              </span>
            </label>
            <fieldset className={fieldStyles.field}>
              <legend className={fieldStyles.label}>{intl.formatMessage({ id: 'support.newTicket.channel' })}</legend>
              {channels.map((option) => (
                <label key={option.value}>
                  <input
                    type="radio"
                    name="ticket-channel"
                    value={option.value}
                    checked={channel === Number(option.value)}
                    onChange={() => setChannel(Number(option.value))}
                  />{' '}
                  {intl.formatMessage({ id: option.label })}
                </label>
              ))}
            </fieldset>
            <label className={fieldStyles.field}>
              <span className={fieldStyles.label}>{intl.formatMessage({ id: 'support.newTicket.note' })}</span>
              <span className={fieldStyles.control}>
                <textarea
                  className={fieldStyles.textarea}
                  rows={5}
                  maxLength={10_000}
                  value={note}
                  onChange={(e) => setNote(e.target.value)}
                />
              </span>
            </label>
            {failure ? <Alert tone="error">{failure}</Alert> : null}
            <div className={dialogStyles.buttons}>
              <Button variant="ghost" onPress={close}>
                {intl.formatMessage({ id: 'resource.action.cancel' })}
              </Button>
              <Button
                type="submit"
                variant="primary"
                isPending={busy}
                aria-keyshortcuts={ariaKeyShortcuts({ keys: 'mod+enter' }, detectPlatform())}
              >
                {intl.formatMessage({ id: 'support.newTicket.create' })}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
