import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../src/store/session';
import { currentUrl, renderApp, resetApp } from './app-render';
import { TEST_DEMO_PASSWORD, useTestServer } from './server';
import { hashPassword } from '../../server/auth/passwords';
import { users } from '../../server/db/schema';
import { Role } from '../../src/domain/roles';

const server = useTestServer();
beforeEach(resetApp);

describe('login screen', () => {
  it('asks for the username and the password by name', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Logga in' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Användarnamn/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Lösenord/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Logga in' })).toBeEnabled();
    await waitFor(() => expect(document.title).toBe('Logga in | Backoffice'));
  });

  it('says a field is required when the user empties it and leaves it', async () => {
    const { user } = renderApp('/login');
    const username = await screen.findByLabelText(/Användarnamn/);
    await user.click(username);
    await user.keyboard('a{Backspace}');
    expect(username).not.toHaveAccessibleDescription('Fältet måste fyllas i');
    await user.tab();
    expect(username).toHaveAccessibleDescription('Fältet måste fyllas i');
    expect(username).toHaveAttribute('aria-invalid', 'true');
  });

  it('stays quiet while focus only passes through the empty fields', async () => {
    const { user } = renderApp('/login');
    const username = await screen.findByLabelText(/Användarnamn/);
    await waitFor(() => expect(username).toHaveFocus());
    await user.tab();
    await user.tab();
    expect(username).not.toHaveAccessibleDescription('Fältet måste fyllas i');
    expect(screen.getByLabelText(/Lösenord/)).not.toHaveAccessibleDescription('Fältet måste fyllas i');
  });

  it('the language and theme switches leave the empty username alone', async () => {
    const { user } = renderApp('/login');
    const username = await screen.findByLabelText(/Användarnamn/);
    await waitFor(() => expect(username).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Mörkt tema' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    await user.click(screen.getByRole('radio', { name: 'EN' }));
    const english = await screen.findByLabelText(/Username/);
    expect(english).not.toHaveAttribute('aria-invalid');
    expect(english).not.toHaveAccessibleDescription('Value is required');
    expect(screen.queryByText('Value is required')).not.toBeInTheDocument();
  });

  it('shows a message half a second after typing stops, treating spaces as empty', async () => {
    const { user } = renderApp('/login');
    const username = await screen.findByLabelText(/Användarnamn/);
    await user.type(username, '   ');
    expect(username).not.toHaveAccessibleDescription('Fältet måste fyllas i');
    await waitFor(() => expect(username).toHaveAccessibleDescription('Fältet måste fyllas i'), { timeout: 1500 });
    await user.type(username, 'admin');
    expect(username).not.toHaveAccessibleDescription('Fältet måste fyllas i');
  });

  it('submitting an empty form shows every message and puts focus in the first field', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Logga in' }));
    expect(screen.getByLabelText(/Användarnamn/)).toHaveAccessibleDescription('Fältet måste fyllas i');
    expect(screen.getByLabelText(/Lösenord/)).toHaveAccessibleDescription('Fältet måste fyllas i');
    expect(screen.getByLabelText(/Användarnamn/)).toHaveFocus();
  });

  it('switches the language between Swedish and English', async () => {
    const { user } = renderApp('/login');
    const group = await screen.findByRole('radiogroup', { name: 'Språk' });
    expect(group).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'EN' }));
    expect(await screen.findByLabelText(/Username/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Password/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    await user.click(screen.getByRole('radio', { name: 'SV' }));
    expect(await screen.findByLabelText(/Användarnamn/)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('sv');
  });

  it('shows the red alert when the password is wrong, and keeps the user on the form', async () => {
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText(/Användarnamn/), 'admin');
    await user.type(screen.getByLabelText(/Lösenord/), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Logga in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Inloggningen misslyckades, försök igen');
    expect(currentUrl()).toBe('/login');
    expect(session.token).toBeNull();
  });

  it('a disabled account with the right password is told it may not use the console, not that the password is wrong', async () => {
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText(/Användarnamn/), 'disabled');
    await user.type(screen.getByLabelText(/Lösenord/), TEST_DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Logga in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Kontot har inte åtkomst till konsolen: det är avstängt eller bara för API. Kontakta en administratör.',
    );
    expect(alert).not.toHaveTextContent('Inloggningen misslyckades');
    expect(currentUrl()).toBe('/login');
    expect(session.token).toBeNull();
  });

  it('a disabled account with a wrong password hears only that sign-in failed', async () => {
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText(/Användarnamn/), 'disabled');
    await user.type(screen.getByLabelText(/Lösenord/), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Logga in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Inloggningen misslyckades, försök igen');
  });

  it('an API-only (Reseller) account is told the same in English', async () => {
    await server.current.db.insert(users).values({
      username: 'partner-api',
      name: 'Partner API',
      email: 'partner-api@example.com',
      role: Role.Reseller,
      passwordHash: await hashPassword(TEST_DEMO_PASSWORD),
      passwordChangedAt: new Date(),
    });
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('radio', { name: 'EN' }));
    await user.type(await screen.findByLabelText(/Username/), 'partner-api');
    await user.type(screen.getByLabelText(/Password/), TEST_DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account has no access to the console: it is disabled or for the API only. Contact an administrator.',
    );
    expect(session.token).toBeNull();
  });

  it('the right password goes on to two-factor, carrying the page that was wanted', async () => {
    const { user } = renderApp(`/login?redirect=${encodeURIComponent('/shop/customers?q=anna')}`);
    await user.type(await screen.findByLabelText(/Användarnamn/), 'support');
    await user.type(screen.getByLabelText(/Lösenord/), `${TEST_DEMO_PASSWORD}{Enter}`);
    expect(await screen.findByRole('heading', { name: 'Koppla en autentiseringsapp' })).toBeInTheDocument();
    expect(currentUrl()).toBe(`/authenticate?redirect=${encodeURIComponent('/shop/customers?q=anna')}`);
  });
});
