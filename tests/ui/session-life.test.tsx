import { screen, waitFor } from '@testing-library/react';
import { desc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../src/domain/api-types';
import { installErrorCapture } from '../../src/api/errors';
import { session } from '../../src/store/session';
import { errorReports, users } from '../../server/db/schema';
import { currentUrl, renderApp, resetApp } from './app-render';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
beforeEach(resetApp);

describe('session over time', () => {
  it('too many wrong passwords shows the limit message, not the usual one', async () => {
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText(/Användarnamn/), 'manager');
    const password = screen.getByLabelText(/Lösenord/);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await user.clear(password);
      await user.type(password, `wrong-${attempt}{Enter}`);
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Inloggningen misslyckades, försök igen'));
    }
    await user.clear(password);
    await user.type(password, 'wrong-6{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('För många försök. Vänta en stund och försök sedan igen.'));
  });

  it('a token with less than an hour left is renewed on the next navigation', async () => {
    await signInAs(server.current, 'admin');
    const old = session.token;
    session.expire = Date.now() + 30 * 60_000;
    server.current.clock.advance(60_000);
    renderApp('/shop/orders');
    await waitFor(() => expect(session.token).not.toBe(old));
    expect(session.expire - Date.now()).toBeGreaterThan(60 * 60_000);
    expect(session.payload?.tfa).toBe(true);
    expect(currentUrl()).toBe('/shop/orders');
  });

  it('a refused renewal clears the session and opens the login screen', async () => {
    await signInAs(server.current, 'support');
    session.user = (
      await server.current.call<CurrentUser>('GET', `/api/setting/users/${session.payload!.id}`, { token: session.token! })
    ).body;
    session.expire = Date.now() + 10 * 60_000;
    // Meanwhile the account is disabled: the server refuses to renew its token.
    await server.current.db.update(users).set({ role: 0 }).where(eq(users.username, 'support'));
    renderApp('/shop/customers');
    expect(await screen.findByRole('heading', { name: 'Logga in' })).toBeInTheDocument();
    expect(session.token).toBeNull();
    expect(currentUrl()).toBe(`/login?redirect=${encodeURIComponent('/shop/customers')}`);
  });
});

describe('error reports', () => {
  let uninstall: (() => void) | undefined;
  afterEach(() => uninstall?.());

  it('an uncaught error is sent to the server without bothering the user', async () => {
    uninstall = installErrorCapture(window);
    renderApp('/login?redirect=%2Fshop');
    await screen.findByRole('heading', { name: 'Logga in' });
    const error = new Error('Reference list had no rows');
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    await waitFor(async () => {
      const [report] = await server.current.db.select().from(errorReports).orderBy(desc(errorReports.id)).limit(1);
      expect(report).toMatchObject({ error: 'Error: Reference list had no rows', url: '/login?redirect=%2Fshop' });
      expect(report.stack).toContain('Reference list had no rows');
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("the browser's resize-observer notice is not an error and is not reported", async () => {
    uninstall = installErrorCapture(window);
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Logga in' });
    const count = async () => (await server.current.db.select().from(errorReports)).length;
    const before = await count();
    window.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }));
    const marker = new Error('After the notice');
    window.dispatchEvent(new ErrorEvent('error', { error: marker, message: marker.message }));
    // The error after it arrives alone: the notice before it was never sent.
    await waitFor(async () => expect(await count()).toBe(before + 1));
    const [last] = await server.current.db.select().from(errorReports).orderBy(desc(errorReports.id)).limit(1);
    expect(last.error).toBe('Error: After the notice');
    expect((await server.current.db.select().from(errorReports)).filter((r) => r.error.startsWith('ResizeObserver'))).toEqual([]);
  });
});
