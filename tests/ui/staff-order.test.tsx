/**
 * orders/new by keyboard alone, against the real API: the customer found by typing, two products added with
 * Enter (one by its SKU, one by its name), a quantity stepped with the arrow keys, a line removed with Delete,
 * the total shown equal to the server's quote, Ctrl+Enter places the order and the new order opens, said with its number.
 * axe finds no violation in the form. The methods are the store's first ones (native selects: jsdom does not change a select on arrow keys).
 * The pickers by keys alone: Enter with results showing chooses the first (a product whose SKU is typed whole
 * first, before the products whose SKU holds it), Enter and Tab typed before the results come still choose,
 * Tab never clears nor changes a chosen customer, and Enter in a picker never places the order.
 */
import { screen, waitFor, within } from '@testing-library/react';
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
    // The new order is said with its number. The banner stays its few seconds, and a busy machine can take longer
    // than that to open the order: watch for it from the key press on, not after the page has changed.
    const saying = screen.findByText(/^Order \d+ lagd$/, undefined, { timeout: 60_000 });
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(currentUrl()).toMatch(/^\/shop\/orders\/\d+$/), { timeout: 60_000 });
    const id = Number(currentUrl().split('/').pop());
    const said = await saying;
    const order = (await server.current.call<{ Number: number; Total: string }>('GET', `/api/shop/orders/${id}`, { token })).body;
    expect(order).toMatchObject({ CustomerID: customer.ID, Source: 2, Total: quote.Total });
    expect(said).toHaveTextContent(`Order ${order.Number} lagd`);
    const items = (await server.current.call('GET', `/api/shop/order-items?OrderID=${id}`, { token })).body.data;
    expect(items.map((i: { SKU: string; Quantity: number }) => [i.SKU, i.Quantity])).toEqual([[first.Sku, 2]]);
  });
});

interface Customer {
  ID: number;
  Name: string;
  Email: string;
}
interface Product {
  ID: number;
  Sku: string;
  Name: string | Record<string, string>;
}

async function demo(token: string) {
  const call = server.current.call.bind(server.current);
  const customers = (await call<{ data: Customer[] }>('GET', '/api/shop/customers?limit=2', { token })).body.data;
  const forSale = (await call<{ data: Product[] }>('GET', '/api/product/items?Status=4&limit=500', { token })).body.data;
  // A product whose whole SKU the search answers with another product first (a variant's SKU holds it).
  let exact: Product | undefined;
  for (const product of forSale.filter((p) => forSale.some((o) => o.ID !== p.ID && o.Sku.includes(p.Sku)))) {
    const found = (
      await call<{ data: Product[] }>('GET', `/api/product/items?Status=4&limit=20&q=${encodeURIComponent(product.Sku)}`, { token })
    ).body.data;
    if (found[0].ID !== product.ID && found.some((p) => p.ID === product.ID)) {
      exact = product;
      break;
    }
  }
  if (!exact) throw new Error('The demo has no product whose SKU another product holds');
  return { customers, exact, other: forSale.find((p) => !p.Sku.includes(exact.Sku) && !exact.Sku.includes(p.Sku))! };
}

/** The options of the open picker list, as read (the native selects' options are not among them). */
const options = () => within(screen.getByRole('listbox')).queryAllByRole('option');

/** Waits until the list offers the options for the text typed (not busy, one option at least). */
async function optionsIn() {
  await waitFor(() => {
    expect(screen.getByRole('listbox').closest('[aria-busy="true"]')).toBeNull();
    expect(options().length).toBeGreaterThan(0);
  }, WAIT);
}

const nameOf = (product: Product) => (typeof product.Name === 'string' ? product.Name : product.Name.sv);

describe('the staff order pickers by keys', () => {
  it('Enter with results showing chooses the first one shown (a whole SKU first), Tab adds nothing, and Enter never places the order', async () => {
    await signInAs(server.current, 'support');
    const { customers, exact, other } = await demo(await server.current.signIn('admin'));
    const { user } = renderApp('/shop/orders/new');
    const customer = await screen.findByRole('combobox', { name: /^Kund/ }, WAIT);
    const picker = screen.getByRole('combobox', { name: /Lägg till produkt/ });

    // The customer by e-mail, Enter: no arrow key.
    customer.focus();
    await user.keyboard(customers[0].Email);
    await optionsIn();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(customer).toHaveValue(customers[0].Name), WAIT);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Fakturanamn' })).toHaveValue(customers[0].Name), WAIT);
    await waitFor(() => expect(picker).toBeEnabled(), WAIT);

    // A whole SKU: the product it is, before the products whose SKU holds it, shown first and chosen by Enter.
    picker.focus();
    await user.keyboard(exact.Sku);
    await optionsIn();
    expect(options()[0]).toHaveTextContent(exact.Sku);
    expect(options().length).toBeGreaterThan(1);
    await user.keyboard('{Enter}');
    await screen.findByRole('listitem', { name: `Rad ${exact.Sku} ${nameOf(exact)}` }, WAIT);
    expect(picker).toHaveValue('');
    expect(screen.queryByRole('listbox')).toBeNull();

    // Tab with results showing and none highlighted leaves the lines as they are (no second line of the last
    // product): only a highlighted option or Enter adds.
    await user.keyboard(other.Sku);
    await optionsIn();
    await user.tab();
    expect(picker).not.toHaveFocus();
    expect(screen.getAllByRole('spinbutton').map((s) => [s.getAttribute('aria-label'), (s as HTMLInputElement).value])).toEqual([
      [`Antal av ${exact.Sku} ${nameOf(exact)}`, '1'],
    ]);

    // Enter in an empty picker, in a closed one and in an address field does not place the order (Ctrl+Enter
    // does): the place button would be busy at once.
    const place = screen.getByRole('button', { name: 'Lägg order' });
    for (const field of [picker, customer, screen.getByRole('textbox', { name: 'Fakturanamn' })]) {
      field.focus();
      await user.keyboard('{Enter}');
      expect(place).toBeEnabled();
    }
    expect(currentUrl()).toBe('/shop/orders/new');
    expect(customer).toHaveValue(customers[0].Name);
  });

  it('Enter and Tab typed before the results come choose the customer; Tab after typing other text keeps the customer chosen', async () => {
    await signInAs(server.current, 'support');
    const { customers } = await demo(await server.current.signIn('admin'));
    const { user } = renderApp('/shop/orders/new');
    const customer = await screen.findByRole('combobox', { name: /^Kund/ }, WAIT);
    const billingName = screen.getByRole('textbox', { name: 'Fakturanamn' });

    // Typed, Enter and Tab at once, as a person who knows the e-mail does: the focus moves on, and the customer
    // is chosen once the search answers.
    customer.focus();
    await user.keyboard(`${customers[0].Email}{Enter}{Tab}`);
    expect(customer).not.toHaveFocus();
    await waitFor(() => expect(customer).toHaveValue(customers[0].Name), WAIT);
    await waitFor(() => expect(billingName).toHaveValue(customers[0].Name), WAIT);

    // Another customer's name typed, the results showing, none highlighted: Tab keeps the chosen customer.
    customer.focus();
    await user.keyboard('{Control>}a{/Control}');
    await user.keyboard(customers[1].Name);
    await optionsIn();
    expect(options().some((o) => o.textContent?.includes(customers[1].Name))).toBe(true);
    await user.tab();
    expect(customer).toHaveValue(customers[0].Name);

    // Emptied and left: still the same customer.
    customer.focus();
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await user.tab();
    expect(customer).toHaveValue(customers[0].Name);
    expect(billingName).toHaveValue(customers[0].Name);
    expect(screen.getByRole('combobox', { name: /Lägg till produkt/ })).toBeEnabled();
  });
});
