import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOCUS_SEARCH_EVENT, type FocusSearchEvent } from '../../src/commands/focus-search';
import { session } from '../../src/store/session';
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
    expect(
      within(group)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Search orders for “kalle”', 'Search returns for “kalle”', 'Search customers for “kalle”', 'Search products for “kalle”']);
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

describe('command palette: focus', () => {
  it('closes with Escape and gives focus back to where the user was', async () => {
    const user = userEvent.setup();
    renderCommandLayer({ children: <textarea aria-label="Anteckning" /> });
    const note = screen.getByRole('textbox', { name: 'Anteckning' });
    await user.click(note);
    await user.keyboard('hej');
    await openPalette(user);
    expect(input()).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(note).toHaveFocus());
    expect(note).toHaveValue('hej');
  });

  it('runs a scope search without text by focusing the page search field', async () => {
    const user = userEvent.setup();
    renderCommandLayer({
      children: (
        <>
          <button type="button">Meny</button>
          <form role="search" aria-label="Sök">
            <input type="search" aria-label="Söktext" />
          </form>
        </>
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Meny' }));
    await openPalette(user);
    await user.type(input(), 'sök kunder');
    expect(selected()).toHaveAccessibleName('Sök kunder');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Söktext' })).toHaveFocus());
    expect(searchFocus).toEqual(['customers']);
  });
});

describe('command palette: what each role sees', () => {
  const sectionGroups = async (user: ReturnType<typeof userEvent.setup>, section: string) => {
    await user.clear(input());
    await user.type(input(), section);
    return screen.queryByRole('group', { name: section });
  };

  it.each([
    [1, { Butik: true, Produkter: true, Inställningar: true }],
    [2, { Butik: true, Produkter: true, Inställningar: false }],
    [3, { Butik: false, Produkter: true, Inställningar: false }],
    [4, { Butik: true, Produkter: true, Inställningar: true }],
  ])('role %i sees the screens of its areas only', async (role, areas) => {
    const user = userEvent.setup();
    renderCommandLayer({ role });
    await openPalette(user);
    for (const [section, shown] of Object.entries(areas)) {
      const group = await sectionGroups(user, section);
      if (shown) expect(group, section).toBeInTheDocument();
      else expect(group, section).not.toBeInTheDocument();
    }
  });

  it.each([
    [1, true],
    [2, true],
    [4, true],
    [3, false],
  ])('role %i: the users screen only for the Super Administrator; shop searches not for role 3', async (role, shopSearch) => {
    const user = userEvent.setup();
    renderCommandLayer({ role });
    await openPalette(user);
    await user.type(input(), text('screens.SettingUserIndex'));
    const users = screen.queryByRole('option', { name: text('screens.SettingUserIndex') });
    if (role === 1) expect(users).toBeInTheDocument();
    else expect(users).not.toBeInTheDocument();
    await user.clear(input());
    await user.type(input(), 'kalle');
    const searchOrders = screen.queryByRole('option', { name: 'Sök ordrar efter ”kalle”' });
    if (shopSearch) expect(searchOrders).toBeInTheDocument();
    else expect(searchOrders).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Sök produkter efter ”kalle”' })).toBeInTheDocument();
  });

  it.each([
    [false, false],
    [true, true],
  ])('lists the return audits only with CanApproveReturns (%s)', async (canApproveReturns, shown) => {
    const user = userEvent.setup();
    const { current } = renderCommandLayer({ role: 2, canApproveReturns });
    await openPalette(user);
    await user.type(input(), text('screens.ShopReturnAudits'));
    const option = screen.queryByRole('option', { name: text('screens.ShopReturnAudits') });
    if (!shown) {
      expect(option).not.toBeInTheDocument();
      return;
    }
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(option).toHaveTextContent('G A');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(current()).toBe('/shop/return-audits'));
  });
});

describe('command palette: account and preferences', () => {
  it('switches the language, and the palette speaks it', async () => {
    const user = userEvent.setup();
    renderCommandLayer();
    await openPalette(user);
    await user.type(input(), 'engelska');
    expect(selected()).toHaveAccessibleName('Byt språk till engelska (English)');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: 'Command palette' });
    await user.type(screen.getByRole('combobox', { name: 'Search commands' }), 'language');
    expect(screen.getByRole('option', { name: 'Switch language to Swedish (svenska)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /English/ })).not.toBeInTheDocument();
  });

  it('logs out: the session is gone and the login screen opens', async () => {
    const user = userEvent.setup();
    const { current } = renderCommandLayer({ path: '/shop/orders' });
    await openPalette(user);
    await user.type(input(), 'logga ut');
    expect(selected()).toHaveAccessibleName('Logga ut');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(current()).toBe('/login'));
    expect(session.token).toBeNull();
    expect(session.permissions).toEqual([]);
  });

  it('assigns the next to-do and opens it', async () => {
    const calls: string[] = [];
    const fetchStub = vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.endsWith('/health')) {
        document.cookie = 'XSRF-TOKEN=test-xsrf; path=/';
        return new Response(JSON.stringify({ ok: true }), { status: 200 });
      }
      if (url.startsWith('/api/common/to-dos/assign')) {
        expect(new Headers(init?.headers).get('X-XSRF-TOKEN')).toBe('test-xsrf');
        const todo = {
          ID: 31,
          QueueID: 2,
          QueueName: 'Returer',
          Title: 'Retur 1004',
          DeepLink: '/shop/returns/1004',
          AssignedTo: 7,
          CompletedAt: null,
        };
        return new Response(JSON.stringify({ data: todo }), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }
      return new Response(JSON.stringify({ data: [], nextCursor: null }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchStub);
    try {
      const user = userEvent.setup();
      const { current } = renderCommandLayer({ role: 2 });
      await openPalette(user);
      await user.type(input(), 'tilldela');
      expect(selected()).toHaveAccessibleName('Tilldela nästa att göra');
      await user.keyboard('{Enter}');
      await waitFor(() => expect(current()).toBe('/shop/returns/1004'));
      expect(calls).toContain('POST /api/common/to-dos/assign?category=1');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('command palette: records on the server', () => {
  const customers = [
    { ID: 12, Name: 'Kalle Andersson', Email: 'kalle@example.com', Phone: '46701234567', City: 'Uppsala' },
    { ID: 40, Name: 'Kalle Svensson', Email: 'k.svensson@example.com', Phone: '46709876543', City: 'Lund' },
  ];

  function stubCustomers() {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        const q = new URL(url, 'http://127.0.0.1').searchParams.get('q') ?? '';
        const data = url.startsWith('/api/shop/customers?') ? customers.filter((c) => c.Name.toLowerCase().includes(q.toLowerCase())) : [];
        return new Response(JSON.stringify({ data, nextCursor: null }), { status: 200, headers: { 'x-be-records': String(data.length) } });
      }),
    );
    return asked;
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('finds customers by name and opens the one chosen', async () => {
    const asked = stubCustomers();
    const user = userEvent.setup();
    const { current } = renderCommandLayer({ role: 2 });
    await openPalette(user);
    await user.type(input(), 'kalle');
    const group = await screen.findByRole('group', { name: 'Kunder' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Kalle Anderssonkalle@example.com · Uppsala', 'Kalle Svenssonk.svensson@example.com · Lund']);
    // One question for the finished word, not one per key.
    expect(asked.filter((u) => u.startsWith('/api/shop/customers'))).toEqual(['/api/shop/customers?q=kalle&limit=5']);
    expect(selected()).toHaveTextContent('Kalle Andersson');
    await user.keyboard('{ArrowDown}');
    expect(selected()).toHaveTextContent('Kalle Svensson');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(current()).toBe('/shop/customers/40'));
  });

  it('highlights the first option once records arrive above it, and Enter opens that one', async () => {
    stubCustomers();
    const user = userEvent.setup();
    const { current } = renderCommandLayer({ role: 2 });
    await openPalette(user);
    await user.type(input(), 'kalle');
    expect(selected()).toHaveAccessibleName('Sök ordrar efter ”kalle”');
    await screen.findByRole('group', { name: 'Kunder' });
    expect(options()[0]).toHaveTextContent('Kalle Andersson');
    expect(selected()).toBe(options()[0]);
    expect(input()).toHaveAttribute('aria-activedescendant', options()[0].id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(current()).toBe('/shop/customers/12'));
  });

  it('leaves a highlight the user moved where it is when records arrive', async () => {
    stubCustomers();
    const user = userEvent.setup();
    const { current } = renderCommandLayer({ role: 2 });
    await openPalette(user);
    await user.type(input(), 'kalle');
    await user.keyboard('{ArrowDown}');
    expect(selected()).toHaveAccessibleName('Sök returer efter ”kalle”');
    await screen.findByRole('group', { name: 'Kunder' });
    expect(selected()).toHaveAccessibleName('Sök returer efter ”kalle”');
    expect(input()).toHaveAttribute('aria-activedescendant', selected()!.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(current()).toBe('/shop/returns?status=&q=kalle&interval=24&refresh=true'));
  });

  it('does not search customers for a role without the shop (3)', async () => {
    const asked = stubCustomers();
    const user = userEvent.setup();
    renderCommandLayer({ role: 3, path: '/product/items' });
    await openPalette(user);
    await user.type(input(), 'kalle');
    // The palette asks its sources at once: the record search answered for the text, and no customer search with it.
    await waitFor(() => expect(asked.some((u) => u.startsWith('/api/common/search?') && u.includes('q=kalle'))).toBe(true));
    await waitFor(() => expect(screen.getByRole('listbox')).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByRole('group', { name: 'Kunder' })).not.toBeInTheDocument();
    expect(asked.filter((u) => u.startsWith('/api/shop/customers'))).toEqual([]);
  });
});
