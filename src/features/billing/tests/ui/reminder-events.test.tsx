/**
 * An invoice reminder after the reminders list's selection run ("Utför nästa åtgärder"), against the real API and
 * without a reload: the events tab that stayed open through the run shows the events the run wrote, so does the
 * events tab of another reminder of the run opened again afterwards (its events had been read before the run),
 * and the reminder's details say the action it last took.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResourceRecord, SelectionOutcome } from '../../../../domain/resources/types';
import { renderApp, resetApp } from '../../../../../tests/ui/app-render';
import { findList, rowsOf, useListViewport } from '../../../../../tests/ui/resource-helpers';
import { signInAs, useTestServer } from '../../../../../tests/ui/server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);
// Whole journeys against the real API on a shared two-core machine: bounds, not timing asserts.
vi.setConfig({ testTimeout: 120_000 });
const WAIT = { timeout: 30_000 };
const BASE = '/api/shop/invoice-reminders';
const EVENTS = 'Påminnelsehändelser';

const count = (n: number) => (n === 1 ? '1 post' : `${n} poster`);

/** The open reminder's events tab: its count and its rows, newest first. */
function eventsTab() {
  const panel = screen.getByRole('tabpanel', { name: EVENTS });
  const rows = () =>
    within(panel)
      .queryAllByRole('row')
      .filter((row) => within(row).queryAllByRole('gridcell').length > 0);
  return { status: within(panel).getByRole('status'), rows };
}

describe('an invoice reminder after a selection run', () => {
  it('shows the events the run wrote on the events tab left open and on one opened again, and its last action', async () => {
    await signInAs(server.current, 'admin');
    const token = await server.current.signIn('admin');
    const events = async (id: number) =>
      (await server.current.call('GET', `/api/shop/invoice-reminder-events?ReminderID=${id}`, { token })).body.data as ResourceRecord[];
    const page = (await server.current.call('GET', `${BASE}?limit=50`, { token })).body.data as ResourceRecord[];
    const dry = (await server.current.call('POST', `${BASE}/next-actions`, { token, body: { ids: page.map((r) => r.ID), dryRun: true } }))
      .body.data as SelectionOutcome[];
    // The first two reminders of the page whose next action the run performs.
    const [a, b] = page
      .map((record, index) => ({ record, index }))
      .filter(({ record }) => dry.find((o) => o.ID === record.ID)?.outcome === 'ready');
    const before = { a: (await events(a.record.ID)).length, b: (await events(b.record.ID)).length };

    const { user } = renderApp('/shop/invoice-reminders');
    const grid = await findList('Betalningspåminnelser');
    await waitFor(() => expect(rowsOf(grid)[0]).toHaveFocus(), WAIT);
    const rowOf = (r: ResourceRecord) => rowsOf(grid).find((row) => row.textContent?.includes(String(r.InvoiceNumber)))!;

    // B's events are read first, then A is opened on its events tab, which stays open through the run.
    await user.keyboard('j'.repeat(b.index));
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('tab', { name: EVENTS }, WAIT));
    await waitFor(() => expect(eventsTab().status).toHaveTextContent(count(before.b)), WAIT);
    await user.click(rowOf(a.record));
    await screen.findByRole('heading', { name: String(a.record.InvoiceNumber) }, WAIT);
    expect(screen.getByRole('tab', { name: EVENTS })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(eventsTab().status).toHaveTextContent(count(before.a)), WAIT);

    // The selection run on A and B, by keys from the list.
    rowOf(a.record).focus();
    await user.keyboard('{Shift>}X{/Shift}');
    await user.keyboard('x');
    await user.keyboard('j'.repeat(b.index - a.index));
    await user.keyboard('x');
    await user.keyboard('{Shift>}P{/Shift}');
    await screen.findByRole('alertdialog', { name: /^Utför nästa åtgärder/ }, WAIT);
    await user.keyboard('{Enter}');
    const outcome = await screen.findByRole('alertdialog', { name: 'Resultat: Utför nästa åtgärder' }, WAIT);
    const performed = (r: ResourceRecord) => {
      const row = within(outcome)
        .getByRole('rowheader', { name: String(r.InvoiceNumber) })
        .closest('tr')!;
      expect(row).toHaveTextContent('Utförd');
      return row.lastElementChild!.textContent;
    };
    const done = { a: performed(a.record), b: performed(b.record) };
    await user.keyboard('{Enter}');
    await waitFor(() => expect(outcome).not.toBeInTheDocument());
    const after = { a: (await events(a.record.ID)).length, b: (await events(b.record.ID)).length };
    expect(after.a).toBeGreaterThan(before.a);
    expect(after.b).toBeGreaterThan(before.b);

    // A's events tab, left open: the new events, the newest first and the action the run took.
    await waitFor(() => expect(eventsTab().status).toHaveTextContent(count(after.a)), WAIT);
    expect(eventsTab().rows()[0]).toHaveTextContent(done.a);
    // A's details say the action it took last.
    await user.click(screen.getByRole('tab', { name: 'Uppgifter' }));
    await waitFor(() => expect(screen.getByText('Senaste åtgärd', { selector: 'dt' }).nextElementSibling).toHaveTextContent(done.a), WAIT);

    // B opened again on its events tab: the events the run wrote, not those read before it.
    await user.keyboard('{Escape}');
    await user.click(rowOf(b.record));
    await screen.findByRole('heading', { name: String(b.record.InvoiceNumber) }, WAIT);
    await user.click(screen.getByRole('tab', { name: EVENTS }));
    await waitFor(() => expect(eventsTab().status).toHaveTextContent(count(after.b)), WAIT);
    expect(eventsTab().rows()[0]).toHaveTextContent(done.b);
  });
});
