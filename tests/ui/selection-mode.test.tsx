/**
 * The declared list selection mode and record documents (SelectionDef, DocumentDef; issue 20 §2), over every
 * resource that declares them, against the real API: start the selection by key, check rows of the page with x
 * and Space and the whole page with Shift+A, read the summary of the server's dry run (what will act, what is
 * skipped and why, the money), confirm it, read the outcome per record, and cancel; a role without the action's
 * permission is offered none of it. "Show PDF" (or a coupon's sub-codes as CSV) opens the record's document in a new tab.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { intlLocaleOf, loadCatalogue } from '../../src/intl';
import { RESOURCES } from '../../src/domain/resources';
import { screen as screenNamed, screenHref } from '../../src/domain/screens';
import type { ResourceDef, ResourceRecord, SelectionOutcome } from '../../src/domain/resources/types';
import { parseMinor } from '../../src/domain/money';
import { renderApp, resetApp } from './app-render';
import { findList, rowsOf, selectedRows, useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);
afterEach(() => {
  vi.restoreAllMocks();
});
// Whole journeys against the real API on a shared two-core machine: bounds, not timing asserts.
vi.setConfig({ testTimeout: 120_000 });

const SELECTING = RESOURCES.filter((def) => def.selection && !def.parent);
const DOCUMENTED = RESOURCES.filter((def) => def.documents?.length && !def.parent);
const base = (def: ResourceDef) => `/api/${def.area}/${def.path}`;

async function svIntl() {
  return createIntl({ locale: intlLocaleOf('sv'), messages: await loadCatalogue('sv') });
}

async function openList(def: ResourceDef, username: string) {
  const intl = await svIntl();
  await signInAs(server.current, username);
  const rendered = renderApp(`/${def.area}/${def.path}`);
  const grid = await findList(intl.formatMessage({ id: def.noun.other }));
  await waitFor(() => expect(rowsOf(grid)[0]).toHaveFocus(), { timeout: 30_000 });
  return { ...rendered, grid, intl };
}

describe('list selection mode', () => {
  it('is declared by some resource', () => {
    expect(SELECTING.length).toBeGreaterThan(0);
  });

  it.each(SELECTING.map((def) => [def.name, def] as const))(
    '%s: start, check the page by keys, summary of the dry run, confirm, outcomes, cancel',
    async (_name, def) => {
      const selection = def.selection!;
      const { user, grid, intl } = await openList(def, 'admin');
      const token = await server.current.signIn('admin');
      const page = (await server.current.call('GET', `${base(def)}?limit=50`, { token })).body.data as ResourceRecord[];
      const ids = page.map((r) => r.ID);

      await user.keyboard('{Shift>}X{/Shift}');
      const bar = await screen.findByRole('toolbar', { name: 'Markering' });
      const status = within(bar).getByRole('status');
      expect(status).toHaveTextContent(`Inga markerade av ${ids.length} på sida 1 (rad 1–${ids.length})`);
      // x checks the focused row, Space the next one.
      await user.keyboard('x');
      await user.keyboard('j');
      await user.keyboard(' ');
      await waitFor(() => expect(selectedRows(grid)).toHaveLength(2));
      expect(status).toHaveTextContent(`2 markerade av ${ids.length}`);
      await user.keyboard('{Shift>}A{/Shift}');
      await waitFor(() => expect(status).toHaveTextContent(`${ids.length} markerade av ${ids.length}`));

      // The summary says what the server's dry run says.
      const dry = (await server.current.call('POST', `${base(def)}/${selection.endpoint}`, { token, body: { ids, dryRun: true } })).body
        .data as SelectionOutcome[];
      expect(dry.map((o) => o.ID)).toEqual(ids);
      const acting = dry.filter((o) => o.outcome === 'ready');
      const action = intl.formatMessage({ id: selection.label });
      await user.keyboard('{Shift>}P{/Shift}');
      const summary = await screen.findByRole('alertdialog', {
        name: intl.formatMessage({ id: 'resource.selection.summaryTitle' }, { action, count: ids.length }),
      });
      const said = (summary.textContent ?? '').replace(/\s/g, ' ');
      expect(said).toContain(intl.formatMessage({ id: 'resource.selection.willAct' }, { count: acting.length }));
      const skipped = new Map<string, number>();
      for (const o of dry) if (o.outcome === 'skipped') skipped.set(String(o.reason), (skipped.get(String(o.reason)) ?? 0) + 1);
      expect(said).toContain(intl.formatMessage({ id: 'resource.selection.skippedCount' }, { count: dry.length - acting.length }));
      for (const [reason, count] of skipped) {
        const label = intl.formatMessage({ id: selection.reasons[reason] });
        expect(said).toContain(`${label}: ${count}`);
      }
      const money = new Map<string, number>();
      for (const o of acting) {
        const currency = String(o[selection.outcome.currency]);
        money.set(currency, (money.get(currency) ?? 0) + (parseMinor(o[selection.outcome.amount]) ?? 0));
      }
      for (const [currency, minor] of money) {
        expect(said).toContain(intl.formatNumber(minor / 100, { style: 'currency', currency }).replace(/\s/g, ' '));
      }
      if (!acting.length) {
        // Nothing to do: the summary only closes, and the mode goes on.
        await user.keyboard('{Enter}');
        await waitFor(() => expect(summary).not.toBeInTheDocument());
      } else {
        // Enter confirms: the run, then the outcome per record.
        await user.keyboard('{Enter}');
        const outcome = await screen.findByRole('alertdialog', {
          name: intl.formatMessage({ id: 'resource.selection.outcomeTitle' }, { action }),
        });
        const table = within(outcome).getByRole('table');
        expect(within(table).getAllByRole('row')).toHaveLength(ids.length + 1);
        for (const o of acting) {
          const row = within(table)
            .getByRole('rowheader', { name: String(o[selection.outcome.title]) })
            .closest('tr')!;
          expect(row).toHaveTextContent('Utförd');
        }
        expect(outcome).toHaveTextContent(
          intl.formatMessage({ id: 'resource.selection.outcomeSummary' }, { done: acting.length, skipped: ids.length - acting.length }),
        );
        // Performed: the same reminders are no longer ready now.
        const again = (
          await server.current.call('POST', `${base(def)}/${selection.endpoint}`, {
            token,
            body: { ids: acting.map((o) => o.ID), dryRun: true },
          })
        ).body.data as SelectionOutcome[];
        expect(again.filter((o) => o.outcome === 'ready')).toEqual([]);
        await user.keyboard('{Enter}');
        await waitFor(() => expect(outcome).not.toBeInTheDocument());
        await waitFor(() => expect(status).toHaveTextContent(`Inga markerade av ${ids.length}`));
      }
      // The keys are back with the list.
      await waitFor(() => expect(grid.contains(document.activeElement)).toBe(true));
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Markering' })).not.toBeInTheDocument());
      expect(selectedRows(grid)).toHaveLength(0);
    },
  );

  it.each(SELECTING.map((def) => [def.name, def] as const))(
    '%s: a role without the permission is offered no selection mode',
    async (_name, def) => {
      const { user } = await openList(def, 'support');
      expect(screen.queryByRole('button', { name: 'Starta markering' })).not.toBeInTheDocument();
      await user.keyboard('{Shift>}X{/Shift}');
      expect(screen.queryByRole('toolbar', { name: 'Markering' })).not.toBeInTheDocument();
      const token = await server.current.signIn('support');
      const answer = await server.current.call('POST', `${base(def)}/${def.selection!.endpoint}`, {
        token,
        body: { ids: [1], dryRun: true },
      });
      expect(answer.status).toBe(403);
    },
  );
});

describe('record documents', () => {
  it.each(DOCUMENTED.map((def) => [def.name, def] as const))('%s: its first document opens in a new tab', async (_name, def) => {
    const document = def.documents![0];
    const intl = await svIntl();
    const token = await server.current.signIn('admin');
    const [record] = (await server.current.call('GET', `${base(def)}?limit=1`, { token })).body.data as ResourceRecord[];
    const blobs = new Map<string, Blob>();
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${blobs.size + 1}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: () => undefined,
    });
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    await signInAs(server.current, 'admin');
    const { user } = renderApp(screenHref(screenNamed(`${def.screen}Detail`), { id: record.ID }));
    const button = await screen.findByRole('button', { name: intl.formatMessage({ id: document.label }) }, { timeout: 30_000 });
    await user.click(button);
    await waitFor(() => expect(tab.location.href).toMatch(/^blob:test\//));
    expect(open).toHaveBeenCalledTimes(1);
    expect(tab.opener).toBeNull();
    const text = new TextDecoder().decode(new Uint8Array(await blobs.get(tab.location.href)!.arrayBuffer()));
    // A PDF (an invoice), or a CSV with its header (a coupon's sub-codes).
    if (document.type === 'application/pdf') expect(text.slice(0, 5)).toBe('%PDF-');
    else expect(text.split(/\r?\n/)[0]).toMatch(/;/);
    // By key too, from the detail pane.
    const [, letter] = /^shift\+([a-z])$/.exec(document.key) ?? [];
    expect(letter, document.key).toBeDefined();
    await user.keyboard(`{Shift>}${letter.toUpperCase()}{/Shift}`);
    await waitFor(() => expect(open).toHaveBeenCalledTimes(2));
  });
});
