import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUrl, renderApp, resetApp } from './app-render';
import { findList, rowsOf, useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);

/** The demo shop's FAQ: twelve questions, in sort order. */
const FIRST = 'När skickas min order?';
const SECOND = 'Hur spårar jag mitt paket?';
const THIRD = 'Hur returnerar jag en vara?';

async function openFaq(path = '/setting/faq') {
  await signInAs(server.current, 'admin');
  const rendered = renderApp(path);
  const grid = await findList('Vanliga frågor');
  await waitFor(() => expect(rowsOf(grid).length).toBeGreaterThan(3));
  return { ...rendered, grid };
}

describe('resource list', () => {
  it('shows the records in their default order with the count, and its columns', async () => {
    const { grid } = await openFaq();
    const rows = rowsOf(grid);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toHaveAccessibleName(FIRST);
    expect(rows[1]).toHaveAccessibleName(SECOND);
    expect(grid).toHaveAttribute('aria-multiselectable', 'true');
    expect(screen.getByText('12 poster')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Ja')).toBeInTheDocument();
    expect(within(rows[11]).getByText('Nej')).toBeInTheDocument();
  });

  it('moves with j, k and the arrow keys, and Enter opens the record beside the list', async () => {
    const { user, grid } = await openFaq();
    await waitFor(() => expect(rowsOf(grid)[0]).toHaveFocus());
    await user.keyboard('j');
    await waitFor(() => expect(rowsOf(grid)[1]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(rowsOf(grid)[2]).toHaveFocus());
    await user.keyboard('k');
    await waitFor(() => expect(rowsOf(grid)[1]).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl()).toMatch(/^\/setting\/faq\/\d+$/));
    const detail = await screen.findByRole('region', { name: SECOND });
    expect(within(detail).getByRole('heading', { level: 2, name: SECOND })).toBeInTheDocument();
    expect(within(detail).getByRole('tab', { name: 'Uppgifter', selected: true })).toBeInTheDocument();
    expect(within(detail).getByText('How do I track my parcel?')).toBeInTheDocument();
    await waitFor(() => expect(detail).toHaveFocus());

    // In the record, j opens the next one; Esc goes back to the list, on the row it came from.
    await user.keyboard('j');
    expect(await screen.findByRole('heading', { level: 2, name: THIRD })).toBeInTheDocument();
    const third = currentUrl();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(currentUrl()).toBe('/setting/faq'));
    await waitFor(() => expect(rowsOf(grid)[2]).toHaveFocus());
    expect(screen.queryByRole('region', { name: THIRD })).not.toBeInTheDocument();
    expect(third).toMatch(/\/setting\/faq\/\d+/);
  });

  it('takes the keyboard when reached from the palette, once the palette has closed', async () => {
    await signInAs(server.current, 'admin');
    const { user } = renderApp('/shop');
    await screen.findByRole('heading', { level: 1 });
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: 'Kommandopalett' });
    await user.keyboard('vanliga frågor{Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/setting/faq'));
    const grid = await findList('Vanliga frågor');
    await waitFor(() => expect(rowsOf(grid)[0]).toHaveFocus());
    await user.keyboard('j');
    await waitFor(() => expect(rowsOf(grid)[1]).toHaveFocus());
  });

  it('opens a record from its address, list and record together', async () => {
    const list = await server.current.call('GET', '/api/setting/faq?limit=3', { token: await server.current.signIn('admin') });
    const id = list.body.data[2].ID as number;
    await openFaq(`/setting/faq/${id}`);
    expect(await screen.findByRole('heading', { level: 2, name: THIRD })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Vanliga frågor' })).toBeInTheDocument();
  });

  it('filters by free text with /: the address and the list follow, and the filters can be cleared', async () => {
    const { user, grid } = await openFaq();
    await user.keyboard('/');
    const field = screen.getByRole('searchbox', { name: 'Filtrera vanliga frågor' });
    expect(field).toHaveFocus();
    await user.keyboard('order');
    await waitFor(() => expect(currentUrl()).toBe('/setting/faq?q=order'));
    await waitFor(() =>
      expect(rowsOf(grid).map((r) => r.getAttribute('aria-label'))).toEqual([FIRST, 'Kan jag ändra eller avbryta min order?']),
    );
    expect(screen.getByText('2 poster')).toBeInTheDocument();

    await user.clear(field);
    await user.keyboard('finns inte någonstans');
    expect(await screen.findByText('Inga träffar för de här filtren')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Rensa filter' }).at(-1)!);
    await waitFor(() => expect(currentUrl()).toBe('/setting/faq'));
    const again = await findList('Vanliga frågor');
    await waitFor(() => expect(rowsOf(again)).toHaveLength(12));
    expect(field).toHaveValue('');
  });

  it('filters by a field from the filter menu and shows the filter as a chip', async () => {
    const { user, grid } = await openFaq();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter' });
    await user.click(within(dialog).getByRole('button', { name: /Publicerad/ }));
    await user.click(await screen.findByRole('option', { name: 'Nej' }));
    await waitFor(() => expect(currentUrl()).toBe('/setting/faq?Published=false'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(rowsOf(grid)).toHaveLength(1));
    expect(rowsOf(grid)[0]).toHaveAccessibleName('Hur tar ni hand om gamla batterier?');
    const chips = screen.getByRole('list', { name: 'Aktiva filter' });
    expect(within(chips).getByText(/Publicerad: Nej/)).toBeInTheDocument();
    await user.click(within(chips).getByRole('button', { name: 'Ta bort filtret Publicerad' }));
    await waitFor(() => expect(rowsOf(grid)).toHaveLength(12));
  });

  it('sorts by a sortable field, kept in the address', async () => {
    const { user, grid } = await openFaq();
    await user.click(screen.getByRole('button', { name: /Sorteringsordning, stigande/ }));
    await user.click(await screen.findByRole('option', { name: 'Sorteringsordning, fallande' }));
    await waitFor(() => expect(currentUrl()).toBe('/setting/faq?sort=-SortOrder'));
    await waitFor(() => expect(rowsOf(grid)[0]).toHaveAccessibleName('Hur tar ni hand om gamla batterier?'));
  });
});
