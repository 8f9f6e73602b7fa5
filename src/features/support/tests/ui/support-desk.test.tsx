/**
 * The support desk's ticket screen by keyboard, against the real in-process API (issue 21 §1): a ticket opened
 * from the queue shows its thread (the customer's message with its attachment) and the customer's latest orders
 * beside it; R opens the reply editor, Mod+/ the quick replies, typing filters them, Enter inserts the chosen one
 * with its placeholders filled for this ticket at the caret, Mod+Enter sends it (the reply is in the thread and
 * the outbox) and the next ticket of the queue opens; Esc leaves an editor, asking first when text would be lost.
 * A role without the right to work tickets sees no editor, and the server refuses its reply (403).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { columnsOf, customers, stores } from '../../../../../server/db/schema';
import { receiveCustomerMessage, type CustomerMessage } from '../../server/receive';
import { TicketState } from '../../domain/codes';
import { currentUrl, renderApp, resetApp } from '../../../../../tests/ui/app-render';
import { useListViewport } from '../../../../../tests/ui/resource-helpers';
import { signInAs, useTestServer } from '../../../../../tests/ui/server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);
vi.setConfig({ testTimeout: 120_000 });

const C = columnsOf(customers);
let sequence = 0;

/** A customer of the demo with an e-mail address (the first by id). */
async function aCustomer(): Promise<{ id: number; storeId: number; email: string; name: string }> {
  const [row] = await server.current.db
    .select({ id: C.ID, storeId: C.StoreID, email: C.Email, name: C.Name })
    .from(customers)
    .orderBy(C.ID)
    .limit(1);
  return { id: Number(row.id), storeId: Number(row.storeId), email: String(row.email), name: String(row.name) };
}

/** The customer writes to the shop (as the SMTP receiver hands a mail over): a new ticket in the queue. */
async function arrive(message: Partial<CustomerMessage> & { subject: string }): Promise<{ ticketId: number; ticketNumber: string }> {
  const customer = await aCustomer();
  sequence += 1;
  const app = server.current;
  return app.db.transaction((tx) =>
    receiveCustomerMessage(
      tx,
      { resources: app.resources, now: app.clock.now(), filesDir: app.config.filesDir },
      {
        storeId: customer.storeId,
        from: customer.email,
        name: customer.name,
        text: 'Hej!',
        messageId: `<desk-${sequence}-${Date.now()}@kund.example>`,
        ...message,
      },
    ),
  );
}

/** The ticket's detail pane once it has the keyboard. */
async function openTicket(subject: string) {
  const detail = await screen.findByRole('region', { name: subject }, { timeout: 30_000 });
  await waitFor(() => expect(detail.contains(document.activeElement)).toBe(true), { timeout: 30_000 });
  return detail;
}

describe('a ticket on the desk', () => {
  it('shows the thread with its attachment, and R opens the reply editor that Esc leaves, asking when text would be lost', async () => {
    const { ticketId } = await arrive({
      subject: 'Laddaren är trasig',
      text: 'Laddaren slutade fungera efter en vecka.',
      attachments: [{ fileName: 'laddare.txt', contentType: 'text/plain', content: Buffer.from('bild') }],
    });
    await signInAs(server.current, 'support');
    const { user } = renderApp(`/support/tickets/${ticketId}`);
    const detail = await openTicket('Laddaren är trasig');
    const thread = await within(detail).findByRole('list', { name: 'Meddelanden' });
    expect(await within(thread).findByText('Laddaren slutade fungera efter en vecka.')).toBeInTheDocument();
    expect(within(thread).getByRole('article', { name: 'Från kunden' })).toBeInTheDocument();
    expect(await within(thread).findByRole('link', { name: /laddare\.txt/ })).toBeInTheDocument();
    expect(within(detail).getByRole('button', { name: 'Svara' })).toHaveAttribute('aria-keyshortcuts', 'R');

    await user.keyboard('r');
    const editor = await within(detail).findByRole('textbox', { name: 'Svar till kunden' });
    await waitFor(() => expect(editor).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(detail).queryByRole('textbox', { name: 'Svar till kunden' })).toBeNull());

    await user.keyboard('i');
    const note = await within(detail).findByRole('textbox', { name: /Intern anteckning/ });
    await waitFor(() => expect(note).toHaveFocus());
    await user.type(note, 'Ringt kunden');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog');
    await user.click(within(question).getByRole('button', { name: /Stanna/ }));
    expect(within(detail).getByRole('textbox', { name: /Intern anteckning/ })).toHaveValue('Ringt kunden');
  });

  it('inserts a quick reply filled for the ticket at the caret, sends it with Mod+Enter, and the next ticket of the queue opens', async () => {
    const customer = await aCustomer();
    const [store] = await server.current.db.select({ locale: stores.locale }).from(stores).where(eq(stores.id, customer.storeId));
    const [person] = await server.current.db.select({ locale: C.Locale }).from(customers).where(eq(C.ID, customer.id));
    const admin = await server.current.signIn('admin');
    const template = await server.current.call('POST', '/api/setting/quick-reply-templates', {
      token: admin,
      body: {
        Name: 'Tack för ditt tålamod',
        Shortcut: 'talamod',
        Locale: String(person?.locale ?? store.locale),
        Body: 'Hej {{customer.name}}! Ditt ärende {{ticket.number}} är mottaget.',
      },
    });
    expect(template.status).toBe(201);
    const next = await arrive({ subject: 'Kan jag byta färg på skalet?' });
    server.current.clock.advance(60_000);
    const asked = await arrive({ subject: 'Var är mitt paket?', text: 'Jag har inte fått något.' });
    await signInAs(server.current, 'support');
    const { user } = renderApp('/support/tickets?State=1,2,3,4');
    const queue = await screen.findByRole('grid', { name: 'Ärenden' }, { timeout: 30_000 });
    const first = (await within(queue).findAllByRole('row'))[0];
    expect(first).toHaveTextContent('Var är mitt paket?');
    await waitFor(() => expect(first).toHaveFocus());
    await user.keyboard('{Enter}');
    const detail = await openTicket('Var är mitt paket?');

    await user.keyboard('r');
    const editor = await within(detail).findByRole<HTMLTextAreaElement>('textbox', { name: 'Svar till kunden' });
    await waitFor(() => expect(editor).toHaveFocus());
    await user.keyboard('Tack! ');
    await user.keyboard('{Control>}/{/Control}');
    const picker = await screen.findByRole('combobox', { name: 'Snabbsvar' });
    await waitFor(() => expect(picker).toHaveFocus());
    await user.keyboard('tålamod');
    await within(await screen.findByRole('listbox')).findByRole('option', { name: /Tack för ditt tålamod/ });
    await user.keyboard('{Enter}');
    const filled = `Tack! Hej ${customer.name}! Ditt ärende ${asked.ticketNumber} är mottaget.`;
    await waitFor(() => expect(editor).toHaveValue(filled));
    await waitFor(() => expect(editor).toHaveFocus());
    expect(editor.selectionStart).toBe(filled.length);

    await user.keyboard('{Control>}{Enter}{/Control}');
    // The reply moved the ticket to pending, out of the queue: the next one opens.
    await openTicket('Kan jag byta färg på skalet?');
    await waitFor(() => expect(currentUrl()).toMatch(new RegExp(`^/support/tickets/${next.ticketId}\\?`)));
    const token = await server.current.signIn('support');
    const thread = await server.current.call('GET', `/api/support/ticket-messages?TicketID=${asked.ticketId}`, { token });
    expect(thread.body.data.map((m: { Kind: number; BodyText: string }) => [m.Kind, m.BodyText])).toContainEqual([2, filled]);
    const ticket = await server.current.call('GET', `/api/support/tickets/${asked.ticketId}`, { token });
    expect(ticket.body.State).toBe(TicketState.Pending);
  });

  it('is not for a role that may not read the shop: the screen says so and no editor is offered', async () => {
    const { ticketId } = await arrive({ subject: 'Fel färg på skalet' });
    await signInAs(server.current, 'catalog');
    const { user } = renderApp(`/support/tickets/${ticketId}`);
    expect(await screen.findByText('Du har inte behörighet till den här vyn', undefined, { timeout: 30_000 })).toBeInTheDocument();
    await user.keyboard('r');
    expect(screen.queryByRole('textbox', { name: 'Svar till kunden' })).toBeNull();
    const token = await server.current.signIn('catalog');
    const refused = await server.current.call('POST', `/api/support/tickets/${ticketId}/reply`, {
      token,
      body: { body: 'Hej', Version: 1 },
    });
    expect(refused.status).toBe(403);
  });
});
