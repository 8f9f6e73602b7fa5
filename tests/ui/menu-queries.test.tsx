/**
 * Every query a menu link carries (SPEC.md section 2: the orders' interval=6 and refresh=true, the
 * subscriptions' status=2, …) is honoured where a person sees it. Generic over the screen table: each menu
 * entry with a query is clicked in the side navigation and each of its parameters must be one of
 * - a field's filter (its name in any case): the list's API call carries it under the field's key, a chip names
 *   the field and its values, and the rows on screen have those values;
 * - the period (`interval`): the API call carries it, a chip says "Senaste N månaderna";
 * - a named filter: the API call carries it, a chip names it;
 * - `refresh`: the "Uppdatera automatiskt" toggle is pressed;
 * anything else fails the test. The count shown is the server's count for the call the list made.
 */
import { createIntl } from '@formatjs/intl';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resourceBase } from '../../src/api/resources';
import { RESOURCES } from '../../src/domain/resources';
import type { ResourceDef } from '../../src/domain/resources/types';
import { menuHref, SCREENS, type Screen } from '../../src/domain/screens';
import { messagesFor } from '../../src/intl';
import { currentUrl, renderApp, resetApp } from './app-render';
import { findList, rowsOf, useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);
vi.setConfig({ testTimeout: 120_000 });

/** The API paths the page asked for, in order (the real server answers them). */
const asked: string[] = [];
beforeAll(() => {
  const routed = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    asked.push(url.replace(/^[a-z]+:\/\/[^/]+/i, ''));
    return routed(input, init);
  });
});

/** A Swedish message (the console's catalogue loads with the app, so it is read when the test runs). */
function t(id: string, values?: Record<string, number>): string {
  const text = messagesFor('sv')[id];
  if (text === undefined) throw new Error(`The Swedish catalogue has no message "${id}"`);
  return values ? createIntl({ locale: 'sv', messages: { [id]: text } }).formatMessage({ id }, values) : text;
}

/** The count the list pane of `def` shows, digits only. */
const countShown = (def: ResourceDef): string =>
  within(screen.getByRole('region', { name: t(def.noun.other) }))
    .getByRole('status')
    .textContent.replace(/\D/g, '');

/** Menu entries whose link carries a query, each with the resource its list shows. */
const WITH_QUERY = SCREENS.filter((s) => s.menu && s.menuQuery && Object.keys(s.menuQuery).length).map(
  (s) => [s.name, s, RESOURCES.find((def) => `${def.screen}Index` === s.name)!] as [string, Screen, ResourceDef],
);

const chips = (): HTMLElement[] => {
  const list = screen.queryByRole('list', { name: t('resource.filter.active') });
  return list ? within(list).getAllByRole('listitem') : [];
};

/** The text of an enum's option in Swedish. */
function optionLabel(def: ResourceDef, key: string, value: string): string {
  const option = def.fields.find((f) => f.key === key)!.options!.find((o) => String(o.value) === value)!;
  return t(option.label);
}

describe('menu links with a query', () => {
  it('are the lists SPEC.md gives a query, and the support queue', () => {
    expect(WITH_QUERY.map(([name]) => name)).toEqual(
      expect.arrayContaining(['ShopOrderIndex', 'ShopReturnIndex', 'ShopChargebackIndex', 'ShopSubscriptionIndex']),
    );
    for (const [name, , def] of WITH_QUERY) expect(def, `${name} is a declared resource's list`).toBeDefined();
  });

  it.each(WITH_QUERY)('%s: every parameter of the link is a filter seen on the list, or refreshing it', async (_name, s, def) => {
    await signInAs(server.current, 'admin');
    const { user } = renderApp('/shop');
    await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 });
    const nav = screen.getByRole('navigation', { name: t('shell.nav.label') });
    asked.length = 0;
    await user.click(within(nav).getByRole('link', { name: t(s.titleId) }));
    await waitFor(() => expect(currentUrl()).toBe(menuHref(s)));
    const grid = await findList(t(def.noun.other));

    // The list's own call (the first page).
    const base = `/api${resourceBase(def)}?`;
    const call = await waitFor(() => {
      const found = asked.find((path) => path.startsWith(base));
      expect(found, `the ${def.name} list's API call`).toBeDefined();
      return found!;
    });
    const sent = new URLSearchParams(call.slice(base.length));

    for (const [key, value] of Object.entries(s.menuQuery!)) {
      const field = def.fields.find((f) => f.filterable && f.key.toLowerCase() === key.toLowerCase());
      const named = def.namedFilters?.find((f) => f.key.toLowerCase() === key.toLowerCase());
      if (field) {
        expect(sent.get(field.key), `${key}=${value} is sent as the filter ${field.key}`).toBe(value);
        const label = t(field.label);
        const values = field.options ? value.split(',').map((v) => optionLabel(def, field.key, v)) : [value];
        const chip = await waitFor(() => {
          const found = chips().find((c) => c.textContent.startsWith(`${label}:`));
          expect(found, `a chip names ${label}`).toBeDefined();
          return found!;
        });
        for (const shown of values) expect(chip).toHaveTextContent(shown);
        // The rows have the values asked for, where the list shows the field.
        for (const row of rowsOf(grid)) {
          const cell = row.querySelector(`[data-column="${field.key}"]`);
          if (cell && field.options) expect(values, `a row's ${field.key}`).toContain(cell.textContent);
        }
      } else if (named) {
        expect(sent.get(named.key)).toBe(value);
        await waitFor(() => expect(chips().map((c) => c.textContent)).toContain(t(named.label)));
      } else if (key === 'interval' && def.interval) {
        expect(sent.get('interval')).toBe(value);
        const period = t('resource.filter.lastMonths', { count: Number(value) });
        await waitFor(() => expect(chips().map((c) => c.textContent)).toContain(period));
      } else if (key === 'refresh') {
        expect(screen.getByRole('button', { name: t('resource.list.refresh') })).toHaveAttribute('aria-pressed', String(value === 'true'));
      } else {
        expect.fail(`${s.name}: the list shows nothing of the link's ${key}=${value}`);
      }
    }

    // The count is the server's for the call the list made; the filters narrow it.
    const token = await server.current.signIn('admin');
    const counted = await server.current.request('GET', call, { token });
    const total = Number(counted.headers.get('x-be-records'));
    const all = Number((await server.current.request('GET', `/api${resourceBase(def)}`, { token })).headers.get('x-be-records'));
    await waitFor(() => expect(countShown(def)).toBe(String(total)));
    if (Object.keys(s.menuQuery!).some((key) => key !== 'refresh')) expect(total).toBeLessThanOrEqual(all);
  });

  it('shows the active subscriptions from the menu, not all of them, with the chip "Status: Aktiv"', async () => {
    await signInAs(server.current, 'admin');
    const token = await server.current.signIn('admin');
    const all = Number((await server.current.request('GET', '/api/shop/subscriptions', { token })).headers.get('x-be-records'));
    const active = Number((await server.current.request('GET', '/api/shop/subscriptions?Status=2', { token })).headers.get('x-be-records'));
    expect(active).toBeLessThan(all);
    const { user } = renderApp('/shop');
    await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 });
    const nav = screen.getByRole('navigation', { name: t('shell.nav.label') });
    await user.click(within(nav).getByRole('link', { name: 'Prenumerationer' }));
    await waitFor(() => expect(currentUrl()).toBe('/shop/subscriptions?status=2'));
    await findList('Prenumerationer');
    await waitFor(() => expect(chips().map((c) => c.textContent)).toEqual(['Status: Aktiv']));
    expect(screen.getByRole('button', { name: 'Filter (1)' })).toBeInTheDocument();
    const subscriptions = RESOURCES.find((def) => def.name === 'subscriptions')!;
    await waitFor(() => expect(countShown(subscriptions)).toBe(String(active)));

    // Removing the chip takes the link's status away, whatever its case, and shows them all.
    await user.click(within(chips()[0]).getByRole('button', { name: 'Ta bort filtret Status' }));
    await waitFor(() => expect(currentUrl()).toBe('/shop/subscriptions'));
    await waitFor(() => expect(countShown(subscriptions)).toBe(String(all)));
  });
});
