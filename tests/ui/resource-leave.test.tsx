/**
 * Unsaved changes are asked about on every way out: the palette, a `g` sequence and the browser's Back, as
 * well as the sidebar, Esc and row clicks.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp, resetApp } from './app-render';
import { rowsOf, useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);
// Whole journeys against the real API on a shared two-core machine: bounds, not timing asserts.
vi.setConfig({ testTimeout: 120_000 });

async function openFaq() {
  await signInAs(server.current, 'admin');
  const rendered = renderApp('/setting/faq');
  const grid = await screen.findByRole('grid', { name: 'Vanliga frågor' }, { timeout: 30_000 });
  await waitFor(() => expect(rowsOf(grid)[0]).toHaveFocus());
  return { ...rendered, grid };
}

async function editWithChanges() {
  const opened = await openFaq();
  await opened.user.keyboard('e');
  const form = await screen.findByRole('region', { name: /^Redigerar/ });
  const question = within(form).getByRole('textbox', { name: 'Fråga (svenska)' });
  await waitFor(() => expect(question).toHaveFocus());
  await opened.user.type(question, ' ändrad');
  const editUrl = currentUrl();
  expect(editUrl).toMatch(/^\/setting\/faq\/\d+\?edit=1$/);
  return { ...opened, question, editUrl };
}

describe('every way out of unsaved changes asks', () => {
  it('the palette and a g sequence ask; staying keeps the edit, Tab then Enter leaves', async () => {
    const { user, question, editUrl } = await editWithChanges();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(screen.getByRole('combobox', { name: 'Sök kommandon' }), 'Användare');
    await user.keyboard('{Enter}');
    let dialog = await screen.findByRole('alertdialog', { name: 'Lämna utan att spara?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stanna kvar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(currentUrl()).toBe(editUrl);
    expect((question as HTMLInputElement).value).toMatch(/ ändrad$/);

    // Out of the text field (g sequences are not typed into fields), then g u.
    await user.click(screen.getByRole('heading', { level: 1 }));
    await user.keyboard('gu');
    dialog = await screen.findByRole('alertdialog', { name: 'Lämna utan att spara?' });
    expect(currentUrl()).toBe(editUrl);
    await user.keyboard('{Tab}{Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/setting/users'));
  });

  it('the browser Back button asks, and staying puts the page back', async () => {
    const { user, question, editUrl } = await editWithChanges();
    act(() => window.history.back());
    const dialog = await screen.findByRole('alertdialog', { name: 'Lämna utan att spara?' });
    expect(currentUrl()).toBe(editUrl);
    await user.click(within(dialog).getByRole('button', { name: 'Stanna kvar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(currentUrl()).toBe(editUrl);
    expect(question).toBeInTheDocument();
    expect((question as HTMLInputElement).value).toMatch(/ ändrad$/);
  });
});
