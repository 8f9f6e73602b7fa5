/**
 * The returns desk from an order, against the real API (issue 19 §4): the order's customer is one key away
 * (Shift+C in the order's detail, also a palette command) and a link by name; "Create a return from this
 * order" is a visible button as well as Shift+R. The returns list finds a return by its customer's name typed
 * in its filter.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resource } from '../../src/domain/resources';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { recordTitle } from '../../src/views/resource/format/record-text';
import { currentUrl, renderApp, resetApp } from './app-render';
import { useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);
vi.setConfig({ testTimeout: 120_000 });

const orders = resource('orders');

async function firstOrder(): Promise<{ order: ResourceRecord; customer: ResourceRecord }> {
  const token = await server.current.signIn('admin');
  const order = (await server.current.call('GET', '/api/shop/orders?limit=1', { token })).body.data[0] as ResourceRecord;
  const customer = (await server.current.call('GET', `/api/shop/customers/${String(order.CustomerID)}`, { token })).body as ResourceRecord;
  return { order, customer };
}

/** The order's detail, with the keyboard in its pane. */
async function openDetail(order: ResourceRecord) {
  const { user } = renderApp(`/shop/orders/${order.ID}`);
  const detail = await screen.findByRole('region', { name: recordTitle(orders, order, 'sv') }, { timeout: 30_000 });
  await waitFor(() => expect(detail.contains(document.activeElement)).toBe(true), { timeout: 30_000 });
  return { user, detail };
}

describe('from an order', () => {
  it('links the customer by name and opens it with Shift+C', async () => {
    const { order, customer } = await firstOrder();
    await signInAs(server.current, 'support');
    const { user, detail } = await openDetail(order);
    const link = await within(detail).findByRole('link', { name: `Kund: ${String(customer.Name)}` }, { timeout: 30_000 });
    expect(link).toHaveAttribute('href', `/shop/customers/${customer.ID}`);
    expect(link).toHaveAttribute('aria-keyshortcuts', 'Shift+C');
    await user.keyboard('{Shift>}C{/Shift}');
    await waitFor(() => expect(currentUrl()).toBe(`/shop/customers/${customer.ID}`));
  });

  it('offers "Skapa en retur från ordern" as a button beside Shift+R, and both open the return form', async () => {
    const { order } = await firstOrder();
    await signInAs(server.current, 'support');
    const { user, detail } = await openDetail(order);
    const button = within(detail).getByRole('button', { name: 'Skapa en retur från ordern' });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Shift+R');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 30_000 });
    expect(dialog).toHaveTextContent(String(order.Number));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    detail.focus();
    await user.keyboard('{Shift>}R{/Shift}');
    expect(await screen.findByRole('dialog', {}, { timeout: 30_000 })).toHaveTextContent(String(order.Number));
  });

  it('shows the customer command in the palette on an order', async () => {
    const { order } = await firstOrder();
    await signInAs(server.current, 'support');
    const { user } = await openDetail(order);
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Kommandopalett' });
    await user.keyboard('orderns kund');
    expect(await within(palette).findByRole('option', { name: /Öppna orderns kund/ })).toBeInTheDocument();
  });

  it('offers neither the button nor the return command to a role that may not update returns', async () => {
    const { order } = await firstOrder();
    await signInAs(server.current, 'catalog');
    renderApp(`/shop/orders/${order.ID}`);
    // The catalogue role does not see the shop at all: no order, no button.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Skapa en retur från ordern' })).toBeNull());
  });
});

describe('the returns list', () => {
  it("finds a return by its customer's name typed in the list's filter", async () => {
    const token = await server.current.signIn('admin');
    const existing = (await server.current.call('GET', '/api/shop/returns?limit=1', { token })).body.data as ResourceRecord[];
    expect(existing.length, 'the demo data has returns').toBeGreaterThan(0);
    const customer = (await server.current.call('GET', `/api/shop/customers/${String(existing[0].CustomerID)}`, { token })).body;
    await signInAs(server.current, 'support');
    const { user } = renderApp('/shop/returns?interval=6&refresh=true');
    const grid = await screen.findByRole('grid', { name: 'Returer' }, { timeout: 30_000 });
    await user.keyboard('/');
    await user.keyboard(String(customer.Name));
    await waitFor(() => expect(currentUrl()).toContain(`q=${encodeURIComponent(String(customer.Name)).replace(/%20/g, '+')}`), {
      timeout: 30_000,
    });
    expect(currentUrl()).toContain('interval=6');
    // Every row found is one of the customer's returns, shown with the customer's name.
    await waitFor(
      () => {
        const rows = within(grid)
          .getAllByRole('row')
          .filter((row) => within(row).queryAllByRole('gridcell').length > 0);
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) expect(row).toHaveTextContent(String(customer.Name));
      },
      { timeout: 30_000 },
    );
  });
});
