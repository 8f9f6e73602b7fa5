/**
 * A page opened with a session: the shell and the screen load on demand, and a `/` pressed at once (the
 * first thing in this file, so neither chunk is loaded yet) still reaches the list's filter.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { installKeyBuffer } from '../../src/commands/key-buffer';
import { isFullyAuthenticated } from '../../src/store/session';
import { currentUrl, renderApp, resetApp } from './app-render';
import { findList, rowsOf, useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
let uninstall: () => void = () => undefined;
beforeEach(() => {
  resetApp();
  uninstall = installKeyBuffer({ active: () => isFullyAuthenticated() });
});
afterEach(() => uninstall());

it('a / pressed as the page loads filters the list once it is there, and what follows is typed into the filter', async () => {
  await signInAs(server.current, 'admin');
  const { user } = renderApp('/setting/faq');
  await user.keyboard('/retur');
  // The first screen of the run is transformed on demand: give it time on a busy machine.
  const filter = await screen.findByRole('searchbox', { name: 'Filtrera vanliga frågor' }, { timeout: 30_000 });
  await waitFor(() => expect(filter).toHaveFocus(), { timeout: 30_000 });
  await waitFor(() => expect(filter).toHaveValue('retur'));
  await waitFor(() => expect(currentUrl()).toBe('/setting/faq?q=retur'));
  const grid = await findList('Vanliga frågor');
  await waitFor(() => expect(rowsOf(grid)).toHaveLength(1));
  expect(filter).toHaveFocus();
}, 90_000);
