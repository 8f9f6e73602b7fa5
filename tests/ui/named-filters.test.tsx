/**
 * A declaration's named filters get a control in the list's toolbar (the engine, not one screen): the orders'
 * "needs a check" is a toggle button reached by Tab from the list's filter field, pressed with Space, bound to
 * `needsCheck=true` in the address bar, counted as the API counts it, and cleared with the other filters.
 */
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from '../../src/intl';
import { currentUrl, renderApp, resetApp } from './app-render';
import { useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);
vi.setConfig({ testTimeout: 120_000 });

describe('named filters in the list toolbar', () => {
  it('turns "needs a check" on and off by keyboard, through the URL', async () => {
    const sv = await loadCatalogue('sv');
    const token = await server.current.signIn('admin');
    const waiting = Number(
      (await server.current.call('GET', '/api/shop/orders?needsCheck=true&limit=1', { token })).headers.get('x-be-records'),
    );
    expect(waiting).toBeGreaterThan(0);
    await signInAs(server.current, 'admin');
    const { user } = renderApp('/shop/orders');
    await screen.findByRole('grid', { name: sv['resources.orders.other'] }, { timeout: 30_000 });
    const toggle = await screen.findByRole('button', { name: sv['resources.orders.needsCheck'] });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.keyboard('/');
    for (let i = 0; i < 6 && document.activeElement !== toggle; i++) await user.tab();
    expect(document.activeElement).toBe(toggle);
    await user.keyboard(' ');
    await waitFor(() => expect(currentUrl()).toMatch(/[?&]needsCheck=true(&|$)/));
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.getByText(`${waiting} ${waiting === 1 ? 'post' : 'poster'}`)).toBeTruthy(), { timeout: 30_000 });
    await user.keyboard(' ');
    await waitFor(() => expect(currentUrl()).not.toMatch(/needsCheck/));
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });

  it('is cleared with the other filters', async () => {
    const sv = await loadCatalogue('sv');
    await signInAs(server.current, 'admin');
    const { user } = renderApp('/shop/orders?needsCheck=true');
    const toggle = await screen.findByRole('button', { name: sv['resources.orders.needsCheck'] }, { timeout: 30_000 });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(await screen.findByRole('button', { name: sv['resource.filter.clear'] }));
    await waitFor(() => expect(currentUrl()).not.toMatch(/needsCheck/));
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });
});
