/**
 * The support desk as an agent working by keyboard expects it (against the real in-process API):
 * - a reply the server refuses stays in the editor with the focus, the text and an alert that says why (the API
 *   code's message) until the agent acts; Esc still leaves (asking first) and the next Mod+Enter sends;
 * - a quick reply with a placeholder the customer has no value for (a company's first name) is marked in the list,
 *   inserted with the placeholder selected and named under the text, and not sent until it is filled in;
 * - typing a name's first letters puts that quick reply first;
 * - the customer's records are beside the thread, Shift+C reaches them, and the cheat sheet lists the ticket's own
 *   keys and none that do nothing there (N, #);
 * - a ticket read and then solved opens the row below it in the queue;
 * - the change-state dialog runs with Mod+Enter.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { columnsOf, customers, orders } from '../../../../../server/db/schema';
import { receiveCustomerMessage } from '../../server/receive';
import { CustomerType } from '../../../../domain/resources/shop/customers';
import { TicketState } from '../../domain/codes';
import { currentUrl, renderApp, resetApp } from '../../../../../tests/ui/app-render';
import { useListViewport } from '../../../../../tests/ui/resource-helpers';
import { signInAs, useTestServer } from '../../../../../tests/ui/server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);
vi.setConfig({ testTimeout: 120_000 });

const C = columnsOf(customers);
const O = columnsOf(orders);
let sequence = 0;

interface Customer {
  id: number;
  storeId: number;
  email: string;
  name: string;
  locale: string;
}

/** A Swedish-speaking person with orders, or a company (no first name), each with an e-mail address. */
async function aCustomer(kind: 'person' | 'company'): Promise<Customer> {
  const db = server.current.db;
  const type = kind === 'person' ? CustomerType.Person : CustomerType.Organisation;
  const [row] = await db
    .selectDistinct({ id: C.ID, storeId: C.StoreID, email: C.Email, name: C.Name, locale: C.Locale })
    .from(customers)
    .innerJoin(orders, eq(O.CustomerID, C.ID))
    .where(and(eq(C.Type, type), eq(C.Locale, 'sv'), isNotNull(C.Email)))
    .orderBy(C.ID)
    .limit(1);
  return { id: Number(row.id), storeId: Number(row.storeId), email: String(row.email), name: String(row.name), locale: String(row.locale) };
}

/** A ticket staff opened for the customer (Opened, the support agent's). */
async function openedTicket(customer: Customer, subject: string): Promise<{ id: number; version: number }> {
  const token = await server.current.signIn('support');
  const answer = await server.current.call('POST', '/api/support/tickets/open', {
    token,
    body: { CustomerID: customer.id, Subject: subject, Body: 'Kunden undrar var ordern är.' },
  });
  expect(answer.status).toBe(201);
  return { id: answer.body.ID, version: answer.body.Version };
}

/** The customer writes to the shop: a new ticket in the queue. */
async function arrive(customer: Customer, subject: string): Promise<number> {
  sequence += 1;
  const app = server.current;
  const made = await app.db.transaction((tx) =>
    receiveCustomerMessage(
      tx,
      { resources: app.resources, now: app.clock.now(), filesDir: app.config.filesDir },
      {
        storeId: customer.storeId,
        from: customer.email,
        name: customer.name,
        text: 'Hej!',
        subject,
        messageId: `<agent-${sequence}-${Date.now()}@kund.example>`,
      },
    ),
  );
  return made.ticketId;
}

async function openTicket(subject: string): Promise<HTMLElement> {
  const detail = await screen.findByRole('region', { name: subject }, { timeout: 30_000 });
  await waitFor(() => expect(detail.contains(document.activeElement)).toBe(true), { timeout: 30_000 });
  return detail;
}

async function openReply(user: UserEvent, detail: HTMLElement): Promise<HTMLTextAreaElement> {
  await user.keyboard('r');
  const editor = await within(detail).findByRole<HTMLTextAreaElement>('textbox', { name: 'Svar till kunden' });
  await waitFor(() => expect(editor).toHaveFocus());
  return editor;
}

async function repliesOf(ticketId: number): Promise<string[]> {
  const token = await server.current.signIn('support');
  const thread = await server.current.call('GET', `/api/support/ticket-messages?TicketID=${ticketId}`, { token });
  return thread.body.data.filter((m: { Kind: number }) => m.Kind === 2).map((m: { BodyText: string }) => m.BodyText);
}

describe('a refused reply', () => {
  it('keeps the focus and the text in the editor and says why until the agent acts; Esc still leaves, the next send goes', async () => {
    const customer = await aCustomer('person');
    const ticket = await openedTicket(customer, 'Paketet har inte kommit');
    await signInAs(server.current, 'support');
    const { user } = renderApp(`/support/tickets/${ticket.id}`);
    const detail = await openTicket('Paketet har inte kommit');
    const editor = await openReply(user, detail);
    await user.keyboard('Hej! Vi kollar med PostNord.');
    // A colleague writes a note meanwhile: the reply goes at a Version the ticket has moved on from (40901).
    const admin = await server.current.signIn('admin');
    const note = await server.current.call('POST', `/api/support/tickets/${ticket.id}/note`, {
      token: admin,
      body: { body: 'Ringde kunden.', Version: ticket.version },
    });
    expect(note.status).toBe(201);

    await user.keyboard('{Control>}{Enter}{/Control}');
    const alert = await within(detail).findByRole('alert');
    expect(alert).toHaveTextContent('Svaret skickades inte – texten finns kvar.');
    expect(alert).toHaveTextContent('Ändringen krockar med befintliga uppgifter');
    expect(editor).toHaveValue('Hej! Vi kollar med PostNord.');
    expect(editor).toHaveFocus();
    expect(await repliesOf(ticket.id)).toEqual([]);
    // It stays while the agent does nothing… (time passing is the thing checked: nothing marks that the alert was not
    // taken away, so this waits on the clock)
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(within(detail).getByRole('alert')).toBeInTheDocument();

    // …and Esc still works from the editor: it asks, since the text would be lost.
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog');
    await user.click(within(question).getByRole('button', { name: /Stanna/ }));
    await waitFor(() => expect(editor).toHaveFocus());

    // Typing is acting: the alert goes; the next Mod+Enter sends at the ticket as it now is.
    await user.keyboard(' /Astrid');
    expect(within(detail).queryByRole('alert')).toBeNull();
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(async () => expect(await repliesOf(ticket.id)).toEqual(['Hej! Vi kollar med PostNord. /Astrid']));
  });
});

describe('quick replies', () => {
  it('mark a placeholder a company has no value for, select it in the text, name it, and send only once it is filled in', async () => {
    const company = await aCustomer('company');
    const admin = await server.current.signIn('admin');
    const template = await server.current.call('POST', '/api/setting/quick-reply-templates', {
      token: admin,
      body: {
        Name: 'Tack för er beställning',
        Shortcut: 'tack-foretag',
        Locale: company.locale,
        Body: 'Hej {{customer.firstName}}! Tack, {{customer.name}}.',
      },
    });
    expect(template.status).toBe(201);
    const ticket = await openedTicket(company, 'Leverans till kontoret');
    await signInAs(server.current, 'support');
    const { user } = renderApp(`/support/tickets/${ticket.id}`);
    const detail = await openTicket('Leverans till kontoret');
    const editor = await openReply(user, detail);
    await user.keyboard('{Control>}/{/Control}');
    const picker = await screen.findByRole('combobox', { name: 'Snabbsvar' });
    await waitFor(() => expect(picker).toHaveFocus());
    await user.keyboard('tack för er');
    const option = await within(await screen.findByRole('listbox')).findByRole('option', { name: /Tack för er beställning/ });
    expect(option).toHaveTextContent('Saknar värde: {{customer.firstName}}');
    await user.keyboard('{Enter}');

    const filled = `Hej {{customer.firstName}}! Tack, ${company.name}.`;
    await waitFor(() => expect(editor).toHaveValue(filled));
    await waitFor(() => expect(editor).toHaveFocus());
    // The placeholder is selected, to be typed over, and named under the text.
    expect(filled.slice(editor.selectionStart, editor.selectionEnd)).toBe('{{customer.firstName}}');
    expect(
      within(detail).getByText(
        (_, node) =>
          node?.textContent === 'Inget värde för det här ärendet: {{customer.firstName}}. Fyll i eller ta bort innan du skickar.',
      ),
    ).toBeInTheDocument();

    // Not sent while it is there: said, and selected again.
    await user.keyboard('{ArrowRight}{Control>}{Enter}{/Control}');
    expect(await within(detail).findByRole('alert')).toHaveTextContent('Fyll i eller ta bort {{customer.firstName}} innan du skickar.');
    expect(editor).toHaveFocus();
    expect(filled.slice(editor.selectionStart, editor.selectionEnd)).toBe('{{customer.firstName}}');
    expect(await repliesOf(ticket.id)).toEqual([]);

    await user.keyboard('Anna');
    expect(editor).toHaveValue(`Hej Anna! Tack, ${company.name}.`);
    expect(within(detail).queryByText(/Inget värde för det här ärendet/)).toBeNull();
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(async () => expect(await repliesOf(ticket.id)).toEqual([`Hej Anna! Tack, ${company.name}.`]));
  });

  it('put the name that starts with what is typed first', async () => {
    const customer = await aCustomer('person');
    const admin = await server.current.signIn('admin');
    for (const [Name, Shortcut] of [
      ['Avvaktar svar från leverantören', 'avvaktar-svar'],
      ['Svar om garantin', 'svar-garanti'],
    ]) {
      const made = await server.current.call('POST', '/api/setting/quick-reply-templates', {
        token: admin,
        body: { Name, Shortcut, Locale: customer.locale, Body: 'Vi återkommer.' },
      });
      expect(made.status).toBe(201);
    }
    const ticket = await openedTicket(customer, 'Var är paketet?');
    await signInAs(server.current, 'support');
    const { user } = renderApp(`/support/tickets/${ticket.id}`);
    const detail = await openTicket('Var är paketet?');
    await openReply(user, detail);
    await user.keyboard('{Control>}/{/Control}');
    await screen.findByRole('combobox', { name: 'Snabbsvar' });
    await user.keyboard('var');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')[0]).toHaveTextContent(/^Var är min order\?/));
    const names = within(list)
      .getAllByRole('option')
      .map((o) => o.textContent ?? '');
    expect(names.findIndex((n) => n.startsWith('Avvaktar svar'))).toBeGreaterThan(0);
  });
});

describe('the ticket by keys', () => {
  it("reaches the customer's records beside the thread with Shift+C; the cheat sheet lists the ticket's keys, not N or #", async () => {
    const customer = await aCustomer('person');
    const ticket = await openedTicket(customer, 'Fråga om order');
    await signInAs(server.current, 'support');
    const { user } = renderApp(`/support/tickets/${ticket.id}`);
    const detail = await openTicket('Fråga om order');
    const beside = within(detail).getByRole('complementary', { name: 'Kundens senaste' });
    const [firstOrder] = await within(within(beside).getByRole('region', { name: 'Ordrar' })).findAllByRole('link');

    await user.keyboard('{Shift>}C{/Shift}');
    await waitFor(() => expect(firstOrder).toHaveFocus());

    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Kortkommandon' });
    const rows = within(sheet)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent?.replace(/\s+/g, ' ').trim()}`);
    expect(rows).toEqual(
      expect.arrayContaining([
        'Svara på ärendet: R',
        'Skriv en intern anteckning på ärendet: I',
        'Gå till kundens ordrar, returer och fakturor: Shift+C',
        'Bläddra nedåt i ärendet: PgDn',
        'Bläddra uppåt i ärendet: PgUp',
        'Ärenden: Lös: S',
        'Tillbaka till listan: Esc',
        'Redigera posten: E',
      ]),
    );
    expect(rows.filter((row) => /: (N|#)$/.test(row))).toEqual([]);
    // No editor is open: its keys are not listed.
    expect(rows).not.toContain('Infoga ett snabbsvar: Ctrl+/');
  });

  it('opens the row below a ticket that was read and then solved, not the first of the queue', async () => {
    const customer = await aCustomer('person');
    const below = await arrive(customer, 'Tredje i kön');
    server.current.clock.advance(60_000);
    await arrive(customer, 'Andra i kön');
    server.current.clock.advance(60_000);
    await arrive(customer, 'Första i kön');
    await signInAs(server.current, 'support');
    const { user } = renderApp('/support/tickets?State=1,2,3,4');
    const queue = await screen.findByRole('grid', { name: 'Ärenden' }, { timeout: 30_000 });
    await waitFor(() => expect(within(queue).getAllByRole('row')[0]).toHaveFocus());
    expect(within(queue).getAllByRole('row')[0]).toHaveTextContent('Första i kön');
    await user.keyboard('j{Enter}');
    const detail = await openTicket('Andra i kön');
    // Read once it has been on screen a moment: the state says so; its row stays where it was.
    await waitFor(() => expect(within(detail).getByText('Läst')).toBeInTheDocument(), { timeout: 10_000 });
    expect(within(queue).getAllByRole('row')[1]).toHaveTextContent('Andra i kön');

    await user.keyboard('s');
    await openTicket('Tredje i kön');
    await waitFor(() => expect(currentUrl()).toMatch(new RegExp(`^/support/tickets/${below}\\?`)));
  });

  it('runs the change-state dialog with Mod+Enter', async () => {
    const customer = await aCustomer('person');
    const ticket = await openedTicket(customer, 'Byta status');
    await signInAs(server.current, 'support');
    const { user } = renderApp(`/support/tickets/${ticket.id}`);
    await openTicket('Byta status');
    await user.keyboard('{Shift>}S{/Shift}');
    const dialog = await screen.findByRole('dialog', { name: /Ändra status/ });
    const state = within(dialog).getByRole('button', { name: /Status/ });
    await waitFor(() => expect(state).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    const option = await screen.findByRole('option', { name: 'Väntar på kund' });
    await user.click(option);
    await waitFor(() => expect(state).toHaveTextContent('Väntar på kund'));
    state.focus();
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Ändra status/ })).toBeNull());
    const token = await server.current.signIn('support');
    await waitFor(async () =>
      expect((await server.current.call('GET', `/api/support/tickets/${ticket.id}`, { token })).body.State).toBe(TicketState.Pending),
    );
  });
});
