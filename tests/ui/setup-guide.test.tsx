/**
 * The first administrator of an empty shop (issue 20 §0): no store, store group, currency group, VAT, payment
 * or shipping method. The shop's home and /setting show what to set up, in order, each a link to its settings
 * screen; a step done in the console is ticked at once (the reference data reloads after the write).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { currentUrl, renderApp, resetApp } from './app-render';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
beforeEach(resetApp);

beforeAll(async () => {
  // An empty shop: the set-up tables and everything that hangs on them (orders, customers …) emptied.
  await server.current.db.execute(
    sql.raw('truncate table stores, store_groups, currency_groups, vat, vat_types, payment_methods, shipping_methods cascade'),
  );
});

const STEPS: Array<[name: string, href: string]> = [
  ['Lägg till en valutagrupp', '/setting/currency-groups'],
  ['Lägg till en butiksgrupp', '/setting/store-groups'],
  ['Lägg till en butik med säljarens uppgifter', '/setting/stores'],
  ['Ange momssatser', '/setting/vat-rates'],
  ['Lägg till betalsätt', '/setting/payment-methods'],
  ['Lägg till fraktsätt', '/setting/shipping-methods'],
];

const guide = () => screen.findByRole('region', { name: 'Kom igång med butiken' }, { timeout: 30_000 });
const steps = (region: HTMLElement) => within(within(region).getByRole('list')).getAllByRole('listitem');

describe('the set-up guide', () => {
  it('shows an administrator of an empty shop every step in order with its link, none done, on the home screen', async () => {
    await signInAs(server.current, 'admin');
    renderApp('/shop');
    const region = await guide();
    const items = steps(region);
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(STEPS.map(([name]) => name));
    for (const [i, [name, href]] of STEPS.entries()) {
      expect(within(items[i]).getByRole('link', { name })).toHaveAttribute('href', href);
      expect(within(items[i]).getByText('Att göra')).toBeInTheDocument();
    }
    expect(items[0]).toHaveAttribute('aria-current', 'step');
  });

  it('ticks the first step once a currency group is saved in the console, and /setting shows the guide instead of a list', async () => {
    await signInAs(server.current, 'admin');
    const { user } = renderApp('/setting/currency-groups/new');
    const name = await screen.findByRole('textbox', { name: 'Namn' }, { timeout: 30_000 });
    await user.type(name, 'Svenska kronor');
    await user.type(screen.getByRole('textbox', { name: 'Valuta' }), 'SEK');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(currentUrl()).toMatch(/^\/setting\/currency-groups\/\d+/), { timeout: 15_000 });

    act(() => window.history.pushState(null, '', '/setting'));
    await waitFor(() => expect(currentUrl()).toBe('/setting'));
    const region = await guide();
    expect(screen.getByRole('heading', { level: 1, name: 'Inställningar' })).toBeInTheDocument();
    const items = steps(region);
    await waitFor(() => expect(within(items[0]).getByText('Klart')).toBeInTheDocument());
    expect(within(items[1]).getByText('Att göra')).toBeInTheDocument();
    expect(items[1]).toHaveAttribute('aria-current', 'step');
  });
});
