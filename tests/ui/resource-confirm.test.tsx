/**
 * Destructive answers are never the default: Enter on a question to delete or to leave unsaved changes
 * keeps everything; the destructive answer has its own key (Tab then Enter, or Mod+Backspace).
 */
import { screen, waitFor, within } from '@testing-library/react';
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

describe('confirmations', () => {
  it('a delete has Cancel as the default; deleting takes its own key', async () => {
    const { user, grid } = await openFaq();
    const first = rowsOf(grid)[0].getAttribute('aria-label')!;
    await user.keyboard('#');
    let dialog = await screen.findByRole('alertdialog', { name: `Ta bort ”${first}”?` });
    expect(within(dialog).getByRole('button', { name: 'Avbryt' })).toHaveFocus();
    const remove = within(dialog).getByRole('button', { name: /^Ta bort/ });
    expect(remove).toHaveTextContent('Ctrl+Backspace');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(rowsOf(grid)[0]).toHaveAccessibleName(first);

    await waitFor(() => expect(rowsOf(grid)[0]).toHaveFocus());
    await user.keyboard('#');
    dialog = await screen.findByRole('alertdialog', { name: `Ta bort ”${first}”?` });
    await user.keyboard('{Control>}{Backspace}{/Control}');
    expect(await screen.findByText(`Borttagen: ${first}`)).toBeInTheDocument();
    await waitFor(() => expect(rowsOf(grid).map((r) => r.getAttribute('aria-label'))).not.toContain(first));
  });

  it('leaving unsaved changes has Stay as the default', async () => {
    const { user, question, editUrl } = await editWithChanges();
    await user.keyboard('{Escape}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Lämna utan att spara?' });
    expect(within(dialog).getByRole('button', { name: 'Stanna kvar' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(currentUrl()).toBe(editUrl);
    expect((question as HTMLInputElement).value).toMatch(/ ändrad$/);
  });
});
