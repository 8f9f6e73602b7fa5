import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUrl, renderApp, resetApp } from './app-render';
import { findList, rowsOf, useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);

describe('resource list', () => {
  it('shows the FAQ with its count and moves with j and k', async () => {
    await signInAs(server.current, 'admin');
    const { user } = renderApp('/setting/faq');
    const grid = await findList('Vanliga frågor');
    await waitFor(() => expect(rowsOf(grid).length).toBeGreaterThan(3));
    const rows = rowsOf(grid);
    await waitFor(() => expect(rows[0]).toHaveFocus());
    await user.keyboard('j');
    await waitFor(() => expect(rowsOf(grid)[1]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(rowsOf(grid)[2]).toHaveFocus());
    await user.keyboard('k');
    await waitFor(() => expect(rowsOf(grid)[1]).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl()).toMatch(/^\/setting\/faq\/\d+$/));
    expect(await screen.findByRole('tab', { name: 'Historik' })).toBeInTheDocument();
  });
});
