/**
 * The form dialog's shell (src/views/common/FormDialog.tsx), which the new ticket, the actions' input, the merge,
 * the return, the SKU fetch, the AI texts and the decline dialogs share: the first field has the keyboard when it
 * opens; Mod+Enter submits from any field, a Select's button included (caught before the button opens its list);
 * a submit on its way is not sent twice; Esc and Cancel close; a refusal of the real API is said in an alert with
 * the API's message while what was typed stays.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { createTicket } from '../../src/api/tickets';
import { formats, intlLocaleOf, messagesFor } from '../../src/intl';
import { FormDialog } from '../../src/views/common/FormDialog';
import { TextInput } from '../../src/views/common/TextInput';
import { Choice } from '../../src/views/resource/form/editors/Choice';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
vi.setConfig({ testTimeout: 60_000 });

/** No customer has this id: the server refuses the ticket (40001, the customer named). */
const NO_CUSTOMER = 999_999_999;

interface Typed {
  subject: string;
  channel: string | null;
  note: string;
}

/** A ticket's fields in the shell: a text field, a Select and a text area. */
function TicketForm({ onSubmit, onClose }: { onSubmit: (typed: Typed) => void | Promise<unknown>; onClose: () => void }) {
  const intl = useIntl();
  const [subject, setSubject] = useState('');
  const [channel, setChannel] = useState<string | null>('1');
  const [note, setNote] = useState('');
  const say = (id: string) => intl.formatMessage({ id });
  return (
    <FormDialog
      title={say('support.newTicket.title')}
      submitLabel={say('support.newTicket.create')}
      onSubmit={() => onSubmit({ subject, channel, note })}
      onClose={onClose}
    >
      <TextInput label={say('support.newTicket.subject')} value={subject} onChange={setSubject} />
      <Choice
        label={say('support.newTicket.channel')}
        options={[
          { id: '1', label: say('enums.ticketChannel.1') },
          { id: '2', label: say('enums.ticketChannel.2') },
        ]}
        value={channel}
        onChange={setChannel}
      />
      <label>
        {say('support.newTicket.note')}
        <textarea value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
    </FormDialog>
  );
}

function open(props: Parameters<typeof TicketForm>[0]) {
  const user = userEvent.setup();
  render(
    <IntlProvider locale={intlLocaleOf('sv')} defaultLocale="sv-SE" messages={messagesFor('sv')} formats={formats}>
      <TicketForm {...props} />
    </IntlProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Nytt ärende' });
  return {
    user,
    dialog,
    subject: within(dialog).getByRole('textbox', { name: 'Ämne' }),
    channel: within(dialog).getByRole('button', { name: /Kanal$/ }),
    note: within(dialog).getByRole('textbox', { name: 'Vad kunden frågar' }),
  };
}

describe('a form dialog', () => {
  it("opens with the first field focused and submits on Mod+Enter from every field, the Select's button too", async () => {
    const submitted: Typed[] = [];
    const { user, subject, channel, note, dialog } = open({ onSubmit: (typed) => void submitted.push(typed), onClose: () => {} });
    expect(subject).toHaveFocus();
    await user.type(subject, 'Var är mitt paket?');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(submitted).toHaveLength(1);

    await user.tab();
    expect(channel).toHaveFocus();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(submitted).toHaveLength(2);
    // The Select did not take the key: its list stayed shut.
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.click(note);
    await user.type(note, 'Order 1001');
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    expect(submitted).toEqual([
      { subject: 'Var är mitt paket?', channel: '1', note: '' },
      { subject: 'Var är mitt paket?', channel: '1', note: '' },
      { subject: 'Var är mitt paket?', channel: '1', note: 'Order 1001' },
    ]);
    // Mod+Enter adds no line to the text.
    expect(note).toHaveValue('Order 1001');
    expect(within(dialog).getByRole('button', { name: 'Skapa ärendet' })).toHaveAttribute('aria-keyshortcuts');
  });

  it('sends a submit once while it is on its way, then again once it has settled', async () => {
    let finish = () => {};
    let sent = 0;
    const { user, dialog } = open({
      onSubmit: () => {
        sent += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      },
      onClose: () => {},
    });
    await user.keyboard('{Control>}{Enter}{/Control}');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await user.click(within(dialog).getByRole('button', { name: /Skapa ärendet/ }));
    expect(sent).toBe(1);
    finish();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Skapa ärendet' })).not.toHaveAttribute('aria-disabled'));
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(sent).toBe(2);
  });

  it('closes on Esc from a field and on Cancel', async () => {
    let closed = 0;
    const { user } = open({ onSubmit: () => {}, onClose: () => (closed += 1) });
    await user.keyboard('{Escape}');
    expect(closed).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(closed).toBe(2);
  });

  it("says the API's refusal in an alert and keeps what was typed", async () => {
    await signInAs(server.current, 'admin');
    const { user, dialog, subject, note } = open({
      onSubmit: ({ subject: Subject, note: Body, channel }) =>
        createTicket({ Subject, Body, Channel: Number(channel), CustomerID: NO_CUSTOMER }),
      onClose: () => {},
    });
    await user.type(subject, 'Trasig lampa');
    await user.click(note);
    await user.type(note, 'Lampan kom sönder.');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(String(messagesFor('sv')['errors.badRequest']));
    expect(subject).toHaveValue('Trasig lampa');
    expect(note).toHaveValue('Lampan kom sönder.');
    expect(note).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Skapa ärendet' })).not.toHaveAttribute('aria-disabled');
  });
});
