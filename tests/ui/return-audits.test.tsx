/**
 * The return-audits queue by keyboard (issue 9 §4, issue 19) against the real API in-process and the seeded demo
 * returns: the queue has the keyboard on arrival; j/k move, a approves the focused row and focuses the next at
 * once, the decision is on the server as soon as the screen reports it, u undoes it within the window (the
 * return waits again on the server); d asks for a reason code before declining, and Enter on the reason or
 * Mod+Enter declines; x and shift+j check rows and a shows the money the selection moves before approving; a
 * decided row stays away while the next ones are decided; the viewer's own return cannot be decided, and says why.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { and, eq, inArray } from 'drizzle-orm';
import { returns } from '../../server/db/schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../src/store/session';
import { renderApp, resetApp } from './app-render';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
beforeEach(resetApp);
afterEach(() => vi.useRealTimers());

async function statusOf(id: number): Promise<number> {
  const answer = await server.current.call<{ Status: number }>('GET', `/api/shop/returns/${id}`, { token: session.token! });
  return answer.body.Status;
}

const rowIds = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => Number(r.getAttribute('data-return-id')));
const focusedId = (table: HTMLElement) => Number(table.querySelector('tr[aria-current="true"]')?.getAttribute('data-return-id'));

async function openQueue(tab = 'Återbetalningar och ersättningar') {
  await signInAs(server.current, 'supervisor');
  const rendered = renderApp('/shop/return-audits');
  if (tab !== 'Återbetalningar och ersättningar')
    await rendered.user.click(await screen.findByRole('tab', { name: tab }, { timeout: 15_000 }));
  const pane = await screen.findByRole('region', { name: tab }, { timeout: 15_000 });
  const table = await within(pane).findByRole('table', {}, { timeout: 15_000 });
  pane.focus();
  return { ...rendered, pane, table };
}

/** The status line says the decision is stored (it says "saving" while it is on its way). */
const stored = async (text: string) => waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text));

describe('return audits by keyboard', () => {
  it('on arrival the queue has the keyboard: j moves without a Tab or a click', async () => {
    await signInAs(server.current, 'supervisor');
    const { user } = renderApp('/shop/return-audits');
    const pane = await screen.findByRole('region', { name: 'Återbetalningar och ersättningar' }, { timeout: 15_000 });
    const table = await within(pane).findByRole('table', {}, { timeout: 15_000 });
    await waitFor(() => expect(pane).toHaveFocus());
    const ids = rowIds(table);
    expect(focusedId(table)).toBe(ids[0]);
    await user.keyboard('j');
    expect(focusedId(table)).toBe(ids[1]);
  }, 60_000);

  it('j/k move; a approves and focuses the next row at once; the decision is stored at once; u undoes it', async () => {
    const { user, table } = await openQueue();
    const ids = rowIds(table);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(focusedId(table)).toBe(ids[0]);
    await user.keyboard('j');
    expect(focusedId(table)).toBe(ids[1]);
    await user.keyboard('k');
    expect(focusedId(table)).toBe(ids[0]);

    await user.keyboard('a');
    expect(rowIds(table)).not.toContain(ids[0]);
    expect(focusedId(table)).toBe(ids[1]);
    await stored('1 retur godkänd');
    // Reported as made: it is on the server (a reload or a closed tab cannot lose it).
    expect(await statusOf(ids[0])).toBe(2);
    await user.keyboard('u');
    await waitFor(() => expect(rowIds(table)).toContain(ids[0]));
    expect(await statusOf(ids[0])).toBe(1);
  }, 60_000);

  it('a pressed again at once sends the first decision and keeps its row away: the focus goes on down the queue', async () => {
    // The exchanges' tab: the chargebacks' rows are for the other tests of this file.
    const { user, table } = await openQueue('Returer och byten');
    const ids = rowIds(table);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    await user.keyboard('a');
    expect(focusedId(table)).toBe(ids[1]);
    // The second decision sends the first one (out of its undo window); its row must not come back under the focus.
    await user.keyboard('a');
    expect(rowIds(table)).not.toContain(ids[0]);
    expect(rowIds(table)).not.toContain(ids[1]);
    expect(focusedId(table)).toBe(ids[2]);
    await waitFor(async () => expect(await statusOf(ids[0])).toBe(2));
    // The queue read again after the answer: still neither decided row, the focus where it was.
    await waitFor(() => expect(focusedId(table)).toBe(ids[2]));
    expect(rowIds(table)).not.toContain(ids[0]);
    expect(rowIds(table)).not.toContain(ids[1]);
    await user.keyboard('u');
    await waitFor(() => expect(rowIds(table)).toContain(ids[1]));
    expect(rowIds(table)).not.toContain(ids[0]);
  }, 60_000);

  it('d asks for a reason code; Enter on the reason declines with it, stored at once', async () => {
    const { user, table } = await openQueue();
    const first = rowIds(table)[0];
    await user.keyboard('d');
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByRole('combobox');
    expect(reason).toHaveFocus();
    await user.selectOptions(reason, 'outsideReturnPeriod');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(rowIds(table)).not.toContain(first);
    await stored('1 retur nekad');
    const record = await server.current.call<{ Status: number; DeclineReason: string }>('GET', `/api/shop/returns/${first}`, {
      token: session.token!,
    });
    expect(record.body).toMatchObject({ Status: 3, DeclineReason: 'outsideReturnPeriod' });
    await user.keyboard('u');
    await waitFor(async () => expect(await statusOf(first)).toBe(1));
  }, 60_000);

  it('Mod+Enter declines from the dialog', async () => {
    const { user, table } = await openQueue();
    const first = rowIds(table)[0];
    await user.keyboard('d');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox'));
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await stored('1 retur nekad');
    expect(await statusOf(first)).toBe(3);
    await user.keyboard('u');
    await waitFor(async () => expect(await statusOf(first)).toBe(1));
  }, 60_000);

  it('her own return shows approve and decline as unavailable, with the reason; a on it decides nothing and says why', async () => {
    await signInAs(server.current, 'supervisor');
    // A waiting chargeback or replacement made by her (the demo's are made by support).
    const [mine] = await server.current.db
      .select({ id: returns.ID, createdBy: returns.CreatedBy })
      .from(returns)
      .where(and(eq(returns.Status, 1), inArray(returns.Action, [1, 2])))
      .limit(1);
    await server.current.db.update(returns).set({ CreatedBy: session.payload!.id }).where(eq(returns.ID, mine.id));
    try {
      const { user, table, pane } = await openQueue();
      const row = table.querySelector<HTMLElement>(`tr[data-return-id="${mine.id}"]`)!;
      const approve = within(row).getByRole('button', { name: /^Godkänn returen/ });
      const decline = within(row).getByRole('button', { name: /^Neka returen/ });
      expect(approve).toBeDisabled();
      expect(decline).toBeDisabled();
      expect(approve).toHaveAccessibleDescription('Du har skapat returen själv – en kollega godkänner eller nekar den.');
      expect(row).toHaveTextContent('Du har skapat returen själv');
      while (focusedId(table) !== mine.id) await user.keyboard('j');
      pane.focus();
      await user.keyboard('a');
      expect(await screen.findByText(/En retur du har skapat själv lämnas åt en kollega/)).toBeInTheDocument();
      expect(rowIds(table)).toContain(mine.id);
      expect(await statusOf(mine.id)).toBe(1);
    } finally {
      await server.current.db.update(returns).set({ CreatedBy: mine.createdBy }).where(eq(returns.ID, mine.id));
    }
  }, 60_000);

  it('x and shift+j check rows; a shows the money the selection moves before approving', async () => {
    const { user, table, pane } = await openQueue();
    const ids = rowIds(table);
    await user.keyboard('x');
    await user.keyboard('J');
    expect(table.querySelectorAll('tr[aria-selected="true"]')).toHaveLength(2);
    await user.keyboard('a');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Godkänna 2 returer?');
    expect(dialog).toHaveTextContent(/kr/);
    await user.click(within(dialog).getByRole('button', { name: 'Godkänn 2 returer' }));
    // The rows leave the queue (the last ones leave it empty, the table with them).
    const left = () =>
      within(pane)
        .queryAllByRole('row')
        .slice(1)
        .map((r) => Number(r.getAttribute('data-return-id')));
    await waitFor(() => expect(left()).not.toContain(ids[0]));
    expect(left()).not.toContain(ids[1]);
    await waitFor(async () => expect(await statusOf(ids[1])).toBe(2));
    expect(pane).toHaveFocus();
    await act(async () => undefined);
  }, 60_000);

  it('the palette declines the selected return: its command asks for the reason code', async () => {
    // The first tab was cleared by the tests before; exchanges still wait in the second.
    const { user, pane } = await openQueue('Returer och byten');
    pane.focus();
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Kommandopalett' });
    await user.type(within(palette).getByRole('combobox'), 'neka den markerade');
    await user.click(await within(palette).findByRole('option', { name: /Neka den markerade returen/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Neka 1 retur/ });
    expect(within(dialog).getByRole('combobox')).toBeInTheDocument();
  }, 60_000);
});
