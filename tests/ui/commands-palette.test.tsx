import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FOCUS_SEARCH_EVENT, type FocusSearchEvent } from '../../src/commands/focus-search';
import { renderCommandLayer, text } from './commands-render';

const openPalette = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.keyboard('{Control>}k{/Control}');
  return screen.findByRole('dialog', { name: 'Kommandopalett' });
};
const input = () => screen.getByRole('combobox', { name: 'Sök kommandon' });
const options = () => screen.queryAllByRole('option');
const selected = () => options().find((o) => o.getAttribute('aria-selected') === 'true');

const searchFocus: (string | undefined)[] = [];
const onFocusSearch = (e: Event) => searchFocus.push((e as FocusSearchEvent).detail.scope);
window.addEventListener(FOCUS_SEARCH_EVENT, onFocusSearch);
afterEach(() => {
  searchFocus.length = 0;
});

describe('command palette', () => {
  it('opens with Mod+K, focused on its input, listing commands in sections', async () => {
    const user = userEvent.setup();
    renderCommandLayer();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await openPalette(user);
    expect(input()).toHaveFocus();
    expect(within(dialog).getByRole('listbox', { name: 'Kommandon' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Butik' })).toBeInTheDocument();
    expect(selected()).toBe(options()[0]);
  });

  it('filters as the user types, with each shortcut beside its command', async () => {
    const user = userEvent.setup();
    renderCommandLayer();
    await openPalette(user);
    await user.type(input(), 'tema');
    expect(screen.getByRole('option', { name: 'Byt till mörkt tema' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Logga ut' })).not.toBeInTheDocument();

    await user.clear(input());
    await user.type(input(), 'kortkommandon');
    const cheat = screen.getByRole('option', { name: 'Visa kortkommandon' });
    expect(cheat).toHaveTextContent('?');
    await user.clear(input());
    await user.type(input(), text('screens.ShopOrderIndex'));
    expect(screen.getByRole('option', { name: text('screens.ShopOrderIndex') })).toHaveTextContent('G O');
  });

  it('moves aria-selected with the arrow keys and runs the selected command with Enter', async () => {
    const user = userEvent.setup();
    const { current } = renderCommandLayer();
    await openPalette(user);
    const first = selected();
    await user.keyboard('{ArrowDown}');
    expect(selected()).toBe(options()[1]);
    await user.keyboard('{ArrowUp}');
    expect(selected()).toBe(first);

    await user.type(input(), text('screens.ShopOrderIndex'));
    expect(selected()).toHaveAccessibleName(text('screens.ShopOrderIndex'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(current()).toBe('/shop/orders?interval=6&refresh=true'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    renderCommandLayer();
    await openPalette(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('toggles closed with Mod+K from its own input', async () => {
    const user = userEvent.setup();
    renderCommandLayer();
    await openPalette(user);
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('hides what the role may not use: a product manager (3) sees no orders', async () => {
    const user = userEvent.setup();
    renderCommandLayer({ role: 3, path: '/product/items' });
    await openPalette(user);
    expect(screen.queryByRole('group', { name: 'Butik' })).not.toBeInTheDocument();
    await user.type(input(), text('screens.ShopOrderIndex'));
    expect(screen.queryByRole('option', { name: text('screens.ShopOrderIndex') })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Sök ordrar/ })).not.toBeInTheDocument();
    await user.clear(input());
    await user.type(input(), text('screens.ProductItemIndex'));
    expect(screen.getByRole('option', { name: text('screens.ProductItemIndex') })).toBeInTheDocument();
  });

  it('ranks recently used commands first', async () => {
    const user = userEvent.setup();
    renderCommandLayer();
    await openPalette(user);
    await user.type(input(), 'sök');
    expect(options()[0]).toHaveAccessibleName('Sök ordrar');
    await user.click(screen.getByRole('option', { name: 'Sök kunder' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(searchFocus).toEqual(['customers']);

    await openPalette(user);
    expect(screen.getByRole('group', { name: 'Senast använda' })).toBeInTheDocument();
    expect(options()[0]).toHaveAccessibleName('Sök kunder');
    await user.type(input(), 'sök');
    expect(options()[0]).toHaveAccessibleName('Sök kunder');
  });

  it('offers "Look up call" first for a phone number and adds ?call= to the current path', async () => {
    const user = userEvent.setup();
    const { current } = renderCommandLayer({ path: '/shop/returns' });
    await openPalette(user);
    await user.type(input(), '070-123 45 67');
    expect(options()[0]).toHaveAccessibleName('Slå upp samtal 070-123 45 67');
    expect(screen.getByRole('group', { name: 'Förslag' })).toContainElement(options()[0]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(current()).toBe('/shop/returns?call=0701234567'));
  });

  it.each([
    ['12345678', 'Sök ordrar efter ”12345678”', '/shop/orders?status=&q=12345678&interval=24&refresh=true'],
    ['kalle@example.com', 'Sök kunder efter ”kalle@example.com”', '/shop/customers?status=&q=kalle%40example.com&interval=24&refresh=true'],
    ['IP12-SCR-BLK', 'Sök produkter efter ”IP12-SCR-BLK”', '/product/items?status=&q=IP12-SCR-BLK&interval=24&refresh=true'],
  ])('puts the matching search first for %s', async (typed, first, href) => {
    const user = userEvent.setup();
    const { current } = renderCommandLayer();
    await openPalette(user);
    await user.type(input(), typed);
    expect(options()[0]).toHaveAccessibleName(first);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(current()).toBe(href));
  });

  it('offers the scope searches for any other text, below the matches', async () => {
    const user = userEvent.setup();
    renderCommandLayer({ locale: 'en' });
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: 'Command palette' });
    await user.type(screen.getByRole('combobox', { name: 'Search commands' }), 'kalle');
    const group = screen.getByRole('group', { name: 'Search for the text' });
    expect(within(group).getAllByRole('option').map((o) => o.getAttribute('aria-label'))).toEqual([
      'Search orders for “kalle”', 'Search returns for “kalle”', 'Search customers for “kalle”', 'Search products for “kalle”',
    ]);
  });

  it('switches the theme from the palette', async () => {
    const user = userEvent.setup();
    renderCommandLayer();
    await openPalette(user);
    await user.type(input(), 'mörkt');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openPalette(user);
    await user.type(input(), 'tema');
    expect(screen.getByRole('option', { name: 'Byt till ljust tema' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Byt till mörkt tema' })).not.toBeInTheDocument();
  });
});
