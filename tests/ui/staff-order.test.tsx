/**
 * orders/new by keyboard alone, against the real API: opened for a customer (`?customerId=`), a product found
 * by its SKU is added with Enter, its line shows the server's price, Ctrl+Enter places the order and the new
 * order opens with the line on it.
 */
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp, resetApp } from './app-render';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
beforeEach(resetApp);
// The real API on a shared two-core machine: bounds, not timing asserts.
vi.setConfig({ testTimeout: 180_000 });

describe('a staff order by keyboard', () => {
  it('adds a product with Enter, shows the quoted total and places the order with Ctrl+Enter', async () => {
    await signInAs(server.current, 'support');
    const token = await server.current.signIn('admin');
    const customer = (await server.current.call<{ data: { ID: number }[] }>('GET', '/api/shop/customers?limit=1', { token })).body.data[0];
    const product = (await server.current.call<{ data: { ID: number; Sku: string }[] }>('GET', '/api/product/items?Status=4&limit=1', { token })).body.data[0];

    const { user } = renderApp(`/shop/orders/new?customerId=${customer.ID}`);
    await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 });
    const picker = await screen.findByRole('combobox', { name: /Lägg till produkt/ }, { timeout: 30_000 });
    await waitFor(() => expect(picker).toBeEnabled(), { timeout: 30_000 });
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Leveranssätt' }) as HTMLSelectElement).value).not.toBe(''), { timeout: 30_000 });

    picker.focus();
    await user.keyboard(product.Sku);
    await screen.findByRole('option', { name: new RegExp(product.Sku) }, { timeout: 30_000 });
    await user.keyboard('{ArrowDown}{Enter}');
    await screen.findByRole('listitem', { name: new RegExp(`Rad ${product.Sku}`) }, { timeout: 30_000 });
    await waitFor(() => expect(screen.getByTestId('staff-order-total').textContent).toMatch(/\d/), { timeout: 30_000 });

    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(currentUrl()).toMatch(/^\/shop\/orders\/\d+$/), { timeout: 60_000 });
    const id = Number(currentUrl().split('/').pop());
    const order = (await server.current.call('GET', `/api/shop/orders/${id}`, { token })).body;
    expect(order).toMatchObject({ CustomerID: customer.ID, Source: 2 });
    const items = (await server.current.call('GET', `/api/shop/order-items?OrderID=${id}`, { token })).body.data;
    expect(items.map((i: { SKU: string; Quantity: number }) => [i.SKU, i.Quantity])).toEqual([[product.Sku, 1]]);
  });
});
