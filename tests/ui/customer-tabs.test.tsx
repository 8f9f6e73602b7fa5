/**
 * A customer's detail (issue 9 §5): the related-records tab lists the customer's orders (the declaration's
 * `related`), Enter opens one on the orders screen; a merged-away customer says so and links to the survivor;
 * the incoming-call lookup shows a matched caller's latest orders and tickets not yet done.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../server/db/recordset';
import { beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../server/db/schema';
import { resource } from '../../src/domain/resources';
import type { ResourceRecord } from '../../src/domain/resources/types';
import { loadCatalogue } from '../../src/intl';
import { recordTitle } from '../../src/views/resource/format/record-text';
import { currentUrl, renderApp, resetApp } from './app-render';
import { useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);

async function orderOf(customer: ResourceRecord, number: string): Promise<number> {
  const db = server.current.db;
  const first = async (table: string) =>
    rowsOf<{ id: number }>(await db.execute(sql`select id from ${sql.identifier(table)} order by id limit 1`))[0].id;
  const address = (p: string) => ({
    [`${p}Name`]: customer.Name,
    [`${p}Address1`]: 'Storgatan 1',
    [`${p}PostalCode`]: '903 26',
    [`${p}City`]: 'Umeå',
    [`${p}Country`]: 'SE',
  });
  const [row] = await db
    .insert(orders)
    .values({
      Number: number,
      PlacedAt: new Date(),
      StoreID: customer.StoreID as number,
      CustomerID: customer.ID,
      Status: 1,
      Source: 1,
      Currency: 'SEK',
      ShippingMethodID: await first('shipping_methods'),
      PaymentMethodID: await first('payment_methods'),
      Subtotal: '100.00',
      ShippingFee: '0.00',
      PaymentFee: '0.00',
      Discount: '0.00',
      VatAmount: '20.00',
      Total: '100.00',
      Email: customer.Email as string,
      CheckStatus: 0,
      CheckReasons: [],
      ...address('Billing'),
      ...address('Delivery'),
    } as typeof orders.$inferInsert)
    .returning({ id: orders.ID });
  return row.id;
}

describe("a customer's detail", () => {
  it("lists the customer's orders in a tab, and Enter opens one", async () => {
    const sv = await loadCatalogue('sv');
    const token = await server.current.signIn('admin');
    const [anna] = (await server.current.call('GET', '/api/shop/customers?q=0701234567', { token })).body.data as ResourceRecord[];
    const ids = [await orderOf(anna, '800000001'), await orderOf(anna, '800000002')];
    await signInAs(server.current, 'admin');
    const { user } = renderApp(`/shop/customers/${anna.ID}`);
    const detail = await screen.findByRole('region', { name: recordTitle(resource('customers'), anna, 'sv') });
    await user.click(within(detail).getByRole('tab', { name: sv['resources.orders.other'] }));
    const grid = await within(detail).findByRole('grid', { name: sv['resources.orders.other'] });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(2));
    within(grid).getAllByRole('row')[0].focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(ids.map((id) => `/shop/orders/${id}`)).toContain(currentUrl().split('?')[0]));
  });

  it('of a merged-away customer says so and links to the one it was merged into', async () => {
    const token = await server.current.signIn('admin');
    const [erik, maria] = (
      (await server.current.call('GET', '/api/shop/customers?q=0709876543', { token })).body.data as ResourceRecord[]
    ).sort((a, b) => a.ID - b.ID);
    const merged = await server.current.call('POST', `/api/shop/customers/${erik.ID}/merge`, {
      token,
      body: { into: maria.ID, Version: erik.Version, IntoVersion: maria.Version },
    });
    expect(merged.status).toBe(200);
    await signInAs(server.current, 'admin');
    renderApp(`/shop/customers/${erik.ID}`);
    const link = await screen.findByRole('link', { name: 'Öppna den' });
    expect(link.getAttribute('href')).toBe(`/shop/customers/${maria.ID}`);
  });

  it("shows a caller's latest orders in the incoming-call lookup, each a link to the order", async () => {
    const token = await server.current.signIn('admin');
    const [anna] = (await server.current.call('GET', '/api/shop/customers?q=0701234567', { token })).body.data as ResourceRecord[];
    const id = await orderOf(anna, '800000011');
    await signInAs(server.current, 'support');
    renderApp(`/shop?call=${encodeURIComponent('0701234567')}`);
    const dialog = await screen.findByRole('dialog', { name: 'Inkommande samtal' });
    const latest = await within(dialog).findByRole('list', { name: 'Senaste ordrar' });
    expect(within(latest).getByRole('link', { name: '800000011' }).getAttribute('href')).toBe(`/shop/orders/${id}`);
  });

  it("shows a caller's tickets not yet done in the incoming-call lookup, each a link to the ticket, and not a solved one", async () => {
    const token = await server.current.signIn('admin');
    const [anna] = (await server.current.call('GET', '/api/shop/customers?q=0701234567', { token })).body.data as ResourceRecord[];
    const open = async (Subject: string) => {
      const answer = await server.current.call('POST', '/api/support/tickets/open', {
        token,
        body: { CustomerID: anna.ID, Subject, Body: 'Ringde om sin order.' },
      });
      expect(answer.status).toBe(201);
      return answer.body as ResourceRecord;
    };
    const waiting = await open('Laddaren passar inte');
    const done = await open('Fel adress på fakturan');
    const solved = await server.current.call('POST', `/api/support/tickets/${done.ID}/solve`, { token, body: { Version: done.Version } });
    expect(solved.status).toBe(200);
    await signInAs(server.current, 'support');
    renderApp(`/shop?call=${encodeURIComponent('0701234567')}`);
    const dialog = await screen.findByRole('dialog', { name: 'Inkommande samtal' });
    const tickets = await within(dialog).findByRole('list', { name: 'Öppna ärenden' });
    const link = within(tickets).getByRole('link', { name: `${String(waiting.Number)} Laddaren passar inte` });
    expect(link.getAttribute('href')).toBe(`/support/tickets/${waiting.ID}`);
    expect(within(tickets).queryByText(/Fel adress på fakturan/)).toBeNull();
  });
});
