/**
 * Typed text that names one record opens it: an order number opens that order, so does a tracking reference its
 * fulfilment carries, a customer's e-mail opens the
 * customer; text matching no single record lands on the scope's list with the text as its search.
 */
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deals, orderFulfilments, stores } from '../../server/db/schema';
import { currentUrl, renderApp, resetApp } from './app-render';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
beforeEach(resetApp);
// The real API on a shared two-core machine: bounds, not timing asserts.
vi.setConfig({ testTimeout: 120_000 });

async function typeInPalette(typed: string) {
  const { user } = renderApp('/shop');
  await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 });
  await user.keyboard('{Control>}k{/Control}');
  await screen.findByRole('dialog', { name: 'Kommandopalett' });
  await user.keyboard(typed);
  return user;
}

describe('records named in the palette', () => {
  it('opens the order whose number is typed, with Enter', async () => {
    await signInAs(server.current, 'support');
    const token = await server.current.signIn('admin');
    const order = (await server.current.call<{ data: { ID: number; Number: string }[] }>('GET', '/api/shop/orders?limit=1', { token })).body
      .data[0];
    const user = await typeInPalette(order.Number);
    await screen.findByRole('option', { name: new RegExp(`Sök ordrar.*${order.Number}`, 'i') });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl()).toBe(`/shop/orders/${order.ID}`), { timeout: 30_000 });
  });

  it('opens the order whose fulfilment carries the typed tracking reference, with Enter', async () => {
    await signInAs(server.current, 'support');
    const token = await server.current.signIn('admin');
    const order = (await server.current.call<{ data: { ID: number }[] }>('GET', '/api/shop/orders?limit=1', { token })).body.data[0];
    const now = new Date();
    await server.current.db.insert(orderFulfilments).values({
      OrderID: order.ID,
      Forwarder: 'postnord',
      TrackingReference: 'RR123456785SE',
      ShippedAt: now,
      CreatedAt: now,
      UpdatedAt: now,
    } as typeof orderFulfilments.$inferInsert);
    const user = await typeInPalette('rr 123 456 785 se');
    await screen.findByRole('option', { name: /Sök ordrar/i });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl()).toBe(`/shop/orders/${order.ID}`), { timeout: 30_000 });
  });

  it('opens the customer whose e-mail is typed', async () => {
    await signInAs(server.current, 'support');
    const user = await typeInPalette('anna.lindqvist@example.com');
    await screen.findByRole('option', { name: /Sök kunder/i });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl()).toMatch(/^\/shop\/customers\/\d+$/), { timeout: 30_000 });
  });

  it('lands on the orders list searching for a number that names no order', async () => {
    await signInAs(server.current, 'support');
    const user = await typeInPalette('999999999');
    await screen.findByRole('option', { name: /Sök ordrar/i });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl()).toMatch(/^\/shop\/orders\?.*q=999999999/), { timeout: 30_000 });
  });

  it('opens the record titled with the typed text before one that only mentions it, with Enter pressed at once', async () => {
    await signInAs(server.current, 'admin');
    const token = await server.current.signIn('admin');
    const [store] = await server.current.db.select({ id: stores.id }).from(stores).limit(1);
    const now = new Date();
    // A deal that names the brand, found first by the search (deals come before brands).
    await server.current.db.insert(deals).values({
      Name: 'Anker-veckan: laddare från Anker',
      StoreID: store.id,
      StartsAt: now,
      EndsAt: new Date(now.getTime() + 7 * 86_400_000),
      DiscountPercentage: '10.00',
      Currency: 'SEK',
      SkuList: '',
      CreatedAt: now,
      UpdatedAt: now,
    } as typeof deals.$inferInsert);
    const brands = (await server.current.call<{ data: { ID: number; Name: string }[] }>('GET', '/api/product/brands?q=Anker', { token }))
      .body.data;
    const brand = brands.find((b) => b.Name === 'Anker')!;
    expect(brand).toBeDefined();
    // Enter right after the last key: it waits for the records, then opens the best one.
    const user = await typeInPalette('Anker');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl()).toBe(`/product/brands/${brand.ID}`), { timeout: 30_000 });
  });
});
