/**
 * WCAG 2.1.4 in the whole app: pane keys (j/k, e, n, x, #, Esc) act only while their pane has focus, and
 * the global single-key shortcuts can be turned off from the toolbar.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUrl, renderApp, resetApp } from './app-render';
import { findList, rowsOf, selectedRows, useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);

async function openFaq(path = '/setting/faq') {
  await signInAs(server.current, 'admin');
  const rendered = renderApp(path);
  const grid = await findList('Vanliga frågor');
  await waitFor(() => expect(rowsOf(grid).length).toBeGreaterThan(3));
  return { ...rendered, grid };
}

describe('pane keys', () => {
  it('do nothing while focus is outside the list: on a toolbar button or on the page itself', async () => {
    const { user, grid } = await openFaq();
    await waitFor(() => expect(rowsOf(grid)[0]).toHaveFocus());
    for (const outside of [screen.getByRole('button', { name: 'Mörkt tema' }), document.body]) {
      outside.focus();
      await user.keyboard('jxen#');
      expect(currentUrl(), 'no move, edit or new').toBe('/setting/faq');
      expect(selectedRows(grid)).toHaveLength(0);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    }
    // In the list they act.
    rowsOf(grid)[0].focus();
    await user.keyboard('j');
    await waitFor(() => expect(rowsOf(grid)[1]).toHaveFocus());
    await user.keyboard('x');
    expect(selectedRows(grid)).toHaveLength(1);
    await user.keyboard('n');
    await waitFor(() => expect(currentUrl()).toBe('/setting/faq/new'));
  });

  it('of an open record do nothing while focus is in the list beside it or in the toolbar', async () => {
    const { user, grid } = await openFaq();
    await waitFor(() => expect(rowsOf(grid)[0]).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl()).toMatch(/^\/setting\/faq\/\d+$/));
    const opened = currentUrl();
    const detail = await screen.findByRole('region', { name: 'När skickas min order?' });
    await waitFor(() => expect(detail).toHaveFocus());

    screen.getByRole('button', { name: 'Mörkt tema' }).focus();
    await user.keyboard('{Escape}e#');
    expect(currentUrl()).toBe(opened);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    detail.focus();
    await user.keyboard('e');
    await waitFor(() => expect(currentUrl()).toBe(`${opened}?edit=1`));
  });
});

describe('the toolbar', () => {
  it('opens the shortcut settings; with single keys off, g o does nothing and the list keys still work in the list', async () => {
    const { user, grid } = await openFaq();
    await user.click(screen.getByRole('button', { name: 'Inställningar för kortkommandon' }));
    const settings = await screen.findByRole('dialog', { name: 'Inställningar för kortkommandon' });
    await user.click(within(settings).getByRole('switch', { name: 'Kortkommandon med en tangent (g-sekvenser, ? och /)' }));
    await user.click(within(settings).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    rowsOf(grid)[0].focus();
    await user.keyboard('go');
    expect(currentUrl()).toBe('/setting/faq');
    await user.keyboard('?');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rowsOf(grid)[0].focus();
    await user.keyboard('j');
    await waitFor(() => expect(rowsOf(grid)[1]).toHaveFocus());
  });
});
