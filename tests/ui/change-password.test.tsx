import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import ChangePasswordPage from '../../src/views/session/change-password/ChangePasswordPage';
import { reference } from '../../src/store/reference';
import { session } from '../../src/store/session';
import { currentUrl, renderApp, renderView, resetApp } from './app-render';
import { signInAs, TEST_DEMO_PASSWORD, useTestServer } from './server';

const server = useTestServer();
beforeEach(resetApp);

/** The criteria list as a person reads it: each line with its "met" or "not met". */
function criteria(): { text: string; met: boolean }[] {
  const list = screen.getByRole('list', { name: 'Lösenordet måste innehålla' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => ({
      text: item.textContent ?? '',
      met: !/inte uppfyllt$/.test(item.textContent ?? ''),
    }));
}

const metCount = () => criteria().filter((c) => c.met).length;

describe('change password', () => {
  it('lists the five criteria, none met before typing', () => {
    renderView(<ChangePasswordPage />, { path: '/change-password' });
    const lines = criteria();
    expect(lines.map((l) => l.text.replace(/(inte )?uppfyllt$/, ''))).toEqual([
      'minst 10 tecken',
      'en versal (A–Z)',
      'en gemen (a–z)',
      'en siffra (0–9)',
      'ett specialtecken (t.ex. ! # -)',
    ]);
    expect(metCount()).toBe(0);
  });

  it('ticks each criterion as the password is typed', async () => {
    const { user } = renderView(<ChangePasswordPage />, { path: '/change-password' });
    const password = screen.getByLabelText(/Nytt lösenord/);
    await user.type(password, 'a');
    expect(criteria().map((c) => c.met)).toEqual([false, false, true, false, false]);
    await user.type(password, 'B');
    expect(criteria().map((c) => c.met)).toEqual([false, true, true, false, false]);
    await user.type(password, '3');
    expect(criteria().map((c) => c.met)).toEqual([false, true, true, true, false]);
    await user.type(password, '#');
    expect(criteria().map((c) => c.met)).toEqual([false, true, true, true, true]);
    await user.type(password, 'kaffe-2');
    expect(metCount()).toBe(5);
    await user.clear(password);
    expect(metCount()).toBe(0);
  });

  it('says the repeat must be equal to the new password', async () => {
    const { user } = renderView(<ChangePasswordPage />, { path: '/change-password' });
    await user.type(screen.getByLabelText(/Nytt lösenord/), 'Kaffe-Kopp-2026');
    const repeat = screen.getByLabelText(/Upprepa lösenordet/);
    await user.type(repeat, 'Kaffe-Kopp-2025');
    await user.tab();
    expect(repeat).toHaveAccessibleDescription('Värdet måste vara samma som i det andra fältet');
    await user.clear(repeat);
    await user.type(repeat, 'Kaffe-Kopp-2026');
    await user.tab();
    expect(repeat).not.toHaveAccessibleDescription('Värdet måste vara samma som i det andra fältet');
  });

  it('refuses to submit a password that misses a criterion, naming the problem at the field', async () => {
    const { user, location } = renderView(<ChangePasswordPage />, { path: '/change-password' });
    await user.type(screen.getByLabelText(/Nytt lösenord/), 'kort');
    await user.click(screen.getByRole('button', { name: 'Spara nytt lösenord' }));
    expect(screen.getByLabelText(/Nytt lösenord/)).toHaveAccessibleDescription(/^Lösenordet uppfyller inte kraven/);
    expect(screen.getByLabelText(/Upprepa lösenordet/)).toHaveAccessibleDescription('Fältet måste fyllas i');
    expect(screen.getByLabelText(/Nytt lösenord/)).toHaveFocus();
    expect(location()).toBe('/change-password');
  });

  it('shows the server’s reason at the field when the change is refused', async () => {
    await signInAs(server.current, 'expired');
    const { user } = renderApp('/change-password');
    await user.type(await screen.findByLabelText(/Nytt lösenord/), TEST_DEMO_PASSWORD);
    await user.type(screen.getByLabelText(/Upprepa lösenordet/), TEST_DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Spara nytt lösenord' }));
    expect(await screen.findByText('Det gick inte att byta lösenord, försök igen')).toBeInTheDocument();
    expect(screen.getByLabelText(/Nytt lösenord/)).toHaveAccessibleDescription(/^Det nya lösenordet måste skilja sig från det nuvarande/);
    expect(currentUrl()).toBe('/change-password');
  });

  it('a successful change goes to the start page', async () => {
    // Until the change the server opens nothing else, and the browser asks for nothing else: no load
    // failure is ever shown (the flash closes by itself, so every change of the page is watched).
    const shown: string[] = [];
    const watcher = new MutationObserver(() => {
      if (/Det gick inte att läsa in/.test(document.body.textContent ?? '')) shown.push('load failure');
    });
    watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
    onTestFinished(() => watcher.disconnect());
    await signInAs(server.current, 'expired');
    const { user } = renderApp('/shop/orders');
    await waitFor(() => expect(currentUrl()).toBe('/change-password'));
    await user.type(await screen.findByLabelText(/Nytt lösenord/), 'Kaffe-Kopp-2026');
    await user.type(screen.getByLabelText(/Upprepa lösenordet/), 'Kaffe-Kopp-2026');
    await user.click(screen.getByRole('button', { name: 'Spara nytt lösenord' }));
    expect(await screen.findByText('Lösenordet är bytt')).toBeInTheDocument();
    // Customer service has no dashboard: the start page is their first screen, the orders.
    await waitFor(() => expect(currentUrl()).toBe('/shop/orders?interval=6&refresh=true'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ordrar' })).toBeInTheDocument();
    expect(session.user?.PasswordChangedAt).toBeTruthy();
    // The reference data follows the change (the stores are named on the dashboard's screens).
    await waitFor(() => expect(reference.stores.length).toBeGreaterThan(0));
    expect(shown).toEqual([]);
  });
});
