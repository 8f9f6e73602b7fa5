/**
 * Filters people see (issue 19 §3): on every list screen, the "Filter (n)" button counts only filters that
 * show as chips and can be removed there: each field filter and the period (`interval`, "Senaste 6
 * månaderna"); `refresh` and other parameters that change no rows are kept but never counted. And the
 * orders' menu link query survives opening a record and going back.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/domain/resources';
import type { ResourceDef } from '../../src/domain/resources/types';
import { screenByName } from '../../src/domain/screens';
import { FilterChips } from '../../src/views/resource/list/FilterChips';
import { FilterMenu } from '../../src/views/resource/list/FilterMenu';
import { filterableFields } from '../../src/views/resource/query/list-url';
import { useResourceListQuery } from '../../src/views/resource/query/useResourceListQuery';
import { currentUrl, renderApp, renderView, resetApp } from './app-render';
import { findList, rowsOf, useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);

/** The list screens whose rows a person can narrow. */
const FILTERED_LISTS = RESOURCES.filter(
  (def) => screenByName.has(`${def.screen}Index`) && (filterableFields(def).length || def.interval || def.namedFilters?.length),
);

function Filters({ def }: { def: ResourceDef }) {
  const query = useResourceListQuery(def, screenByName.get(`${def.screen}Index`)!);
  return (
    <>
      <FilterMenu def={def} query={query} />
      <FilterChips def={def} query={query} />
    </>
  );
}

/** Every filter of the list set at once, with the menu link's interval and refresh and a parameter the engine does not know. */
function everyFilter(def: ResourceDef): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of filterableFields(def)) params.set(field.key, field.kind === 'enum' ? String(field.options![0].value) : '1');
  for (const named of def.namedFilters ?? []) params.set(named.key, 'true');
  if (def.interval) params.set('interval', '6');
  params.set('refresh', 'true');
  params.set('call', '0701234567');
  return params;
}

const countOn = (): number => {
  const button = screen.queryByRole('button', { name: /^Filter/ });
  return Number(/\((\d+)\)/.exec(button?.textContent ?? '')?.[1] ?? 0);
};
const chips = (): HTMLElement[] => {
  const list = screen.queryByRole('list', { name: 'Aktiva filter' });
  return list ? within(list).getAllByRole('listitem') : [];
};

describe('list filters', () => {
  it('finds the list screens with filters, the orders with their period among them', () => {
    expect(FILTERED_LISTS.length).toBeGreaterThan(10);
    expect(FILTERED_LISTS.filter((def) => def.interval).map((def) => def.name)).toContain('orders');
  });

  it.each(FILTERED_LISTS.map((def) => [def.name, def] as const))(
    '%s: every counted filter shows as a chip that removes it, and nothing unseen is counted',
    async (_name, def) => {
      await signInAs(server.current, 'admin');
      const params = everyFilter(def);
      const named = def.namedFilters?.length ?? 0;
      const { location, unmount } = renderView(<Filters def={def} />, { path: `/list?${params.toString()}` });
      const counted = filterableFields(def).length + (def.interval ? 1 : 0);
      await waitFor(() => expect(chips()).toHaveLength(counted + named));
      expect(countOn()).toBe(counted);
      if (def.interval) expect(within(chips()[0]).getByText('Senaste 6 månaderna')).toBeInTheDocument();

      // Remove the chips one by one: each takes its parameter from the address and one off the count.
      for (let left = counted + named; left > 0; left--) {
        const before = new URLSearchParams(location().split('?')[1] ?? '');
        const chip = chips()[0];
        fireEvent.click(within(chip).getByRole('button'));
        await waitFor(() => expect(chips()).toHaveLength(left - 1));
        const after = new URLSearchParams(location().split('?')[1] ?? '');
        expect([...before.keys()].length - [...after.keys()].length).toBe(1);
        const namedOn = (def.namedFilters ?? []).filter((f) => after.get(f.key) === 'true').length;
        expect(countOn()).toBe(chips().length - namedOn);
      }
      expect(countOn()).toBe(0);
      const rest = new URLSearchParams(location().split('?')[1] ?? '');
      expect(Object.fromEntries(rest)).toEqual({ refresh: 'true', call: '0701234567' });
      unmount();
    },
  );

  it('offers the period in the filter menu, to change or remove', async () => {
    await signInAs(server.current, 'admin');
    const orders = RESOURCES.find((def) => def.name === 'orders')!;
    const { user, location } = renderView(<Filters def={orders} />, { path: '/list?interval=6&refresh=true' });
    expect(await screen.findByRole('button', { name: 'Filter (1)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filter (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter' });
    await user.click(within(dialog).getByRole('button', { name: /Tidsperiod/ }));
    await user.click(await screen.findByRole('option', { name: 'Senaste 12 månaderna' }));
    await waitFor(() => expect(location()).toContain('interval=12'));
    expect(location()).toContain('refresh=true');
    // Escape leaves the period's select, then the menu.
    for (let presses = 0; presses < 2 && screen.queryByRole('dialog', { name: 'Filter' }); presses++) await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filter' })).toBeNull());
    await waitFor(() => expect(within(chips()[0]).getByText('Senaste 12 månaderna')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Rensa filter' }));
    await waitFor(() => expect(chips()).toHaveLength(0));
    expect(location()).toBe('/list?refresh=true');
  });

  it('keeps the list query from the list to a record and back (Enter, then Esc)', async () => {
    await signInAs(server.current, 'admin');
    const query = '?interval=24&refresh=true&Status=6';
    const { user } = renderApp(`/shop/orders${query}`);
    const grid = await findList('Ordrar');
    await waitFor(() => expect(rowsOf(grid)[0]).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl()).toMatch(/^\/shop\/orders\/\d+\?/));
    expect(new URLSearchParams(currentUrl().split('?')[1])).toEqual(new URLSearchParams(query));
    await user.keyboard('j');
    await waitFor(() => expect(new URLSearchParams(currentUrl().split('?')[1])).toEqual(new URLSearchParams(query)));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(currentUrl()).toBe(`/shop/orders${query}`));
  });
});
