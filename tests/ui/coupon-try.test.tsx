/**
 * A coupon's "try it" panel by keyboard alone, against the real API: on the coupon's detail, two products added with
 * Enter in the picker (one by its SKU, one by its name), a quantity stepped with the arrow keys, a line removed with
 * Delete; the coupon's part of the line and the verdict (a live region) are the server's answer for the basket as it
 * now stands. A coupon that has ended says so in words. axe finds no violation in the panel.
 */
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CouponTryAnswer } from '../../src/features/selling/domain/coupon-try';
import { renderApp, resetApp } from './app-render';
import { useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);
// The real API on a shared two-core machine: bounds, not timing asserts.
vi.setConfig({ testTimeout: 240_000 });
const WAIT = { timeout: 30_000 };

interface Product {
  ID: number;
  Sku: string;
  Name: string | Record<string, string>;
}

const nameOf = (product: Product) => (typeof product.Name === 'string' ? product.Name : product.Name.sv);
const digits = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '');

/**
 * Types into the picker and waits for the options for that text; Enter chooses the first one shown (a whole SKU is
 * first), else the arrows go down to the option whose text has `wanted` and Enter chooses it.
 */
async function add(user: UserEvent, picker: HTMLElement, typed: string, wanted: string) {
  picker.focus();
  await user.keyboard(typed);
  const options = () => within(screen.getByRole('listbox')).queryAllByRole('option');
  await waitFor(() => {
    expect(screen.getByRole('listbox').closest('[aria-busy="true"]')).toBeNull();
    expect(options().some((o) => o.textContent?.includes(wanted))).toBe(true);
  }, WAIT);
  const index = options().findIndex((o) => o.textContent?.includes(wanted));
  if (index > 0) {
    await user.keyboard('{ArrowDown}'.repeat(index + 1));
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-activedescendant') ?? '').not.toBe(''), WAIT);
  }
  await user.keyboard('{Enter}');
}

/** A coupon of the first Swedish store, made by the API. */
async function coupon(token: string, values: Record<string, unknown>): Promise<{ ID: number; Code: string; StoreID: number }> {
  const stores = (await server.current.call('GET', '/api/common/stores', { token })).body;
  const se = (Array.isArray(stores) ? stores : stores.data).find((s: { CountryCode: string }) => s.CountryCode === 'SE') as { ID: number };
  const code = `UITRY${Date.now() % 1_000_000}`;
  const answer = await server.current.call('POST', '/api/shop/coupons', {
    token,
    body: { Code: code, Name: 'Provkupong', StoreID: se.ID, Type: 1, StartsAt: new Date(Date.now() - 3_600_000).toISOString(), ...values },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

/** Two products for sale that the store prices (the server's own answer says so). */
async function twoProducts(token: string, couponId: number, storeId: number): Promise<[Product, Product]> {
  const forSale = (await server.current.call<{ data: Product[] }>('GET', '/api/product/items?Status=4&limit=40', { token })).body.data;
  const priced: Product[] = [];
  for (const product of forSale) {
    if (priced.some((p) => p.Sku.includes(product.Sku) || product.Sku.includes(p.Sku))) continue;
    const answer = await server.current.call('POST', `/api/shop/coupons/${couponId}/try`, {
      token,
      body: { StoreID: storeId, Items: [{ ProductID: product.ID, Quantity: 1 }] },
    });
    if (answer.status === 200) priced.push(product);
    if (priced.length === 2) return [priced[0], priced[1]];
  }
  throw new Error('The demo has no two products the store prices');
}

describe("a coupon's try-it panel by keys", () => {
  it('builds a basket with Enter, Delete and the arrows, and shows the coupon’s part as the server answers it', async () => {
    const token = await server.current.signIn('admin');
    const ten = await coupon(token, { Percentage: '10.00' });
    const [first, second] = await twoProducts(token, ten.ID, ten.StoreID);

    await signInAs(server.current, 'support');
    const { user } = renderApp(`/shop/coupons/${ten.ID}`);
    const detail = await screen.findByRole('region', { name: ten.Code }, WAIT);
    const panel = await within(detail).findByRole('region', { name: 'Prova kupongen' }, WAIT);
    expect(within(panel).getByRole<HTMLSelectElement>('combobox', { name: 'Butik' }).value).toBe(String(ten.StoreID));
    const picker = within(panel).getByRole('combobox', { name: /Lägg till produkt/ });

    await add(user, picker, first.Sku, first.Sku);
    await within(panel).findByRole('listitem', { name: new RegExp(`^Rad ${first.Sku}`) }, WAIT);
    expect(picker).toHaveValue('');
    await add(user, picker, nameOf(second), second.Sku);
    const secondLine = await within(panel).findByRole('listitem', { name: new RegExp(`^Rad ${second.Sku}`) }, WAIT);

    const quantity = within(panel).getByRole('spinbutton', { name: new RegExp(`Antal av ${first.Sku}`) });
    quantity.focus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    await waitFor(() => expect(quantity).toHaveValue(2), WAIT);

    secondLine.focus();
    await user.keyboard('{Delete}');
    await waitFor(() => expect(within(panel).queryByRole('listitem', { name: new RegExp(`^Rad ${second.Sku}`) })).toBeNull(), WAIT);
    // Focus stays in the lines.
    await waitFor(() => expect(within(panel).getByRole('listitem', { name: new RegExp(`^Rad ${first.Sku}`) })).toHaveFocus(), WAIT);

    // The coupon's part of the line and the verdict are the server's answer for the basket as it now stands.
    const answer = (
      await server.current.call<CouponTryAnswer>('POST', `/api/shop/coupons/${ten.ID}/try`, {
        token,
        body: { StoreID: ten.StoreID, Items: [{ ProductID: first.ID, Quantity: 2 }] },
      })
    ).body;
    expect(answer.Applies).toBe(true);
    const verdict = within(panel).getByRole('status');
    await waitFor(() => expect(verdict).toHaveTextContent(/^Kupongen gäller: den drar av .+ exkl\. moms\.$/), WAIT);
    await waitFor(() => expect(digits(verdict.textContent)).toBe(digits(answer.CouponDiscount)), WAIT);
    const line = within(panel).getByRole('listitem', { name: new RegExp(`^Rad ${first.Sku}`) });
    expect(digits(within(line).getByTestId('coupon-try-coupon-part').textContent)).toBe(digits(answer.Items[0].CouponDiscount));

    const results = await axe.run(panel, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  it('says in words why a coupon does not apply', async () => {
    const token = await server.current.signIn('admin');
    const ended = await coupon(token, {
      Percentage: '10.00',
      StartsAt: new Date(Date.now() - 7 * 86_400_000).toISOString(),
      EndsAt: new Date(Date.now() - 86_400_000).toISOString(),
    });
    const [product] = await twoProducts(token, ended.ID, ended.StoreID);

    await signInAs(server.current, 'support');
    const { user } = renderApp(`/shop/coupons/${ended.ID}`);
    const panel = await screen.findByRole('region', { name: 'Prova kupongen' }, WAIT);
    await add(user, within(panel).getByRole('combobox', { name: /Lägg till produkt/ }), product.Sku, product.Sku);
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent(/^Kupongen gäller inte: den gick ut .+\.$/), WAIT);
  });
});
