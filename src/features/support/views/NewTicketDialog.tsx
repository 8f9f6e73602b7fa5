/**
 * A new ticket by staff (issue 21 §1 "Mail in … Also a new ticket from the incoming-call lookup for the caller,
 * and from a customer's detail"): for a customer, a subject, the channel (phone by default) and what the customer
 * asks, which becomes the ticket's first message; `POST /support/tickets`, then the ticket opens. Mod+Enter
 * creates it from any field, Esc closes. The server decides and says why it refuses (shown in the dialog).
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { mutate } from 'swr';
import { useLocation } from 'wouter';
import { errorMessageOf } from '../../../api/client';
import { createTicket } from '../../../api/tickets';
import { resource } from '../../../domain/resources';
import { screen, screenHref } from '../../../domain/screens';
import { TicketChannel } from '../domain/codes';
import { valueText } from '../../../domain/value-text';
import { showFlash } from '../../../store/flash';
import { closeOverlay, newTicket } from '../../../store/ui';
import { FormDialog } from '../../../views/common/FormDialog';
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
  const [missing, setMissing] = useState(false);

  const submit = async () => {
    if (!customer) return;
    setMissing(!subject.trim() || !note.trim());
    if (!subject.trim() || !note.trim()) return;
    const created = await createTicket({ Subject: subject.trim(), Channel: channel, CustomerID: customer.ID, Body: note.trim() });
    close();
    showFlash({ id: 'support.newTicket.created' }, 'success', { values: { number: valueText(created.Number ?? created.ID) } });
    void mutate((key) => typeof key === 'string' && key.startsWith('/support/tickets'));
    navigate(screenHref(screen('SupportTicketDetail'), { id: created.ID }));
  };
  const whom = customer ? intl.formatMessage({ id: 'support.newTicket.for' }, { name: customer.Name }) : null;

  return (
    <FormDialog
      title={intl.formatMessage({ id: 'support.newTicket.title' })}
      submitLabel={intl.formatMessage({ id: 'support.newTicket.create' })}
      onSubmit={submit}
      onClose={close}
      error={missing ? intl.formatMessage({ id: 'validation.required' }) : null}
      errorText={(error) =>
        `${intl.formatMessage({ id: 'support.newTicket.failed' })}: ${intl.formatMessage({ id: errorMessageOf(error) })}`
      }
    >
      {whom ? <p>{whom}</p> : null}
      <label className={fieldStyles.field}>
        <span className={fieldStyles.label}>{intl.formatMessage({ id: 'support.newTicket.subject' })}</span>
        <span className={fieldStyles.control}>
          <input className={fieldStyles.input} value={subject} maxLength={200} required onChange={(e) => setSubject(e.target.value)} />
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
          <textarea className={fieldStyles.textarea} rows={5} maxLength={10_000} value={note} onChange={(e) => setNote(e.target.value)} />
        </span>
      </label>
    </FormDialog>
  );
}
