import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENS, isDirectScreen } from '../../src/domain/screens';
import { permissionKeys } from '../../src/domain/permissions';
import { buildRegistry, findShortcutClashes, registry } from '../../src/commands/registry';
import { ariaKeyShortcuts, hotkeyBinding, shortcutLabel, shortcutsClash, detectPlatform } from '../../src/commands/shortcuts';
import type { Command, CommandContext, CommandScope, Shortcut } from '../../src/commands/types';
import { SECTIONS } from '../../src/commands/sections';

const messagesDir = join(__dirname, '..', '..', 'src', 'intl', 'messages');

function catalogue(locale: string): Record<string, string> {
  const dir = join(messagesDir, locale);
  const merged: Record<string, string> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    Object.assign(merged, JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>);
  }
  return merged;
}

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

function ctxFor(role: number | null, canApproveReturns = false): CommandContext {
  const keys = permissionKeys(role);
  return {
    navigate: () => undefined,
    location: '/shop',
    search: '',
    viewer: { role, canApproveReturns },
    hasPermission: (k) => keys.includes(k),
    query: '',
    selection: [],
    platform: 'other',
    source: 'palette',
  };
}

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
    expect(goKeys.sort()).toEqual(['g a', 'g c', 'g d', 'g i', 'g o', 'g p', 'g r', 'g u']);
  });

  it('has the required commands and shortcuts', () => {
    const shortcut = (id: string) => registry.byId.get(id)?.shortcut;
    expect(shortcut('shell.palette')).toEqual({ keys: 'mod+k' });
    expect(shortcut('shell.cheatSheet')).toEqual({ keys: '?' });
    expect(shortcut('shell.focusSearch')).toEqual({ keys: '/' });
    for (const id of [
      'todo.assignNext', 'todo.openPanel', 'calls.lookup', 'search.orders', 'search.returns', 'search.customers',
      'search.products', 'preferences.localeEn', 'preferences.localeSv', 'preferences.themeDark',
      'preferences.themeLight', 'session.logout',
    ]) {
      expect(registry.byId.get(id), id).toBeDefined();
    }
  });

  it('keeps global keys to Mod+K, /, ? and g sequences', () => {
    for (const c of registry.commands.filter((x) => x.shortcut && x.scope === 'global')) {
      const s = c.shortcut!;
      const ok = 'sequence' in s ? s.sequence[0] === 'g' : ['mod+k', '/', '?'].includes(s.keys);
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

  it('navigates to the menu link of the screen', () => {
    const to: string[] = [];
    const ctx = { ...ctxFor(1), navigate: (path: string) => to.push(path) };
    registry.byId.get('go.ShopOrderIndex')!.run(ctx);
    registry.byId.get('go.ProductItemIndex')!.run(ctx);
    expect(to).toEqual(['/shop/orders?interval=6&refresh=true', '/product/items']);
  });

  it('searches a scope with the typed text, and adds ?call= for a typed phone number', () => {
    const to: string[] = [];
    const ctx = { ...ctxFor(1), location: '/shop/orders', search: 'interval=6', navigate: (path: string) => to.push(path) };
    registry.byId.get('search.customers')!.run({ ...ctx, query: ' kalle@example.com ' });
    registry.byId.get('calls.lookup')!.run({ ...ctx, query: '+46 70-123 45 67' });
    expect(to).toEqual([
      '/shop/customers?status=&q=kalle%40example.com&interval=24&refresh=true',
      '/shop/orders?interval=6&call=%2B46701234567',
    ]);
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
    expect(screenTitles.sort()).toEqual(SCREENS.filter(isDirectScreen).map((s) => s.titleId).sort());
  });

  it('uses every message of commands.json', () => {
    const own = JSON.parse(readFileSync(join(messagesDir, 'sv', 'commands.json'), 'utf8')) as Record<string, string>;
    const used = new Set<string>(Object.values(SECTIONS).map((s) => s.id!));
    for (const c of registry.commands) {
      for (const d of [c.title, c.keywordsMessage, c.query?.title]) if (d?.id) used.add(d.id);
    }
    const uiTexts = Object.keys(own).filter((id) => /^commands\.(palette|cheatSheet)\./.test(id) || id === 'commands.failed');
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
