/** The palette finds the customer who has a phone number, however the number is written. */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp, resetApp } from './app-render';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
beforeEach(resetApp);
// /shop/customers is the engine's list screen against the real API on a shared two-core machine: bounds, not timing asserts.
vi.setConfig({ testTimeout: 120_000 });

describe('phone numbers in the palette', () => {
  it.each(['+46 70-123 45 67', '0701234567', '46701234567'])('finds the customer with %s and opens her', async (typed) => {
    await signInAs(server.current, 'support');
    const { user } = renderApp('/shop/customers');
    await screen.findByRole('heading', { level: 1, name: 'Kunder' }, { timeout: 30_000 });
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Kommandopalett' });
    await user.keyboard(typed);
    const group = await within(palette).findByRole('group', { name: 'Kunder' });
    const anna = within(group).getByRole('option', { name: /Anna Lindqvist/ });
    await user.click(anna);
    await waitFor(() => expect(currentUrl()).toMatch(/^\/shop\/customers\/\d+$/));
  });
});
