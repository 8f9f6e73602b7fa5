/**
 * Where each user starts and how screens are reached: the not-found screen is public, the dashboard needs
 * view:dashboard (whoever lacks it starts on their first screen), and every way to a main screen opens it
 * with its menu query.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUrl, renderApp, resetApp } from './app-render';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
beforeEach(resetApp);

const ORDERS = '/shop/orders?interval=6&refresh=true';
const menu = () => screen.getByRole('navigation', { name: 'Huvudmeny' });

describe('not found', () => {
  it.each(['/no-such-page', '/shop/no-such-screen'])(
    'a visitor without a session sees "page not found" at %s, not the login',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Sidan hittades inte' }, { timeout: 30_000 })).toBeInTheDocument();
      expect(currentUrl()).toBe(path);
      expect(screen.queryByLabelText(/Användarnamn/)).not.toBeInTheDocument();
    },
  );

  it('a known address without a session still asks to sign in', async () => {
    renderApp('/shop/customers');
    await waitFor(() => expect(currentUrl()).toBe(`/login?redirect=${encodeURIComponent('/shop/customers')}`));
  });
});

describe('the dashboard', () => {
  it('is not for customer service: / and /shop open their first screen, the orders, and nothing offers the dashboard', async () => {
    await signInAs(server.current, 'support');
    const { user } = renderApp('/');
    await waitFor(() => expect(currentUrl()).toBe(ORDERS));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ordrar' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(within(menu()).queryByRole('link', { name: 'Översikt' })).not.toBeInTheDocument();

    act(() => window.history.pushState(null, '', '/shop'));
    await waitFor(() => expect(currentUrl()).toBe(ORDERS));
    expect(screen.queryByText('Du har inte behörighet till den här vyn')).not.toBeInTheDocument();

    await user.keyboard('gd');
    expect(currentUrl()).toBe(ORDERS);
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Kommandopalett' });
    await user.keyboard('översikt');
    expect(within(palette).queryByRole('option', { name: 'Översikt' })).not.toBeInTheDocument();
  });

  it('an incoming call on /shop keeps its number when the user starts elsewhere', async () => {
    await signInAs(server.current, 'support');
    renderApp('/shop?call=%2B46701234567');
    await waitFor(() => expect(currentUrl()).toBe(`${ORDERS}&call=%2B46701234567`));
    expect(await screen.findByRole('dialog', { name: 'Inkommande samtal' })).toBeInTheDocument();
  });
});

describe('going to a main screen', () => {
  it('g o, the palette, the side navigation and the breadcrumb all open the orders with the same query', async () => {
    await signInAs(server.current, 'support');
    const { user } = renderApp('/shop/customers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kunder' }, { timeout: 30_000 })).toBeInTheDocument();
    // The customers' breadcrumb leads to the shop's first screen this user may open.
    expect(within(screen.getByRole('navigation', { name: 'Du är här' })).getByRole('link', { name: 'Butik' })).toHaveAttribute(
      'href',
      ORDERS,
    );
    expect(within(menu()).getByRole('link', { name: 'Ordrar' })).toHaveAttribute('href', ORDERS);

    await user.keyboard('go');
    await waitFor(() => expect(currentUrl()).toBe(ORDERS));
    await user.keyboard('gc');
    await waitFor(() => expect(currentUrl()).toBe('/shop/customers'));

    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Kommandopalett' });
    await user.keyboard('ordrar');
    await user.click(within(palette).getByRole('option', { name: 'Ordrar' }));
    await waitFor(() => expect(currentUrl()).toBe(ORDERS));
  });
});
