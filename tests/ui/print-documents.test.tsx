/**
 * The prints' documents from a record's detail, against the real API (docs/decisions.md "Prints"): an order's detail
 * offers "Visa följesedel" (Shift+D), "Visa plocklista" (Shift+P) and "Visa retursedel" (Shift+F), each button
 * naming its key; a key opens the PDF in a new tab; without a template for the order's store the detail says what
 * is missing and opens nothing; a product's detail offers its labels; the palette offers them by name.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { desc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orders, prints, products, stores } from '../../server/db/schema';
import { renderApp, resetApp } from './app-render';
import { useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);
afterEach(() => {
  vi.restoreAllMocks();
});
vi.setConfig({ testTimeout: 120_000 });

/** window.open answered by a fake tab, and the PDFs it is shown, read back as bytes. */
function fakeTabs() {
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => undefined,
  });
  const tabs: { opener: unknown; location: { href: string }; close: () => void }[] = [];
  const open = vi.spyOn(window, 'open').mockImplementation(() => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    tabs.push(tab);
    return tab as unknown as Window;
  });
  const shown = async (n: number) => {
    await waitFor(() => expect(tabs[n]?.location.href).toMatch(/^blob:test\//));
    const bytes = new Uint8Array(await blobs.get(tabs[n].location.href)!.arrayBuffer());
    return new TextDecoder('latin1').decode(bytes);
  };
  return { open, tabs, shown };
}

async function swedishOrder() {
  const [order] = await server.current.db
    .select({ id: orders.ID, number: orders.Number })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.StoreID))
    .where(eq(stores.countryCode, 'SE'))
    .orderBy(desc(orders.ID))
    .limit(1);
  return order;
}

describe('an order’s printed documents', () => {
  it('offers the packing slip, pick list and return form by button and key, each opening its PDF', async () => {
    const order = await swedishOrder();
    const { open, shown } = fakeTabs();
    await signInAs(server.current, 'support');
    const { user } = renderApp(`/shop/orders/${order.id}`);
    const detail = await screen.findByRole('region', { name: new RegExp(order.number) }, { timeout: 30_000 });
    const keys = { 'Visa följesedel': 'Shift+D', 'Visa plocklista': 'Shift+P', 'Visa retursedel': 'Shift+F' };
    for (const [name, key] of Object.entries(keys)) {
      expect(await within(detail).findByRole('button', { name })).toHaveAttribute('aria-keyshortcuts', key);
    }
    await waitFor(() => expect(detail).toHaveFocus());
    await user.keyboard('{Shift>}P{/Shift}');
    expect((await shown(0)).startsWith('%PDF-')).toBe(true);
    await user.keyboard('{Shift>}D{/Shift}');
    expect((await shown(1)).startsWith('%PDF-')).toBe(true);
    await user.click(within(detail).getByRole('button', { name: 'Visa retursedel' }));
    expect((await shown(2)).startsWith('%PDF-')).toBe(true);
    expect(open).toHaveBeenCalledTimes(3);
  });

  it('says what is missing when no template prints the order, and leaves no tab open', async () => {
    const order = await swedishOrder();
    const { tabs } = fakeTabs();
    await server.current.db.update(prints).set({ Locale: 'en' }).where(eq(prints.PrintType, 'returnForm'));
    try {
      await signInAs(server.current, 'support');
      const { user } = renderApp(`/shop/orders/${order.id}`);
      const detail = await screen.findByRole('region', { name: new RegExp(order.number) }, { timeout: 30_000 });
      await within(detail).findByRole('button', { name: 'Visa retursedel' });
      await waitFor(() => expect(detail).toHaveFocus());
      await user.keyboard('{Shift>}F{/Shift}');
      expect(await screen.findByText(/Det finns ingen mall för retursedlar för orderns butik/)).toBeInTheDocument();
      await waitFor(() => expect(tabs[0].close).toHaveBeenCalled());
    } finally {
      await server.current.db.update(prints).set({ Locale: 'sv' }).where(eq(prints.PrintType, 'returnForm'));
    }
  });

  it('offers them in the palette by name', async () => {
    const order = await swedishOrder();
    const { shown } = fakeTabs();
    await signInAs(server.current, 'support');
    const { user } = renderApp(`/shop/orders/${order.id}`);
    await screen.findByRole('region', { name: new RegExp(order.number) }, { timeout: 30_000 });
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Kommandopalett' });
    await user.type(within(palette).getByRole('combobox', { name: 'Sök kommandon' }), 'plocklista');
    const option = await within(palette).findByRole('option', { name: /Visa plocklista/ });
    await user.click(option);
    expect((await shown(0)).startsWith('%PDF-')).toBe(true);
  });
});

describe('a product’s labels', () => {
  it('offers the product label and the shelf label, each naming its key', async () => {
    const [product] = await server.current.db
      .select({ id: products.ID, name: products.Name })
      .from(products)
      .orderBy(desc(products.ID))
      .limit(1);
    const name = (product.name as { sv: string }).sv;
    const { shown } = fakeTabs();
    await signInAs(server.current, 'catalog');
    const { user } = renderApp(`/product/items/${product.id}`);
    const detail = await screen.findByRole('region', { name }, { timeout: 30_000 });
    expect(await within(detail).findByRole('button', { name: 'Visa produktetikett' })).toHaveAttribute('aria-keyshortcuts', 'Shift+D');
    expect(within(detail).getByRole('button', { name: 'Visa hyllkantsetikett' })).toHaveAttribute('aria-keyshortcuts', 'Shift+H');
    await waitFor(() => expect(detail).toHaveFocus());
    await user.keyboard('{Shift>}D{/Shift}');
    expect((await shown(0)).startsWith('%PDF-')).toBe(true);
  });
});
