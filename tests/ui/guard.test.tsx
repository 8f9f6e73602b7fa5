import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setAuth, session } from '../../src/store/session';
import { STORAGE_KEY } from '../../src/store/persist';
import { currentUrl, fakeToken, renderApp, resetApp } from './app-render';

beforeEach(resetApp);

describe('route guard', () => {
  it('sends a visitor without a session to the login screen, keeping the wanted page and its query', async () => {
    renderApp('/shop/orders?interval=6&refresh=true');
    expect(await screen.findByRole('heading', { name: 'Logga in' })).toBeInTheDocument();
    expect(currentUrl()).toBe(`/login?redirect=${encodeURIComponent('/shop/orders?interval=6&refresh=true')}`);
  });

  it('shows a visitor of an unknown address "page not found", not the login screen (the route is public)', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sidan hittades inte' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Logga in' })).not.toBeInTheDocument();
    expect(currentUrl()).toBe('/no/such/page');
  });

  it('clears a session that expired while the browser was closed and opens the login screen', async () => {
    const stale = fakeToken({ id: 1, role: 1, secret: true, tfa: true });
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ session: { token: stale.token, expire: Date.now() - 1000 } }));
    session.token = stale.token;
    session.expire = Date.now() - 1000;
    renderApp('/shop');
    expect(await screen.findByRole('heading', { name: 'Logga in' })).toBeInTheDocument();
    expect(session.token).toBeNull();
    expect(currentUrl()).toBe(`/login?redirect=${encodeURIComponent('/shop')}`);
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).session.token).toBeNull());
  });

  it('sends a signed-in user who has not passed two-factor to /authenticate with the redirect', async () => {
    setAuth(fakeToken({ id: 1, role: 1, secret: true, tfa: false }));
    renderApp('/product/items?q=kabel');
    expect(await screen.findByRole('heading', { name: 'Tvåstegsverifiering' })).toBeInTheDocument();
    expect(currentUrl()).toBe(`/authenticate?redirect=${encodeURIComponent('/product/items?q=kabel')}`);
  });

  it('the two-factor screen without any token goes back to the login screen', async () => {
    renderApp('/authenticate?redirect=%2Fshop');
    expect(await screen.findByRole('heading', { name: 'Logga in' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/login?redirect=%2Fshop');
  });
});

describe('two-factor code form', () => {
  it('enables verifying only once a valid six-digit code is typed', async () => {
    setAuth(fakeToken({ id: 1, role: 1, secret: true, tfa: false }));
    const { user } = renderApp('/authenticate');
    const code = await screen.findByLabelText(/Verifieringskod/);
    const verify = screen.getByRole('button', { name: 'Verifiera' });
    expect(verify).toBeDisabled();
    await user.type(code, '123');
    expect(verify).toBeDisabled();
    await user.tab();
    expect(code).toHaveAccessibleDescription('Fältet måste innehålla minst 6 tecken');
    await user.type(code, '45a');
    expect(verify).toBeDisabled();
    await waitFor(() => expect(code).toHaveAccessibleDescription('Värdet måste vara ett tal'), { timeout: 1500 });
    await user.clear(code);
    await user.type(code, '123456');
    expect(verify).toBeEnabled();
  });
});
