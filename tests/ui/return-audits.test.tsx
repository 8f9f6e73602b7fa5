/**
 * The return-audits queue by keyboard (issue 9 §4) against the real API in-process and the seeded demo
 * returns: j/k move, a approves the focused row and focuses the next at once, u undoes within the window (the
 * return still waits on the server), the decision is sent when the window closes, d asks for a reason code
 * before declining, x and shift+j check rows and a shows the money the selection moves before approving; a
 * decided row sent to the server stays away while the next ones are decided.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../src/store/session';
import { UNDO_MS } from '../../src/views/shop/return-audits/ReturnAuditsPage';
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

describe('return audits by keyboard', () => {
  it('j/k move; a approves and focuses the next row at once; u undoes; the approval is sent when the window closes', async () => {
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
    expect(screen.getByRole('status')).toHaveTextContent('1 retur godkänd');
    await user.keyboard('u');
    await waitFor(() => expect(rowIds(table)).toContain(ids[0]));
    expect(await statusOf(ids[0])).toBe(1);

    await user.keyboard('a');
    expect(rowIds(table)).not.toContain(ids[0]);
    await waitFor(async () => expect(await statusOf(ids[0])).toBe(2), { timeout: UNDO_MS + 3000 });
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
    await waitFor(async () => expect(await statusOf(ids[0])).toBe(2), { timeout: 10_000 });
    // The queue read again after the answer: still neither decided row, the focus where it was.
    await waitFor(() => expect(focusedId(table)).toBe(ids[2]));
    expect(rowIds(table)).not.toContain(ids[0]);
    expect(rowIds(table)).not.toContain(ids[1]);
    await user.keyboard('u');
    await waitFor(() => expect(rowIds(table)).toContain(ids[1]));
    expect(rowIds(table)).not.toContain(ids[0]);
  }, 60_000);

  it('d asks for a reason code, then declines with it', async () => {
    const { user, table } = await openQueue();
    const first = rowIds(table)[0];
    await user.keyboard('d');
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox'), 'outsideReturnPeriod');
    await user.click(within(dialog).getByRole('button', { name: 'Neka' }));
    expect(rowIds(table)).not.toContain(first);
    await waitFor(async () => expect(await statusOf(first)).toBe(3), { timeout: UNDO_MS + 3000 });
    const record = await server.current.call<{ DeclineReason: string }>('GET', `/api/shop/returns/${first}`, { token: session.token! });
    expect(record.body.DeclineReason).toBe('outsideReturnPeriod');
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
    await waitFor(async () => expect(await statusOf(ids[1])).toBe(2), { timeout: UNDO_MS + 3000 });
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
