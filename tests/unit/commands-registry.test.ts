import { readFileSync } from 'node:fs';
import { readCatalogue } from '../catalogue';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENS, isDirectScreen } from '../../src/domain/screens';
import { buildRegistry, findShortcutClashes, registry } from '../../src/commands/registry';
import {
  ariaKeyShortcuts,
  hotkeyBinding,
  isCharacterKeyShortcut,
  parseShortcutText,
  shortcutLabel,
  shortcutsClash,
  shortcutText,
  detectPlatform,
} from '../../src/commands/shortcuts';
import { applyShortcutPreferences, registryWithPreferences, remappableCommands } from '../../src/commands/shortcut-preferences';
import type { Command, CommandScope, Shortcut } from '../../src/commands/types';
import { commandContext } from './command-context';
import { SECTIONS } from '../../src/commands/sections';
import { createIntl } from '@formatjs/intl';
import type { MessageDescriptor } from 'react-intl';
import { canOpen } from '../../src/domain/access';
import {
  MAX_ITEMS,
  MAX_RECENT_SHOWN,
  applicable,
  fold,
  indexCommands,
  paletteSearch,
  paletteView,
  recencyBonus,
  scoreMatch,
} from '../../src/commands/palette-model';
import { RECENT_COMMANDS_MAX, clearRecentCommands, recentCommands, rememberCommand } from '../../src/commands/recent';
import { runCommand } from '../../src/commands/run';
import { callLookup, ui } from '../../src/store/ui';
import { preferences, setLocale, setTheme } from '../../src/store/preferences';
import {
  looksLikeEmail,
  looksLikeOrderNumber,
  looksLikePhone,
  looksLikePhoneFirst,
  looksLikeSku,
  phoneQueryValue,
} from '../../src/domain/input-kinds';

const catalogue = readCatalogue;
const messagesDir = join(__dirname, '..', '..', 'src', 'intl', 'messages');

function fake(id: string, shortcut: Shortcut | undefined, scope: CommandScope = 'global'): Command {
  return {
    id,
    title: { id: `commands.${id}` },
    section: { id: 'commands.sections.general' },
    keywords: [],
    shortcut,
    scope,
    when: () => true,
    run: () => undefined,
  };
}

const ctxFor = (role: number | null, canApproveReturns = false) => commandContext(role, { canApproveReturns });

describe('command registry', () => {
  it('builds from the domain lists with unique ids', () => {
    const ids = registry.commands.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(registry.byId.get('session.logout')).toBeDefined();
  });

  it('has no two commands sharing a shortcut in one scope', () => {
    expect(findShortcutClashes(registry.commands)).toEqual([]);
  });

  it('has a go-to command for every direct screen, with the screen title and its g key', () => {
    const direct = SCREENS.filter(isDirectScreen);
    expect(direct.length).toBeGreaterThan(50);
    for (const s of direct) {
      const command = registry.byId.get(`go.${s.name}`);
      expect(command, s.name).toBeDefined();
      expect(command!.title.id).toBe(s.titleId);
      expect(command!.shortcut).toEqual(s.goKey ? { sequence: ['g', s.goKey] } : undefined);
    }
    const goKeys = registry.commands.flatMap((c) => (c.shortcut && 'sequence' in c.shortcut ? [c.shortcut.sequence.join(' ')] : []));
    expect(goKeys.sort()).toEqual(['g a', 'g c', 'g d', 'g i', 'g o', 'g p', 'g r', 'g t', 'g u']);
  });

  it('has the required commands and shortcuts', () => {
    const shortcut = (id: string) => registry.byId.get(id)?.shortcut;
    expect(shortcut('shell.palette')).toEqual({ keys: 'mod+k' });
    expect(shortcut('shell.cheatSheet')).toEqual({ keys: '?' });
    expect(shortcut('shell.focusSearch')).toEqual({ keys: '/' });
    for (const id of [
      'todo.assignNext',
      'todo.openPanel',
      'calls.lookup',
      'search.orders',
      'search.returns',
      'search.customers',
      'search.products',
      'preferences.localeEn',
      'preferences.localeSv',
      'preferences.themeDark',
      'preferences.themeLight',
      'session.logout',
    ]) {
      expect(registry.byId.get(id), id).toBeDefined();
    }
  });

  it("keeps global keys to Mod+K, /, ? and g sequences, and the dashboard's interval keys on the dashboard", () => {
    for (const c of registry.commands.filter((x) => x.shortcut && x.scope === 'global')) {
      const s = c.shortcut!;
      const ok =
        'sequence' in s
          ? s.sequence[0] === 'g'
          : ['mod+k', '/', '?'].includes(s.keys) || (c.id.startsWith('dashboard.months') && ['6', '2'].includes(s.keys));
      expect(ok, c.id).toBe(true);
    }
  });

  it('hides shop commands from a product manager (role 3) and shows them to customer service (role 2)', () => {
    const visible = (role: number) => registry.commands.filter((c) => c.when(ctxFor(role))).map((c) => c.id);
    expect(visible(3)).not.toContain('go.ShopOrderIndex');
    expect(visible(3)).not.toContain('search.orders');
    expect(visible(3)).toContain('go.ProductItemIndex');
    expect(visible(3)).toContain('todo.assignNext');
    expect(visible(2)).toContain('go.ShopOrderIndex');
    expect(visible(2)).not.toContain('go.SettingUserIndex');
    expect(visible(1)).not.toContain('go.ShopReturnAudits');
    expect(registry.byId.get('go.ShopReturnAudits')!.when(ctxFor(1, true))).toBe(true);
  });

  it('navigates to the menu link of the screen', async () => {
    const to: string[] = [];
    const ctx = { ...ctxFor(1), navigate: (path: string) => to.push(path) };
    await registry.byId.get('go.ShopOrderIndex')!.run(ctx);
    await registry.byId.get('go.ProductItemIndex')!.run(ctx);
    expect(to).toEqual(['/shop/orders?interval=6&refresh=true', '/product/items']);
  });

  it('searches a scope with the typed text, and adds ?call= for a typed phone number', async () => {
    const to: string[] = [];
    const ctx = { ...ctxFor(1), location: '/shop/orders', search: 'interval=6', navigate: (path: string) => to.push(path) };
    // No server answers here, so no customer is found by the e-mail: the search lands on the list.
    await registry.byId.get('search.customers')!.run({ ...ctx, query: ' kalle@example.com ' });
    await registry.byId.get('calls.lookup')!.run({ ...ctx, query: '+46 70-123 45 67' });
    expect(to).toEqual([
      '/shop/customers?status=&q=kalle%40example.com&interval=24&refresh=true',
      '/shop/orders?interval=6&call=%2B46701234567',
    ]);
  });
});

describe('commands that open panels and switch preferences', () => {
  it('opens the call lookup without typed text, and the to-do panel', async () => {
    ui.callLookupOpen = false;
    ui.todoPanelOpen = false;
    callLookup.number = null;
    await registry.byId.get('calls.lookup')!.run(ctxFor(2));
    expect(ui.callLookupOpen).toBe(true);
    expect(callLookup.number).toBeNull();
    await registry.byId.get('todo.openPanel')!.run(ctxFor(2));
    expect(ui.todoPanelOpen).toBe(true);
    ui.callLookupOpen = false;
    ui.todoPanelOpen = false;
  });

  it('offers only the language and theme not in use, and switches them', async () => {
    setLocale('sv');
    setTheme('light');
    const shown = () =>
      ['preferences.localeEn', 'preferences.localeSv', 'preferences.themeDark', 'preferences.themeLight'].filter((id) =>
        registry.byId.get(id)!.when(ctxFor(1)),
      );
    expect(shown()).toEqual(['preferences.localeEn', 'preferences.themeDark']);
    await registry.byId.get('preferences.localeEn')!.run(ctxFor(1));
    await registry.byId.get('preferences.themeDark')!.run(ctxFor(1));
    expect(preferences).toMatchObject({ locale: 'en', theme: 'dark' });
    expect(shown()).toEqual(['preferences.localeSv', 'preferences.themeLight']);
    setLocale('sv');
    setTheme('light');
  });
});

describe('shortcut clash checker', () => {
  it('finds a deliberate clash in one scope and refuses to build', () => {
    const lists = [[fake('a', { keys: 'mod+k' }), fake('b', { keys: 'ctrl+k' }, 'list')]];
    // mod+k is ctrl+k off the Mac, and global keys listen in every pane.
    expect(findShortcutClashes(lists[0])).toEqual([{ a: 'a', b: 'b', scope: 'list' }]);
    expect(() => buildRegistry(lists)).toThrow(/Shortcut clash: a and b/);
  });

  it('treats a single key that starts a sequence as a clash', () => {
    expect(shortcutsClash({ keys: 'g' }, { sequence: ['g', 'o'] })).toBe(true);
    expect(shortcutsClash({ sequence: ['g', 'o'] }, { sequence: ['g', 'o'] })).toBe(true);
    expect(shortcutsClash({ sequence: ['g', 'o'] }, { sequence: ['g', 'r'] })).toBe(false);
    expect(shortcutsClash({ keys: 'mod+k' }, { keys: 'meta+k' })).toBe(true);
    expect(shortcutsClash({ keys: 'shift+k' }, { keys: 'k' })).toBe(false);
  });

  it('allows the same key in two different panes', () => {
    expect(findShortcutClashes([fake('x', { keys: 'j' }, 'list'), fake('y', { keys: 'j' }, 'detail')])).toEqual([]);
  });

  it('refuses duplicate ids', () => {
    expect(() => buildRegistry([[fake('a', undefined)], [fake('a', undefined)]])).toThrow(/id "a"/);
  });

  it('finds every clash that comparing each pair would find, in the same order', () => {
    // The registry's commands with their keys shuffled among them, so that many pairs clash.
    const keyed = registry.commands.filter((c) => c.shortcut);
    const shortcuts = keyed.map((c) => c.shortcut!);
    const scopes: CommandScope[] = ['global', 'list', 'detail'];
    const commands = keyed.map((c, i) => ({ ...c, shortcut: shortcuts[(i * 7) % shortcuts.length], scope: scopes[i % 3] }));
    const everyPair: { a: string; b: string; scope: CommandScope }[] = [];
    for (let i = 0; i < commands.length; i++) {
      for (let j = i + 1; j < commands.length; j++) {
        const [a, b] = [commands[i], commands[j]];
        const overlap = a.scope === b.scope || a.scope === 'global' || b.scope === 'global';
        const otherPanes = a.resource !== undefined && b.resource !== undefined && a.resource !== b.resource;
        if (overlap && !otherPanes && shortcutsClash(a.shortcut, b.shortcut))
          everyPair.push({ a: a.id, b: b.id, scope: a.scope === 'global' ? b.scope : a.scope });
      }
    }
    expect(everyPair.length).toBeGreaterThan(10);
    expect(findShortcutClashes(commands)).toEqual(everyPair);
  });
});

describe("the user's keys (WCAG 2.1.4)", () => {
  const shortcutOf = (commands: readonly Command[], id: string) => commands.find((c) => c.id === id)?.shortcut;

  it("lets the global character-key shortcuts be changed: g sequences, ? and /, the dashboard's 6 and 2, not Mod+K or pane keys", () => {
    const ids = remappableCommands(registry.commands)
      .map((c) => c.id)
      .sort();
    expect(ids).toEqual(
      [
        'shell.cheatSheet',
        'shell.focusSearch',
        'dashboard.months6',
        'dashboard.months24',
        ...SCREENS.filter((s) => s.goKey).map((s) => `go.${s.name}`),
      ].sort(),
    );
    expect(isCharacterKeyShortcut({ keys: '?' })).toBe(true);
    expect(isCharacterKeyShortcut({ keys: 'shift+j' })).toBe(true);
    expect(isCharacterKeyShortcut({ sequence: ['g', 'o'] })).toBe(true);
    expect(isCharacterKeyShortcut({ keys: 'mod+k' })).toBe(false);
    expect(isCharacterKeyShortcut({ keys: 'alt+o' })).toBe(false);
    expect(isCharacterKeyShortcut({ keys: 'escape' })).toBe(false);
  });

  it('refuses a remap that clashes, as the registry refuses a declared clash', () => {
    expect(() => registryWithPreferences(registry, { singleKeys: true, keys: { 'shell.cheatSheet': { keys: 'j' } } })).toThrow(
      /Shortcut clash: list.next and shell.cheatSheet \(list\); detail.next and shell.cheatSheet \(detail\)/,
    );
    expect(() => registryWithPreferences(registry, { singleKeys: true, keys: { 'shell.focusSearch': { sequence: ['g', 'o'] } } })).toThrow(
      /Shortcut clash: go.ShopOrderIndex and shell.focusSearch/,
    );
    expect(() => registryWithPreferences(registry, { singleKeys: true, keys: { 'shell.focusSearch': { keys: 'mod+k' } } })).toThrow(
      /Shortcut clash: shell.palette and shell.focusSearch/,
    );
    // A single key that starts a sequence clashes with it.
    expect(() => registryWithPreferences(registry, { singleKeys: true, keys: { 'shell.cheatSheet': { keys: 'g' } } })).toThrow(
      /Shortcut clash/,
    );
  });

  it("accepts a remap that clashes with nothing, and moving two commands onto each other's keys", () => {
    const moved = registryWithPreferences(registry, {
      singleKeys: true,
      keys: {
        'go.ShopOrderIndex': { sequence: ['g', 'r'] },
        'go.ShopReturnIndex': { sequence: ['g', 'o'] },
        'shell.focusSearch': { keys: 'alt+f' },
      },
    });
    expect(moved.byId.get('go.ShopOrderIndex')?.shortcut).toEqual({ sequence: ['g', 'r'] });
    expect(moved.byId.get('go.ShopReturnIndex')?.shortcut).toEqual({ sequence: ['g', 'o'] });
    expect(moved.byId.get('shell.focusSearch')?.shortcut).toEqual({ keys: 'alt+f' });
    expect(moved.byId.get('shell.palette')?.shortcut).toEqual({ keys: 'mod+k' });
  });

  it('turns off every global character-key shortcut, keeping chords, pane keys and remaps with Alt', () => {
    const off = applyShortcutPreferences(registry.commands, {
      singleKeys: false,
      keys: { 'go.ShopCustomerIndex': { keys: 'alt+c' }, 'go.ShopOrderIndex': { sequence: ['g', 'w'] } },
    });
    const globalKeys = off.filter((c) => c.scope === 'global' && c.shortcut).map((c) => `${c.id} ${shortcutText(c.shortcut!)}`);
    expect(globalKeys.sort()).toEqual(['go.ShopCustomerIndex alt+c', 'shell.palette mod+k']);
    expect(shortcutOf(off, 'list.next')).toEqual({ keys: 'j' });
    expect(shortcutOf(off, 'form.save')).toEqual({ keys: 'mod+s' });
  });

  it('drops a stored key that clashes (a command added later took it) instead of firing two commands', () => {
    const stored = {
      singleKeys: true,
      keys: { 'shell.cheatSheet': { keys: 'j' }, 'shell.focusSearch': { keys: 'alt+f' }, 'go.NoLongerThere': { keys: 'x' } },
    };
    const applied = applyShortcutPreferences(registry.commands, stored);
    expect(shortcutOf(applied, 'shell.cheatSheet')).toBeUndefined();
    expect(shortcutOf(applied, 'shell.focusSearch')).toEqual({ keys: 'alt+f' });
    expect(shortcutOf(applied, 'list.next')).toEqual({ keys: 'j' });
    expect(findShortcutClashes(applied)).toEqual([]);
    // Something that is no shortcut at all (edited storage) leaves the command its own keys.
    const broken = applyShortcutPreferences(registry.commands, { singleKeys: true, keys: { 'shell.focusSearch': { keys: 'hyper+x' } } });
    expect(shortcutOf(broken, 'shell.focusSearch')).toEqual({ keys: '/' });
  });

  it('reads keys as a person writes them and refuses what cannot be a shortcut', () => {
    expect(parseShortcutText(' G  W ')).toEqual({ sequence: ['g', 'w'] });
    expect(parseShortcutText('Alt+O')).toEqual({ keys: 'alt+o' });
    expect(parseShortcutText('shift+ctrl+o')).toEqual({ keys: 'ctrl+shift+o' });
    expect(parseShortcutText('ctrl+enter')).toEqual({ keys: 'ctrl+enter' });
    expect(parseShortcutText('?')).toEqual({ keys: '?' });
    expect(() => parseShortcutText('')).toThrow(/empty/);
    expect(() => parseShortcutText('hyper+o')).toThrow(/unknown/);
    expect(() => parseShortcutText('g alt+o')).toThrow(/sequenceStep/);
    expect(() => parseShortcutText('tab')).toThrow(/namedKey/);
    expect(() => parseShortcutText('shift+arrowdown')).toThrow(/namedKey/);
    expect(shortcutText({ sequence: ['g', 'o'] })).toBe('g o');
    expect(shortcutText(parseShortcutText('mod+k'))).toBe('mod+k');
  });
});

describe('messages', () => {
  const sv = catalogue('sv');
  const en = catalogue('en');

  it('has every title, section and keyword message of every command in both catalogues', () => {
    const ids = new Set<string>();
    for (const c of registry.commands) {
      ids.add(c.title.id!);
      ids.add(c.section.id!);
      if (c.keywordsMessage) ids.add(c.keywordsMessage.id!);
      if (c.query) ids.add(c.query.title.id!);
    }
    for (const section of Object.values(SECTIONS)) ids.add(section.id!);
    // Go-to commands show the screen's own title (screens.*), which the shell's catalogue holds and checks.
    const own = [...ids].filter((id) => !id.startsWith('screens.'));
    expect(own.every((id) => id.startsWith('commands.'))).toBe(true);
    const missing = own.filter((id) => !(id in sv) || !(id in en));
    expect(missing).toEqual([]);
    const screenTitles = [...ids].filter((id) => id.startsWith('screens.'));
    expect(screenTitles.sort()).toEqual(
      SCREENS.filter(isDirectScreen)
        .map((s) => s.titleId)
        .sort(),
    );
  });

  it('uses every message of commands.json', () => {
    const own = JSON.parse(readFileSync(join(messagesDir, 'sv', 'commands.json'), 'utf8')) as Record<string, string>;
    const used = new Set<string>(Object.values(SECTIONS).map((s) => s.id!));
    for (const c of registry.commands) {
      for (const d of [c.title, c.keywordsMessage, c.query?.title]) if (d?.id) used.add(d.id);
    }
    const uiTexts = Object.keys(own).filter((id) => /^commands\.(palette|cheatSheet|shortcuts)\./.test(id) || id === 'commands.failed');
    expect(Object.keys(own).filter((id) => !used.has(id) && !uiTexts.includes(id))).toEqual([]);
  });

  it('keeps commands.json identical in keys between sv and en', () => {
    const read = (l: string) => Object.keys(JSON.parse(readFileSync(join(messagesDir, l, 'commands.json'), 'utf8')) as object).sort();
    expect(read('sv')).toEqual(read('en'));
    expect(read('sv').every((k) => k.startsWith('commands.'))).toBe(true);
  });
});

describe('shortcut hints', () => {
  it('renders Mod as ⌘ on a Mac and Ctrl elsewhere', () => {
    expect(shortcutLabel({ keys: 'mod+k' }, 'mac')).toBe('⌘K');
    expect(shortcutLabel({ keys: 'mod+k' }, 'other')).toBe('Ctrl+K');
    expect(shortcutLabel({ keys: 'mod+shift+p' }, 'mac')).toBe('⇧⌘P');
    expect(shortcutLabel({ keys: 'mod+shift+p' }, 'other')).toBe('Ctrl+Shift+P');
    expect(shortcutLabel({ sequence: ['g', 'o'] }, 'mac')).toBe('G O');
    expect(shortcutLabel({ keys: '?' }, 'other')).toBe('?');
    expect(shortcutLabel({ keys: 'escape' }, 'other')).toBe('Esc');
    expect(shortcutLabel({ keys: 'enter' }, 'mac')).toBe('↩');
  });

  it('gives aria-keyshortcuts for chords only', () => {
    expect(ariaKeyShortcuts({ keys: 'mod+k' }, 'mac')).toBe('Meta+K');
    expect(ariaKeyShortcuts({ keys: 'mod+k' }, 'other')).toBe('Control+K');
    expect(ariaKeyShortcuts({ sequence: ['g', 'o'] }, 'other')).toBeUndefined();
  });

  it('detects the platform the way the key matcher does', () => {
    expect(detectPlatform({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5)' })).toBe('mac');
    expect(detectPlatform({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' })).toBe('other');
    expect(detectPlatform({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' })).toBe('other');
  });

  it('drives the matcher from the same value', () => {
    expect(hotkeyBinding({ keys: 'mod+k' }).keys).toBe('mod+k');
    expect(hotkeyBinding({ keys: 'mod+k' }).options.enableOnFormTags).toBe(true);
    expect(hotkeyBinding({ sequence: ['g', 'o'] })).toMatchObject({ keys: 'g>o', options: { useKey: true, sequenceTimeoutMs: 1500 } });
    expect(hotkeyBinding({ keys: '?' }).options).toMatchObject({ useKey: true, ignoreModifiers: true });
    expect(hotkeyBinding({ keys: '/' }).options.enableOnFormTags).not.toBe(true);
    expect(() => hotkeyBinding({ keys: 'hyper+k' })).toThrow(/modifier/);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Who sees what

describe('permission filtering per role', () => {
  const visible = (role: number | null, canApproveReturns = false) =>
    new Set(registry.commands.filter((c) => c.when(ctxFor(role, canApproveReturns))).map((c) => c.id));
  const areaOf = (id: string) =>
    id.startsWith('go.Shop')
      ? 'shop'
      : id.startsWith('go.Support')
        ? 'support'
        : id.startsWith('go.Product')
          ? 'product'
          : id.startsWith('go.Setting')
            ? 'setting'
            : null;
  const areas = (ids: Set<string>) => new Set([...ids].map(areaOf).filter(Boolean));
  const goTo = (ids: Set<string>) => [...ids].filter((id) => id.startsWith('go.'));
  const everyone = [
    'calls.lookup',
    'shell.cheatSheet',
    'shell.focusSearch',
    'preferences.localeEn',
    'preferences.themeDark',
    'session.changePassword',
    'session.logout',
    'todo.assignNext',
    'todo.openPanel',
  ];

  it('role 1 (Super Administrator) sees every screen but the return audits, which need CanApproveReturns', () => {
    const ids = visible(1);
    const direct = SCREENS.filter(isDirectScreen).map((s) => `go.${s.name}`);
    expect(goTo(ids).sort()).toEqual(direct.filter((id) => id !== 'go.ShopReturnAudits').sort());
    for (const id of [...everyone, 'search.orders', 'search.returns', 'search.customers', 'search.products']) expect(ids, id).toContain(id);
    expect(visible(1, true)).toContain('go.ShopReturnAudits');
  });

  it('role 2 (Customer Service) sees shop, support and product screens, no settings', () => {
    const ids = visible(2);
    expect(areas(ids)).toEqual(new Set(['shop', 'support', 'product']));
    expect(ids).toContain('go.ShopOrderIndex');
    expect(ids).toContain('go.ShopCustomerIndex');
    for (const id of [...everyone, 'search.orders', 'search.returns', 'search.customers', 'search.products']) expect(ids, id).toContain(id);
    expect(ids).not.toContain('go.ShopReturnAudits');
    expect(visible(2, true)).toContain('go.ShopReturnAudits');
  });

  it('role 3 (Product Manager) sees no shop commands at all, not even with CanApproveReturns', () => {
    const ids = visible(3, true);
    expect(areas(ids)).toEqual(new Set(['product']));
    for (const id of ['search.orders', 'search.returns', 'search.customers', 'go.ShopDash', 'go.ShopReturnAudits'])
      expect(ids, id).not.toContain(id);
    for (const id of [...everyone, 'search.products', 'go.ProductItemIndex', 'go.ProductPriceListIndex']) expect(ids, id).toContain(id);
    // Price lists are changed by roles 1 and 4 only (SPEC.md section 6: update price-list).
    expect(ids).not.toContain('go.ProductPriceListNew');
    expect(visible(4, false)).toContain('go.ProductPriceListNew');
  });

  it('role 4 (Administrator) sees settings without users, SFTP users and to-do queues', () => {
    const ids = visible(4);
    expect(areas(ids)).toEqual(new Set(['shop', 'support', 'product', 'setting']));
    expect(ids).toContain('go.SettingShippingMethodIndex');
    expect(ids).toContain('go.SettingReturns');
    for (const id of ['go.SettingUserIndex', 'go.SettingUserNew', 'go.SettingUserSftpIndex', 'go.SettingTodoQueueIndex']) {
      expect(ids, id).not.toContain(id);
    }
    expect(ids).not.toContain('go.ShopReturnAudits');
    expect(visible(4, true)).toContain('go.ShopReturnAudits');
  });

  it('gives a viewer without a console role no screens and no to-dos', () => {
    for (const role of [null, 0, 5]) {
      const ids = visible(role, true);
      expect(goTo(ids), String(role)).toEqual([]);
      expect(ids).not.toContain('todo.assignNext');
      expect([...ids].filter((id) => id.startsWith('search.'))).toEqual([]);
    }
  });

  it('agrees with canOpen for every go-to command and every role', () => {
    for (const role of [1, 2, 3, 4]) {
      for (const flag of [false, true]) {
        for (const s of SCREENS.filter(isDirectScreen)) {
          expect(registry.byId.get(`go.${s.name}`)!.when(ctxFor(role, flag)), `${role} ${flag} ${s.name}`).toBe(
            canOpen({ role, canApproveReturns: flag }, s),
          );
        }
      }
    }
  });

  it('lists only the pane keys whose action the focused pane offers, and none in the palette', () => {
    const next = registry.byId.get('list.next')!;
    expect(next.when(ctxFor(1))).toBe(false);
    expect(next.when({ ...ctxFor(1), source: 'list', pane: { next: () => undefined } })).toBe(true);
    expect(next.when({ ...ctxFor(1), source: 'list', pane: { open: () => undefined } })).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Palette ranking

const TITLES: Record<string, string> = {
  'fake.orders': 'Orders',
  'fake.newOrder': 'New order',
  'fake.searchOrders': 'Search orders',
  'fake.searchCustomers': 'Search customers',
  'fake.searchProducts': 'Search products',
  'fake.theme': 'Dark theme',
  'fake.query': 'Look up {query}',
  'commands.sections.general': 'General',
  'commands.sections.recent': 'Recent',
  'commands.sections.suggestions': 'Suggestions',
  'commands.sections.searchFor': 'Search for the text',
};
const formatFake = (d: MessageDescriptor, values?: Record<string, string>) =>
  (TITLES[d.id!] ?? d.id!).replace('{query}', values?.query ?? '');

function titled(id: string, extra: Partial<Command> = {}): Command {
  return { ...fake(id, undefined), title: { id: `fake.${id}` }, ...extra };
}

const FAKES = ['orders', 'newOrder', 'searchOrders', 'searchCustomers', 'searchProducts', 'theme'].map((id) => titled(id));
const ids = (view: ReturnType<typeof paletteView>) => view.groups.flatMap((g) => g.items.map((i) => i.key));

describe('palette ranking', () => {
  const index = indexCommands(FAKES, formatFake);

  it('lists recently used commands first, most recent first, while nothing is typed', () => {
    const view = paletteView({ index, text: '', recent: ['theme', 'searchCustomers'], format: formatFake });
    expect(view.groups[0]).toMatchObject({ id: 'commands.sections.recent', heading: 'Recent' });
    expect(view.groups[0].items.map((i) => i.key)).toEqual(['theme', 'searchCustomers']);
    expect(ids(view)).toEqual(['theme', 'searchCustomers', 'orders', 'newOrder', 'searchOrders', 'searchProducts']);
    expect(view.total).toBe(6);
  });

  it('has no recent group without recent commands, and skips recent ones that do not apply now', () => {
    expect(paletteView({ index, text: '', recent: [], format: formatFake }).groups.map((g) => g.id)).toEqual(['commands.sections.general']);
    const smaller = index.filter((e) => e.command.id !== 'theme');
    const view = paletteView({ index: smaller, text: '', recent: ['theme', 'orders'], format: formatFake });
    expect(view.groups[0].items.map((i) => i.key)).toEqual(['orders']);
    expect(ids(view)).not.toContain('theme');
  });

  it('shows at most five recent commands', () => {
    const many = indexCommands(
      Array.from({ length: 12 }, (_, i) => fake(`c${i}`, undefined)),
      formatFake,
    );
    const view = paletteView({ index: many, text: '', recent: many.map((e) => e.command.id).reverse(), format: formatFake });
    expect(view.groups[0].items.map((i) => i.key)).toEqual(['c11', 'c10', 'c9', 'c8', 'c7']);
    expect(MAX_RECENT_SHOWN).toBe(5);
  });

  it('puts a recently used command first among equally good matches', () => {
    expect(ids(paletteView({ index, text: 'search', recent: [], format: formatFake }))).toEqual([
      'searchOrders',
      'searchCustomers',
      'searchProducts',
    ]);
    expect(ids(paletteView({ index, text: 'search', recent: ['searchProducts'], format: formatFake }))).toEqual([
      'searchProducts',
      'searchOrders',
      'searchCustomers',
    ]);
    expect(ids(paletteView({ index, text: 'search', recent: ['searchCustomers', 'searchProducts'], format: formatFake }))).toEqual([
      'searchCustomers',
      'searchProducts',
      'searchOrders',
    ]);
  });

  it('never lets recency jump a better match', () => {
    const view = paletteView({ index, text: 'orders', recent: ['searchOrders'], format: formatFake });
    expect(ids(view)).toEqual(['orders', 'searchOrders']);
    for (let rank = 0; rank < 30; rank++) {
      expect(recencyBonus(rank)).toBeGreaterThan(0);
      expect(recencyBonus(rank)).toBeLessThan(10);
      if (rank > 0 && rank < 20) expect(recencyBonus(rank)).toBeLessThan(recencyBonus(rank - 1));
    }
    expect(recencyBonus(-1)).toBe(0);
  });

  it('ranks exact title, then title prefix, then word prefix, then anywhere, and ignores diacritics', () => {
    const words = indexCommands(
      [titled('orders'), titled('newOrder'), { ...fake('kw', undefined), keywords: ['ordrar'] }, titled('theme')],
      formatFake,
    );
    expect(ids(paletteView({ index: words, text: 'Orders', recent: [], format: formatFake }))).toEqual(['orders']);
    expect(ids(paletteView({ index: words, text: 'ord', recent: [], format: formatFake }))).toEqual(['orders', 'newOrder', 'kw']);
    expect(fold('Översikt Åtgärd')).toBe('oversikt atgard');
    const sv = indexCommands([{ ...fake('sv', undefined), keywords: ['Övrigt'] }], formatFake);
    expect(ids(paletteView({ index: sv, text: 'ovrigt', recent: [], format: formatFake }))).toEqual(['sv']);
  });

  it('renders at most the limit and counts the rest', () => {
    const many = indexCommands(
      Array.from({ length: 5000 }, (_, i) => ({ ...fake(`n${i}`, undefined), keywords: ['bulk'] })),
      formatFake,
    );
    const view = paletteView({ index: many, text: 'bulk', recent: [], format: formatFake });
    expect(view.total).toBe(5000);
    expect(view.shown).toBe(MAX_ITEMS);
    expect(ids(view)).toHaveLength(MAX_ITEMS);
  });

  it('keeps the same best matches, in the same order, as sorting every match would', () => {
    const random = (() => {
      let seed = 7;
      return () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    })();
    const words = ['order', 'ordrar', 'kund', 'produkt', 'retur', 'pris', 'lista', 'sök', 'ny', 'skärm'];
    const commands = Array.from({ length: 3000 }, (_, i) => ({
      ...fake(`r${i}`, undefined),
      keywords: Array.from({ length: 1 + Math.floor(random() * 3) }, () => words[Math.floor(random() * words.length)]),
    }));
    const many = indexCommands(commands, (d) =>
      d.id!.startsWith('commands.r') ? `${words[Number(d.id!.slice(10)) % words.length]} ${d.id}` : d.id!,
    );
    const recent = ['r5', 'r17', 'r2999', 'r40'];
    for (const text of ['o', 'ord', 'sok', 'pris lista', 'r1', 'skarm ny']) {
      const naive = many
        .map((entry) => ({ entry, score: scoreMatch(entry, fold(text), fold(text).split(/\s+/)) }))
        .filter((x) => x.score > 0)
        .map((x) => ({ ...x, score: x.score + recencyBonus(recent.indexOf(x.entry.command.id)) }))
        .sort((a, b) => b.score - a.score || a.entry.order - b.entry.order);
      const view = paletteView({ index: many, text, recent, format: formatFake });
      expect(view.total, text).toBe(naive.length);
      expect(new Set(ids(view)), text).toEqual(new Set(naive.slice(0, MAX_ITEMS).map((x) => x.entry.command.id)));
      expect(ids(view)[0], text).toBe(naive[0].entry.command.id);
    }
  });

  it('answers keystroke by keystroke exactly as a fresh ranking would, typing on, deleting and retyping', () => {
    const random = (() => {
      let seed = 11;
      return () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    })();
    const words = ['order', 'ordrar', 'kund', 'produkt', 'retur', 'pris', 'lista', 'sök', 'ny', 'skärm'];
    const commands = [
      ...Array.from({ length: 2000 }, (_, i) => ({
        ...fake(`r${i}`, undefined),
        keywords: Array.from({ length: 1 + Math.floor(random() * 3) }, () => words[Math.floor(random() * words.length)]),
      })),
      {
        ...titled('searchOrders'),
        query: {
          title: { id: 'fake.searchOrders' },
          placement: (text: string) => (/\d/.test(text) ? ('first' as const) : ('last' as const)),
        },
      },
    ];
    const many = indexCommands(commands, (d) =>
      d.id!.startsWith('commands.r') ? `${words[Number(d.id!.slice(10)) % words.length]} ${d.id}` : formatFake(d),
    );
    const recent = ['r5', 'r17', 'r1999', 'searchOrders'];
    const search = paletteSearch({ index: many, recent, format: formatFake });
    const texts: string[] = [];
    for (const query of ['pris lista', 'ord r1', 'sok  ny', 'r12', 'kund']) {
      for (let i = 1; i <= query.length; i++) texts.push(query.slice(0, i));
      for (let i = query.length - 1; i >= 0; i--) texts.push(query.slice(0, i));
    }
    texts.push('pr', 'pris', 'ri', 'pris lista x', 'pris');
    for (const text of texts)
      expect(search(text), JSON.stringify(text)).toEqual(paletteView({ index: many, text, recent, format: formatFake }));
  });

  it('remembers run commands most recent first, once each, at most twenty', () => {
    clearRecentCommands();
    for (let i = 0; i < 25; i++) rememberCommand(`c${i}`);
    rememberCommand('c20');
    expect(recentCommands.ids).toHaveLength(RECENT_COMMANDS_MAX);
    expect(recentCommands.ids.slice(0, 3)).toEqual(['c20', 'c24', 'c23']);
    expect(recentCommands.ids.filter((id) => id === 'c20')).toHaveLength(1);
    clearRecentCommands();
  });

  it('remembers a command chosen in the palette, not one run by a key', () => {
    clearRecentCommands();
    runCommand(fake('byKey', undefined), { ...ctxFor(1), source: 'global' });
    runCommand(fake('chosen', undefined), ctxFor(1));
    expect(recentCommands.ids).toEqual(['chosen']);
    clearRecentCommands();
  });
});

// ---------------------------------------------------------------------------------------------------------
// Typed input

describe('input-kind detection', () => {
  it.each([
    ['070-123 45 67', true],
    ['+46 70 123 45 67', true],
    ['+4915112345678', true],
    ['(08) 123 456', true],
    ['12345678', true],
    ['12 34', false],
    ['kalle@example.com', false],
    ['IP12-SCR-BLK', false],
    ['orders', false],
  ])('phone number: %s → %s', (input, expected) => {
    expect(looksLikePhone(input)).toBe(expected);
  });

  it.each([
    ['12345678', true],
    [' 100234 ', true],
    ['1234', false],
    ['12 345', false],
    ['A12345', false],
    ['+4612345', false],
  ])('order number: %s → %s', (input, expected) => {
    expect(looksLikeOrderNumber(input)).toBe(expected);
  });

  it.each([
    ['kalle@example.com', true],
    [' anna.svensson+shop@butik.se ', true],
    ['kalle@example', false],
    ['kalle example.com', false],
    ['@example.com', false],
  ])('e-mail: %s → %s', (input, expected) => {
    expect(looksLikeEmail(input)).toBe(expected);
  });

  it.each([
    ['IP12-SCR-BLK', true],
    ['AB-1001', true],
    ['SM-A525F', true],
    ['ip12', true],
    ['SAM_GX.5/BAT', true],
    ['12345678', false],
    ['orders', false],
    ['ab1', false],
    ['IP12 SCR', false],
    ['kalle@example.com', false],
    ['070-123 45 67', false],
    ['-IP12', false],
  ])('SKU: %s → %s', (input, expected) => {
    expect(looksLikeSku(input)).toBe(expected);
  });

  it('reads a plain number without a leading 0 as an order number, a national or international one as a phone number', () => {
    expect(looksLikePhoneFirst('12345678')).toBe(false);
    expect(looksLikePhoneFirst('0701234567')).toBe(true);
    expect(looksLikePhoneFirst('070-123 45 67')).toBe(true);
    expect(looksLikePhoneFirst('+46701234567')).toBe(true);
    expect(looksLikePhoneFirst('kalle')).toBe(false);
    expect(phoneQueryValue(' +46 (70) 123-45 67 ')).toBe('+46701234567');
  });

  describe('in the palette, with the registry and the Swedish catalogue', () => {
    const sv = { ...catalogue('sv') };
    for (const s of SCREENS) sv[s.titleId] ??= s.titleId;
    const intl = createIntl({ locale: 'sv', messages: sv });
    const format = (d: MessageDescriptor, values?: Record<string, string>) => intl.formatMessage(d, values);
    const index = applicable(indexCommands(registry.commands, format), ctxFor(1));
    const view = (input: string) => paletteView({ index, text: input, recent: [], format });
    const first = (input: string) => view(input).groups[0];

    it.each([
      ['070-123 45 67', 'calls.lookup', 'Slå upp samtal 070-123 45 67'],
      ['+46 70 123 45 67', 'calls.lookup', 'Slå upp samtal +46 70 123 45 67'],
      ['0701234567', 'calls.lookup', 'Slå upp samtal 0701234567'],
      ['12345678', 'search.orders', 'Sök ordrar efter ”12345678”'],
      ['kalle@example.com', 'search.customers', 'Sök kunder efter ”kalle@example.com”'],
      ['IP12-SCR-BLK', 'search.products', 'Sök produkter efter ”IP12-SCR-BLK”'],
      ['ip12', 'search.products', 'Sök produkter efter ”ip12”'],
    ])('puts the matching action first for %s', (input, id, title) => {
      const group = first(input);
      expect(group.id).toBe('commands.sections.suggestions');
      expect(group.items).toHaveLength(1);
      expect(group.items[0]).toMatchObject({ command: { id }, title, withQuery: true });
    });

    it('offers the call lookup after the order search for a number that is also a phone number', () => {
      const all = view('12345678').groups.flatMap((g) => g.items.map((i) => i.key));
      expect(all[0]).toBe('query:search.orders');
      expect(all).toContain('query:calls.lookup');
      expect(all.indexOf('query:calls.lookup')).toBeGreaterThan(0);
    });

    it('offers every scope search last for other text, and no call lookup', () => {
      const groups = view('tema').groups;
      expect(groups[0].id).not.toBe('commands.sections.suggestions');
      expect(groups[0].items[0].command.id).toBe('preferences.themeDark');
      const last = groups.at(-1)!;
      expect(last.id).toBe('commands.sections.searchFor');
      expect(last.items.map((i) => i.command.id)).toEqual(['search.orders', 'search.returns', 'search.customers', 'search.products']);
    });

    it('offers only the searches the role may use (role 3: products)', () => {
      const pm = applicable(indexCommands(registry.commands, format), ctxFor(3));
      const groups = paletteView({ index: pm, text: 'kalle@example.com', recent: [], format }).groups;
      expect(groups.flatMap((g) => g.items.map((i) => i.key)).filter((k) => k.startsWith('query:'))).toEqual(['query:search.products']);
    });
  });
});
