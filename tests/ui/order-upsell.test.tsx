/**
 * An order's upsells and its lines' prices, against the real API: "Lägg till merförsäljning" is U on an order's
 * detail (and a button, and a palette command) for a role that may update upsells; its dialog offers the store's
 * running upsells, Tab goes to the quantity, Enter adds, and the new line shows on the order. A role without the
 * right sees neither. Each line says where its price came from and which rule took its discount: a coupon by its code
 * and amount.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resource } from '../../src/domain/resources';
import { ProductStatus } from '../../src/domain/resources/product/products';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { recordTitle } from '../../src/views/resource/format/record-text';
import { products } from '../../server/db/schema';
import { SE_ORDER_ADDRESS, swedishOrderSetting } from '../server/helpers';
import { renderApp, resetApp } from './app-render';
import { useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);
vi.setConfig({ testTimeout: 120_000 });

const orders = resource('orders');
let serial = 0;

/** A new staff order of the Swedish store with a 10 % coupon, and an upsell of the store running now. */
async function orderWithUpsell(): Promise<{ order: ResourceRecord; code: string; upsell: string; items: ResourceRecord[] }> {
  const t = server.current;
  const admin = await t.signIn('admin');
  const { storeId, customerId, shipping, payment } = await swedishOrderSetting(t);
  const [goods, offered] = await t.db
    .select({ id: products.ID })
    .from(products)
    .where(
      and(
        eq(products.Status, ProductStatus.ForSale),
        sql`${products.ID} not in (select product_id from presale_items)`,
        sql`${products.ID} in (select product_id from product_prices where price > 0)`,
      ),
    )
    .orderBy(desc(products.ID))
    .limit(2);
  serial += 1;
  const startsAt = new Date(t.clock.now().getTime() - 3_600_000).toISOString();
  const code = `UPSELLUI${serial}${Date.now() % 100_000}`;
  const coupon = await t.call('POST', '/api/shop/coupons', {
    token: admin,
    body: { Code: code, Name: 'Testkupong', StoreID: storeId, Type: 1, Percentage: '10.00', StartsAt: startsAt },
  });
  expect(coupon.status, JSON.stringify(coupon.body)).toBe(201);
  const placed = await t.call<ResourceRecord>('POST', '/api/shop/orders/place', {
    token: admin,
    body: {
      CustomerID: customerId,
      ShippingMethodID: shipping,
      PaymentMethodID: payment,
      ...SE_ORDER_ADDRESS,
      Items: [{ ProductID: goods.id, Quantity: 1 }],
      Codes: [code],
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const upsell = `Efterköp ${serial}`;
  const created = await t.call('POST', '/api/shop/upsells', {
    token: admin,
    body: {
      Name: upsell,
      StoreID: storeId,
      Type: 1,
      ProductID: offered.id,
      MaxQuantity: 3,
      StartsAt: startsAt,
      DiscountPercentage: '20.00',
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const items = (await t.call('GET', `/api/shop/order-items?OrderID=${placed.body.ID}`, { token: admin })).body.data as ResourceRecord[];
  return { order: placed.body, code, upsell, items };
}

/** The order's detail, with the keyboard in its pane. */
async function openDetail(order: ResourceRecord) {
  const { user } = renderApp(`/shop/orders/${order.ID}`);
  const detail = await screen.findByRole('region', { name: recordTitle(orders, order, 'sv') }, { timeout: 30_000 });
  await waitFor(() => expect(detail.contains(document.activeElement)).toBe(true), { timeout: 30_000 });
  return { user, detail };
}

const kronor = (amount: unknown) => new Intl.NumberFormat('sv', { style: 'currency', currency: 'SEK' }).format(Number(amount));

describe("an order's lines", () => {
  it("name the coupon that took a line's discount, with its code and amount, and where the price came from", async () => {
    const { order, code, items } = await orderWithUpsell();
    await signInAs(server.current, 'support');
    const { detail } = await openDetail(order);
    const table = await within(detail).findByRole('table', { name: 'Radernas priser' }, { timeout: 30_000 });
    const row = within(table).getByRole('row', { name: new RegExp(String(items[0].SKU)) });
    // Spaces as read (the amount's narrow or no-break space as a space).
    expect(row.textContent?.replace(/\s/g, ' ')).toContain(
      `Rabattkod ${code} (Testkupong): ${kronor(items[0].Discount)}`.replace(/\s/g, ' '),
    );
    expect(row).toHaveTextContent(/Prislista|Produktens eget pris/);
  });
});

describe('adding an upsell to an order', () => {
  it('is U on the order: the dialog offers the running upsell, Tab to the quantity, Enter adds the line', async () => {
    const { order, upsell } = await orderWithUpsell();
    await signInAs(server.current, 'admin');
    const { user, detail } = await openDetail(order);
    expect(within(detail).getByRole('button', { name: 'Lägg till merförsäljning' })).toHaveAttribute('aria-keyshortcuts', 'U');
    await user.keyboard('u');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 30_000 });
    expect(dialog).toHaveTextContent(String(order.Number));
    const select = await within(dialog).findByRole('combobox', { name: 'Merförsäljning' }, { timeout: 30_000 });
    await waitFor(() => expect(select).toHaveFocus());
    // The store may run other upsells too: this test's is chosen in the select that has the keyboard.
    await user.selectOptions(select, within(select).getByRole('option', { name: new RegExp(upsell) }));
    expect(select).toHaveFocus();
    await user.keyboard('{Tab}');
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Antal (högst 3)' });
    expect(quantity).toHaveFocus();
    await user.keyboard('{Control>}a{/Control}2{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 30_000 });
    // The new line shows on the order, its price from the upsell.
    const table = await within(detail).findByRole('table', { name: 'Radernas priser' });
    await waitFor(() => expect(table).toHaveTextContent(`Merförsäljning ${upsell}`), { timeout: 30_000 });
    const token = await server.current.signIn('admin');
    const items = (await server.current.call('GET', `/api/shop/order-items?OrderID=${order.ID}`, { token })).body.data as ResourceRecord[];
    expect(items.map((i) => i.Quantity)).toEqual([1, 2]);
  });

  it('is in the palette on an order', async () => {
    const { order } = await orderWithUpsell();
    await signInAs(server.current, 'manager');
    const { user } = await openDetail(order);
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Kommandopalett' });
    await user.keyboard('merförsäljning');
    expect(await within(palette).findByRole('option', { name: /Lägg till merförsäljning/ })).toBeInTheDocument();
  });

  it('is neither a button nor a key for customer service', async () => {
    const { order } = await orderWithUpsell();
    await signInAs(server.current, 'support');
    const { user, detail } = await openDetail(order);
    await within(detail).findByRole('table', { name: 'Radernas priser' }, { timeout: 30_000 });
    expect(within(detail).queryByRole('button', { name: 'Lägg till merförsäljning' })).toBeNull();
    await user.keyboard('u');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
