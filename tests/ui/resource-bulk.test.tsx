import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp, resetApp } from './app-render';
import { findList, rowsOf, selectedRows, useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);
afterEach(() => {
  vi.restoreAllMocks();
});

async function openFaq() {
  await signInAs(server.current, 'admin');
  const rendered = renderApp('/setting/faq');
  const grid = await findList('Vanliga frågor');
  await waitFor(() => expect(rowsOf(grid)[0]).toHaveFocus());
  return { ...rendered, grid };
}

const names = (rows: HTMLElement[]) => rows.map((r) => r.getAttribute('aria-label'));

/** Catch the file the browser would save: its name and its bytes. */
function catchDownloads(): { name: string; blob: Blob }[] {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  let n = 0;
  // jsdom has no object URLs and does not save files; the page's own calls are kept as they are.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${(n += 1)}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => undefined,
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
  return saved;
}

describe('selection and bulk actions', () => {
  it('x selects the row, Shift+J extends the selection, Esc in the list clears it', async () => {
    const { user, grid } = await openFaq();
    await user.keyboard('x');
    expect(names(selectedRows(grid))).toEqual(['När skickas min order?']);
    await user.keyboard('j');
    await user.keyboard('{Shift>}J{/Shift}');
    await user.keyboard('{Shift>}J{/Shift}');
    await waitFor(() => expect(selectedRows(grid)).toHaveLength(4));
    expect(rowsOf(grid)[3]).toHaveFocus();
    expect(screen.getByRole('toolbar', { name: 'Markerade rader' })).toHaveTextContent('4 markerade');
    await user.keyboard('{Shift>}K{/Shift}');
    await waitFor(() => expect(selectedRows(grid)).toHaveLength(3));
    await user.keyboard('x');
    expect(selectedRows(grid)).toHaveLength(2);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(selectedRows(grid)).toHaveLength(0));
    expect(screen.queryByRole('toolbar', { name: 'Markerade rader' })).not.toBeInTheDocument();
  });

  it('exports the selection as a CSV file the browser saves', async () => {
    const saved = catchDownloads();
    const { user, grid } = await openFaq();
    await user.keyboard('x{Shift>}J{/Shift}');
    await waitFor(() => expect(selectedRows(grid)).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Exportera CSV' }));
    expect(await screen.findByText(/^2 poster exporterade till faq-\d{4}-\d{2}-\d{2}\.csv$/)).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toMatch(/^faq-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await saved[0].blob.text()).replace(/^\uFEFF/, '');
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0].split(';')[0]).toBe('ID');
    expect(lines).toHaveLength(3);
    expect(text).toContain('När skickas min order?');
  });

  it("Enter on a button of the bulk bar presses that button, not the list's Enter (open the focused row)", async () => {
    const saved = catchDownloads();
    const { user, grid } = await openFaq();
    await user.keyboard('x{Shift>}J{/Shift}');
    await waitFor(() => expect(selectedRows(grid)).toHaveLength(2));
    screen.getByRole('button', { name: 'Exportera CSV' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/^2 poster exporterade till faq-\d{4}-\d{2}-\d{2}\.csv$/)).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(currentUrl()).toBe('/setting/faq');
    expect(screen.getByRole('button', { name: 'Exportera CSV' })).toHaveFocus();
  });

  it('deletes the selection after asking, in one go', async () => {
    const { user, grid } = await openFaq();
    await user.keyboard('jjx{Shift>}J{/Shift}{Shift>}J{/Shift}');
    await waitFor(() => expect(selectedRows(grid)).toHaveLength(3));
    const gone = names(selectedRows(grid));
    await user.keyboard('#');
    const dialog = await screen.findByRole('alertdialog', { name: 'Ta bort 3 poster?' });
    expect(dialog).toHaveTextContent('Borttagningen går inte att ångra.');
    // Cancel keeps everything.
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(selectedRows(grid)).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Ta bort' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ta bort 3' }));
    expect(await screen.findByText('3 poster borttagna')).toBeInTheDocument();
    await waitFor(() => expect(rowsOf(grid)).toHaveLength(9));
    expect(names(rowsOf(grid)).filter((n) => gone.includes(n))).toEqual([]);
    expect(selectedRows(grid)).toHaveLength(0);
    expect(screen.getByText('9 poster')).toBeInTheDocument();
  });

  it('runs a bulk custom action on the selection from the palette', async () => {
    await signInAs(server.current, 'admin');
    const { user } = renderApp('/product/reviews?Status=1');
    const grid = await findList('Recensioner');
    await waitFor(() => expect(rowsOf(grid)[0]).toHaveFocus());
    const before = rowsOf(grid).length;
    expect(before).toBeGreaterThan(1);
    await user.keyboard('x{Shift>}J{/Shift}');
    await waitFor(() => expect(selectedRows(grid)).toHaveLength(2));
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Kommandopalett' });
    await user.keyboard('godkänn');
    await user.click(within(palette).getByRole('option', { name: 'Recensioner: Godkänn' }));
    expect(await screen.findByText('Godkänt – visas nu i butiken')).toBeInTheDocument();
    await waitFor(() => expect(rowsOf(grid)).toHaveLength(before - 2));
    expect(currentUrl()).toBe('/product/reviews?Status=1');
  });
});
