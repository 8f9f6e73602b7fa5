/**
 * orders/new by keyboard alone, against the real API: the customer found by typing, two products added with
 * Enter (one by its SKU, one by its name), a quantity stepped with the arrow keys, a line removed with Delete,
 * the total shown equal to the server's quote, Ctrl+Enter places the order and the new order opens, said with its number.
 * axe finds no violation in the form. The methods are the store's first ones (native selects: jsdom does not change a select on arrow keys).
 */
import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp, resetApp } from './app-render';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
beforeEach(resetApp);
// The real API on a shared two-core machine: bounds, not timing asserts.
vi.setConfig({ testTimeout: 240_000 });
const WAIT = { timeout: 30_000 };

/** Types into a combobox, waits for the option whose text has `wanted` and chooses it with arrows and Enter. */
async function choose(user: UserEvent, box: HTMLElement, typed: string, wanted: string) {
  box.focus();
  await user.keyboard(typed);
  await waitFor(() => expect(screen.getAllByRole('option').some((o) => o.textContent?.includes(wanted))).toBe(true), WAIT);
  const index = screen.getAllByRole('option').findIndex((o) => o.textContent?.includes(wanted));
  await user.keyboard('{ArrowDown}'.repeat(index + 1));
  await waitFor(() => expect(document.activeElement?.getAttribute('aria-activedescendant') ?? '').not.toBe(''), WAIT);
  await user.keyboard('{Enter}');
}

const digits = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '');

describe('a staff order by keyboard', () => {
  it('picks the customer, adds two products with Enter, steps and removes lines, shows the quoted total and places with Ctrl+Enter', async () => {
    await signInAs(server.current, 'support');
    const token = await server.current.signIn('admin');
    const customer = (
      await server.current.call<{ data: { ID: number; Name: string; Email: string }[] }>('GET', '/api/shop/customers?limit=1', { token })
    ).body.data[0];
    const products = (
      await server.current.call<{ data: { ID: number; Sku: string; Name: string | Record<string, string> }[] }>(
        'GET',
        '/api/product/items?Status=4&limit=2',
        { token },
      )
    ).body.data;
    const [first, second] = products;
    const secondName = typeof second.Name === 'string' ? second.Name : second.Name.sv;

    const { user } = renderApp('/shop/orders/new');
    await screen.findByRole('heading', { level: 1 }, WAIT);
    await choose(user, await screen.findByRole('combobox', { name: /^Kund/ }, WAIT), customer.Email, customer.Name);

    const picker = await screen.findByRole('combobox', { name: /Lägg till produkt/ }, WAIT);
    await waitFor(() => expect(picker).toBeEnabled(), WAIT);
    const shipping = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Leveranssätt' });
    const payment = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Betalsätt' });
    await waitFor(() => expect(shipping.value).not.toBe(''), WAIT);
    await waitFor(() => expect(payment.value).not.toBe(''), WAIT);

    await choose(user, picker, first.Sku, first.Sku);
    await screen.findByRole('listitem', { name: new RegExp(`Rad ${first.Sku}`) }, WAIT);
    expect(picker).toHaveValue('');
    await choose(user, picker, secondName, second.Sku);
    const secondLine = await screen.findByRole('listitem', { name: new RegExp(`Rad ${second.Sku}`) }, WAIT);

    const quantity = screen.getByRole('spinbutton', { name: new RegExp(`Antal av ${first.Sku}`) });
    quantity.focus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    await waitFor(() => expect(quantity).toHaveValue(2), WAIT);

    secondLine.focus();
    await user.keyboard('{Delete}');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: new RegExp(`Rad ${second.Sku}`) })).toBeNull(), WAIT);

    // The total shown is the server's quote of the order as it now stands.
    const quote = (
      await server.current.call<{ Total: string }>('POST', '/api/shop/orders/quote', {
        token,
        body: {
          CustomerID: customer.ID,
          ShippingMethodID: Number(shipping.value),
          PaymentMethodID: Number(payment.value),
          Items: [{ ProductID: first.ID, Quantity: 2 }],
        },
      })
    ).body;
    await waitFor(() => expect(digits(screen.getByTestId('staff-order-total').textContent)).toBe(digits(quote.Total)), WAIT);

    // axe finds no violation in the screen with its lines (contrast is the style sheet's, not jsdom's).
    const results = await axe.run(screen.getByRole('form'), { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    screen.getByRole('spinbutton', { name: new RegExp(`Antal av ${first.Sku}`) }).focus();
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(currentUrl()).toMatch(/^\/shop\/orders\/\d+$/), { timeout: 60_000 });
    const id = Number(currentUrl().split('/').pop());
    // The new order opens, said with its number (the banner stays its few seconds: read it before asking the API).
    const said = await screen.findByText(/^Order \d+ lagd$/, undefined, WAIT);
    const order = (await server.current.call<{ Number: number; Total: string }>('GET', `/api/shop/orders/${id}`, { token })).body;
    expect(order).toMatchObject({ CustomerID: customer.ID, Source: 2, Total: quote.Total });
    expect(said).toHaveTextContent(`Order ${order.Number} lagd`);
    const items = (await server.current.call('GET', `/api/shop/order-items?OrderID=${id}`, { token })).body.data;
    expect(items.map((i: { SKU: string; Quantity: number }) => [i.SKU, i.Quantity])).toEqual([[first.Sku, 2]]);
  });
});
