/**
 * The shop dashboard's figures: the keys 2 and 6 switch between the last 24 and 6 months and keep it in the
 * address, the address alone opens an interval, and a figure is a link to the list it counts, with that list's
 * filter in force and the same count.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from '../../src/intl';
import { currentUrl, renderApp, resetApp } from './app-render';
import { useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);
vi.setConfig({ testTimeout: 120_000 });

const heading = (sv: Record<string, string>, months: number) => sv['shop.dashboard.figures'].replace('{months}', String(months));

describe('the dashboard figures', () => {
  it('switches between 6 and 24 months by key, in the address', async () => {
    const sv = await loadCatalogue('sv');
    await signInAs(server.current, 'admin');
    const { user } = renderApp('/shop');
    expect(await screen.findByRole('heading', { level: 2, name: heading(sv, 6) }, { timeout: 30_000 })).toBeInTheDocument();
    // Every month of the interval is a row of the charts' tables (one table per chart).
    await waitFor(() => expect(screen.getAllByRole('table')).toHaveLength(2));
    expect(within(screen.getAllByRole('table')[0]).getAllByRole('row')).toHaveLength(1 + 6);

    await user.keyboard('2');
    await waitFor(() => expect(currentUrl()).toBe('/shop?months=24'));
    expect(await screen.findByRole('heading', { level: 2, name: heading(sv, 24) })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getAllByRole('table')[0]).getAllByRole('row')).toHaveLength(1 + 24));
    const interval = screen.getByRole('navigation', { name: sv['shop.dashboard.interval'] });
    expect(within(interval).getByRole('link', { current: true })).toHaveTextContent('24');

    await user.keyboard('6');
    await waitFor(() => expect(currentUrl()).toBe('/shop'));
    expect(await screen.findByRole('heading', { level: 2, name: heading(sv, 6) })).toBeInTheDocument();
  });

  it('opens the interval the address names', async () => {
    const sv = await loadCatalogue('sv');
    await signInAs(server.current, 'admin');
    renderApp('/shop?months=24');
    expect(await screen.findByRole('heading', { level: 2, name: heading(sv, 24) }, { timeout: 30_000 })).toBeInTheDocument();
  });

  it('leads from a figure to its list, filtered, with the same count', async () => {
    const sv = await loadCatalogue('sv');
    const token = await server.current.signIn('admin');
    const waiting = Number(
      (await server.current.call('GET', '/api/shop/orders?needsCheck=true&limit=1', { token })).headers.get('x-be-records'),
    );
    expect(waiting).toBeGreaterThan(0);
    await signInAs(server.current, 'admin');
    const { user } = renderApp('/shop');
    const title = await screen.findByText(sv['shop.dashboard.ordersToCheck'], {}, { timeout: 30_000 });
    const link = within(title.closest('div')!).getByRole('link');
    expect(link).toHaveTextContent(String(waiting));
    await user.click(link);
    await waitFor(() => expect(currentUrl()).toBe('/shop/orders?needsCheck=true'));
    expect(await screen.findByRole('grid', { name: sv['resources.orders.other'] }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: sv['resources.orders.needsCheck'] }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.getByText(`${waiting} ${waiting === 1 ? 'post' : 'poster'}`)).toBeTruthy(), { timeout: 30_000 });
  });

  it("leads from a month's orders to the orders list with the store and the month as filters", async () => {
    const sv = await loadCatalogue('sv');
    await signInAs(server.current, 'admin');
    const { user } = renderApp('/shop');
    await waitFor(() => expect(screen.getAllByRole('table')).toHaveLength(2), { timeout: 30_000 });
    const table = screen.getAllByRole('table')[0];
    // The last full month, the first store.
    const row = within(table).getAllByRole('row').at(-2)!;
    const cell = within(row).getAllByRole('cell')[0];
    const link = within(cell).getByRole('link');
    const count = Number(link.textContent.replace(/\D/g, ''));
    expect(count).toBeGreaterThan(0);
    await user.click(link);
    await waitFor(() => expect(currentUrl()).toMatch(/^\/shop\/orders\?StoreID=\d+&Status=[\d%C,]+&PlacedAt=/));
    expect(await screen.findByRole('grid', { name: sv['resources.orders.other'] }, { timeout: 30_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(`${count} ${count === 1 ? 'post' : 'poster'}`)).toBeTruthy(), { timeout: 30_000 });
    // The month's chip reads as the shop's days, first to last, not as two UTC timestamps.
    const chips = screen.getByRole('list', { name: sv['resource.filter.active'] });
    expect(chips).toHaveTextContent(/\d{4}-\d{2}-01–\d{4}-\d{2}-(28|29|30|31)/);
    expect(chips).not.toHaveTextContent(/T\d{2}:|Z\b/);
  });
});
