import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { reference } from '../../src/store/reference';
import { STORAGE_KEY } from '../../src/store/persist';
import { session } from '../../src/store/session';
import { currentUrl, renderApp, resetApp } from './app-render';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
beforeEach(resetApp);

const menu = () => screen.getByRole('navigation', { name: 'Huvudmeny' });
const blockHeadings = () =>
  within(menu())
    .getAllByRole('heading')
    .map((h) => h.textContent);

async function openAs(username: string, path: string) {
  await signInAs(server.current, username);
  const rendered = renderApp(path);
  await screen.findByRole('navigation', { name: 'Huvudmeny' });
  return rendered;
}

describe('side navigation', () => {
  it('shows a super administrator every block, return audits included', async () => {
    await openAs('admin', '/shop');
    expect(blockHeadings()).toEqual(['Butik', 'Kundtjänst', 'Produkter', 'Inställningar']);
    expect(within(menu()).getByRole('link', { name: 'Returgranskning' })).toHaveAttribute('href', '/shop/return-audits');
    expect(within(menu()).getByRole('link', { name: 'Användare' })).toHaveAttribute('href', '/setting/users');
  });

  it('shows customer service the shop, the support desk and products only, without return audits', async () => {
    await openAs('support', '/shop');
    expect(blockHeadings()).toEqual(['Butik', 'Kundtjänst', 'Produkter']);
    expect(within(menu()).queryByRole('link', { name: 'Returgranskning' })).not.toBeInTheDocument();
    expect(within(menu()).queryByRole('link', { name: 'Användare' })).not.toBeInTheDocument();
  });

  it('shows a product manager the products only, and starts on the product list', async () => {
    await openAs('catalog', '/');
    expect(blockHeadings()).toEqual(['Produkter']);
    await waitFor(() => expect(currentUrl()).toBe('/product/items'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Produkter' })).toBeInTheDocument();
  });

  it('links carry the list defaults of the specification', async () => {
    await openAs('admin', '/shop');
    const link = (name: string) => within(menu()).getByRole('link', { name }).getAttribute('href');
    expect(link('Ordrar')).toBe('/shop/orders?interval=6&refresh=true');
    expect(link('Returer')).toBe('/shop/returns?interval=6&refresh=true');
    expect(link('Återbetalningar')).toBe('/shop/chargebacks?interval=6&refresh=true');
    expect(link('Prenumerationer')).toBe('/shop/subscriptions?status=2');
    expect(link('Kunder')).toBe('/shop/customers');
  });

  it('marks the current screen and moves with the route, closing the drawer', async () => {
    const { user } = await openAs('admin', '/shop');
    const toggle = screen.getByRole('button', { name: 'Visa eller dölj menyn' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(menu()).getByRole('link', { name: 'Kunder' }));
    await waitFor(() => expect(currentUrl()).toBe('/shop/customers'));
    expect(within(menu()).getByRole('link', { name: 'Kunder' })).toHaveAttribute('aria-current', 'page');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('toolbar', () => {
  it('searches orders by default with the search defaults', async () => {
    const { user } = await openAs('support', '/shop');
    await user.type(screen.getByRole('searchbox', { name: 'Sökord' }), '100234{Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/shop/orders?status=&q=100234&interval=24&refresh=true'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ordrar' })).toBeInTheDocument();
  });

  it('searches the chosen scope', async () => {
    const { user } = await openAs('support', '/shop');
    await user.click(screen.getByRole('button', { name: /Sök i/ }));
    await user.click(await screen.findByRole('option', { name: 'Kunder' }));
    await user.type(screen.getByRole('searchbox', { name: 'Sökord' }), 'anna svensson');
    await user.click(screen.getByRole('button', { name: 'Sök' }));
    await waitFor(() => expect(currentUrl()).toBe('/shop/customers?status=&q=anna+svensson&interval=24&refresh=true'));
  });

  it('offers only the scopes the role may open', async () => {
    const { user } = await openAs('catalog', '/product/items');
    await user.click(screen.getByRole('button', { name: /Sök i/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Produkter']);
  });

  it('shows the version, switches language and theme', async () => {
    const { user } = await openAs('admin', '/shop');
    expect(screen.getByText('v25.89')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mörkt tema' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    await user.click(screen.getByRole('radio', { name: 'EN' }));
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Dashboard | Backoffice'));
  });

  it('logout clears the session and opens the login screen', async () => {
    const { user } = await openAs('admin', '/shop/customers');
    await user.click(screen.getByRole('button', { name: 'Logga ut' }));
    expect(await screen.findByRole('heading', { name: 'Logga in' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/login');
    expect(session.token).toBeNull();
    expect(session.permissions).toEqual([]);
    expect(reference.users).toEqual([]);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).session).toMatchObject({ token: null, user: null, permissions: [] }),
    );
  });
});

describe('screens', () => {
  it('gives each page the title "screen | Backoffice"', async () => {
    await openAs('admin', '/shop/orders?interval=6&refresh=true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ordrar' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Ordrar | Backoffice'));
  });

  it('/ opens the shop dashboard', async () => {
    await openAs('manager', '/');
    await waitFor(() => expect(currentUrl()).toBe('/shop'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Översikt' })).toBeInTheDocument();
  });

  it('a screen the role may not open says so', async () => {
    await openAs('support', '/setting/users');
    expect(await screen.findByText('Du har inte behörighet till den här vyn')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Användare' })).toBeInTheDocument();
  });

  it('an unknown address inside the console shows "page not found"', async () => {
    await openAs('admin', '/shop/no-such-screen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sidan hittades inte' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sidan hittades inte | Backoffice'));
    expect(screen.getByRole('link', { name: 'Till startsidan' })).toHaveAttribute('href', '/');
  });

  it('an unknown address outside the areas shows "page not found" too', async () => {
    await signInAs(server.current, 'admin');
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sidan hittades inte' })).toBeInTheDocument();
  });
});

describe('reference data', () => {
  it('loads once the user is known, and the stock statuses follow the language', async () => {
    const { user } = await openAs('admin', '/shop');
    await waitFor(() => expect(reference.loadedFor).toBe(session.payload!.id));
    // The user's own record is fetched beside the reference data, not before it.
    await waitFor(() => expect(session.user).not.toBeNull());
    expect(reference.locales.length).toBeGreaterThan(0);
    expect(reference.stores.length).toBeGreaterThan(0);
    expect(reference.users.map((u) => u.Name)).toContain(session.user!.Name);
    expect(reference.stockStatuses.map((s) => s.content)).toContain('I lager');
    await user.click(screen.getByRole('radio', { name: 'EN' }));
    await waitFor(() => expect(reference.stockStatuses.map((s) => s.content)).toContain('In stock'));
    expect(reference.stockStatusLocale).toBe('en');
  });
});
