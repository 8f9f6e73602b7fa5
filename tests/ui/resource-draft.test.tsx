/**
 * A reload in the middle of an edit loses nothing: the form keeps a draft in the tab and offers it back
 * when it opens again (restore is the default), says when the record was saved since, and a save or a
 * discard removes the draft.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearApiCache } from '../../src/api/client';
import { currentUrl, renderApp, resetApp } from './app-render';
import { rowsOf, useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);
// Whole journeys against the real API on a shared two-core machine: bounds, not timing asserts.
vi.setConfig({ testTimeout: 120_000 });

const drafts = () => Object.keys(sessionStorage).filter((key) => key.startsWith('backoffice.draft:'));
const question = () => within(screen.getByRole('region', { name: /^Redigerar/ })).getByRole('textbox', { name: 'Fråga (svenska)' });

/** Edit the first FAQ, type, then reload the page (the app goes away and comes back at the same address). */
async function editThenReload(typed: string, between?: (id: number) => Promise<void>) {
  await signInAs(server.current, 'admin');
  const first = renderApp('/setting/faq');
  const grid = await screen.findByRole('grid', { name: 'Vanliga frågor' }, { timeout: 30_000 });
  await waitFor(() => expect(rowsOf(grid)[0]).toHaveFocus());
  await first.user.keyboard('e');
  await waitFor(() => expect(question()).toHaveFocus());
  const saved = (question() as HTMLInputElement).value;
  await first.user.type(question(), typed);
  const url = currentUrl();
  const id = Number(/\/faq\/(\d+)/.exec(url)![1]);
  first.unmount();
  // A reload starts with nothing cached.
  clearApiCache();
  expect(drafts()).toHaveLength(1);
  await between?.(id);
  const again = renderApp(url);
  const dialog = await screen.findByRole('alertdialog', { name: 'Återställa osparade ändringar?' }, { timeout: 30_000 });
  return { ...again, dialog, id, saved, url };
}

async function stored(id: number): Promise<{ Question: { sv: string } }> {
  const token = await server.current.signIn('admin');
  return (await server.current.call('GET', `/api/setting/faq/${id}`, { token })).body;
}

describe('drafts', () => {
  it('offers the edit back after a reload (restore is the default) and forgets it once saved', async () => {
    const { user, dialog, id, saved } = await editThenReload(' (utkast)');
    expect(dialog).toHaveTextContent(/Du har osparade ändringar från .+ kvar i den här fliken\./);
    expect(dialog).not.toHaveTextContent('sparats sedan dess');
    expect(within(dialog).getByRole('button', { name: 'Återställ ändringarna' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(question()).toHaveValue(`${saved} (utkast)`));
    await waitFor(() => expect(question()).toHaveFocus());

    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('Ändringarna är sparade')).toBeInTheDocument();
    expect((await stored(id)).Question.sv).toBe(`${saved} (utkast)`);
    await waitFor(() => expect(drafts()).toEqual([]));
  });

  it('says when the record was saved since; restoring it then shows both sides on save', async () => {
    const { user, dialog, saved } = await editThenReload(' (mitt utkast)', async (id) => {
      const token = await server.current.signIn('admin');
      const { body: current } = await server.current.call('GET', `/api/setting/faq/${id}`, { token });
      expect((await server.current.call('PUT', `/api/setting/faq/${id}`, { token, body: { ...current, SortOrder: 77 } })).status).toBe(200);
    });
    expect(dialog).toHaveTextContent(/Posten har sparats sedan dess \(.+\); när du sparar visas vad som ändrats på båda håll\./);
    await user.click(within(dialog).getByRole('button', { name: 'Återställ ändringarna' }));
    await waitFor(() => expect(question()).toHaveValue(`${saved} (mitt utkast)`));
    await user.keyboard('{Control>}s{/Control}');
    const conflict = await screen.findByRole('alertdialog', { name: 'Posten har ändrats' });
    const rows = within(within(conflict).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Fråga', 'Sorteringsordning']);
    expect(rows[1]).toHaveTextContent('77');
  });

  it('discarding the draft opens the saved record and forgets the draft', async () => {
    const { user, dialog, saved } = await editThenReload(' (slängs)');
    await user.click(within(dialog).getByRole('button', { name: /^Släng ändringarna/ }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(question()).toHaveValue(saved);
    expect(drafts()).toEqual([]);
  });
});
