/**
 * "Go to <screen>" for every screen a command can open directly (lists, new, tools, dashboards), generated
 * from the screen table; `g` + the screen's goKey goes there from anywhere.
 */
import { canOpen } from '../domain/access';
import { SCREENS, isDirectScreen, menuHref, type Screen } from '../domain/screens';
import { SECTIONS } from './sections';
import type { Command } from './types';

function goToCommandId(s: Screen): string {
  return `go.${s.name}`;
}

function keywordsOf(s: Screen): string[] {
  const segments = s.path
    .split('/')
    .filter(Boolean)
    .flatMap((p) => p.split('-'));
  return [...new Set([s.area, s.name, ...segments])];
}

function goToCommand(s: Screen): Command {
  const section = s.area === 'session' ? SECTIONS.general : SECTIONS[s.area];
  return {
    id: goToCommandId(s),
    title: { id: s.titleId },
    section,
    keywords: keywordsOf(s),
    keywordsMessage: { id: `commands.keywords.${s.kind}` },
    shortcut: s.goKey ? { sequence: ['g', s.goKey] } : undefined,
    scope: 'global',
    when: (ctx) => canOpen(ctx.viewer, s),
    run: (ctx) => ctx.navigate(menuHref(s)),
  };
}

export const navigationCommands: readonly Command[] = SCREENS.filter(isDirectScreen).map(goToCommand);
