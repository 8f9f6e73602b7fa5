import { screen, waitFor } from '@testing-library/react';
import { URI } from 'otpauth';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../src/store/session';
import { currentUrl, renderApp, resetApp } from './app-render';
import { signInAs, TEST_DEMO_PASSWORD, useTestServer } from './server';

const server = useTestServer();
beforeEach(resetApp);

/** Sign in with the password on the login screen; the two-factor screen follows. */
async function passwordStep(username: string, path = '/login') {
  const rendered = renderApp(path);
  await rendered.user.type(await screen.findByLabelText(/Användarnamn/), username);
  await rendered.user.type(screen.getByLabelText(/Lösenord/), `${TEST_DEMO_PASSWORD}{Enter}`);
  return rendered;
}

/** The code an authenticator app shows now (the server's clock) for an otpauth:// link. */
function codeFor(raw: string): string {
  return URI.parse(raw).generate({ timestamp: server.current.clock.now().getTime() });
}

describe('two-factor sign-in', () => {
  it('enrols a first-time user: QR code, raw link, app links, then the code form', async () => {
    const { user } = await passwordStep('catalog', `/login?redirect=${encodeURIComponent('/product/brands')}`);
    expect(await screen.findByRole('heading', { name: 'Koppla en autentiseringsapp' })).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: 'QR-kod för att koppla autentiseringsappen' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const raw = screen.getByRole('link', { name: 'Öppna i autentiseringsappen' }).getAttribute('href')!;
    expect(raw).toMatch(/^otpauth:\/\/totp\//);
    expect(screen.getByText(raw)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /iPhone/ })).toHaveAttribute('href', expect.stringContaining('apps.apple.com'));
    expect(screen.getByRole('link', { name: /Android/ })).toHaveAttribute('href', expect.stringContaining('play.google.com'));
    expect(screen.queryByLabelText(/Verifieringskod/)).not.toBeInTheDocument();
    // The screen's one action has the keyboard: Enter once scanned.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Koden är skannad' })).toHaveFocus());

    await user.keyboard('{Enter}');
    const code = await screen.findByLabelText(/Verifieringskod/);
    await waitFor(() => expect(code).toHaveFocus());
    await user.type(code, codeFor(raw));
    await user.click(screen.getByRole('button', { name: 'Verifiera' }));

    await waitFor(() => expect(currentUrl()).toBe('/product/brands'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Varumärken' })).toBeInTheDocument();
    expect(session.payload?.tfa).toBe(true);
    expect(session.user?.Username).toBe('catalog');
  });

  it('a wrong code shows the failed-login message', async () => {
    const { user } = await passwordStep('manager');
    await screen.findByRole('img', { name: /QR-kod/ });
    const raw = screen.getByRole('link', { name: 'Öppna i autentiseringsappen' }).getAttribute('href')!;
    await user.click(screen.getByRole('button', { name: 'Koden är skannad' }));
    const right = codeFor(raw);
    const wrong = right.slice(0, 5) + String((Number(right[5]) + 1) % 10);
    await user.type(await screen.findByLabelText(/Verifieringskod/), wrong);
    await user.click(screen.getByRole('button', { name: 'Verifiera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Inloggningen misslyckades, försök igen');
    expect(currentUrl()).toBe('/authenticate');
    expect(session.payload?.tfa).toBe(false);
    // The refused code is cleared, and the field takes the next one.
    const field = screen.getByLabelText(/Verifieringskod/);
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.keyboard(right);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(session.payload?.tfa).toBe(true));
  });

  it('an enrolled user starts on the code field', async () => {
    // Enrolled through the API; the password step then shows the code form at once.
    await server.current.signIn('admin');
    await passwordStep('admin');
    const code = await screen.findByLabelText(/Verifieringskod/);
    await waitFor(() => expect(code).toHaveFocus());
  });

  it('a user who already passed two-factor is fetched at once and sent on', async () => {
    await signInAs(server.current, 'support');
    renderApp(`/authenticate?redirect=${encodeURIComponent('/shop/returns')}`);
    await waitFor(() => expect(currentUrl()).toBe('/shop/returns'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Returer' })).toBeInTheDocument();
    expect(session.user?.Username).toBe('support');
  });

  it('a password older than a year must be changed first', async () => {
    await signInAs(server.current, 'expired');
    renderApp('/authenticate');
    expect(await screen.findByRole('heading', { name: 'Byt lösenord' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/change-password');
  });
});
