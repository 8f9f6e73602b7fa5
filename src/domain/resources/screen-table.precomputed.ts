/**
 * What decides the screens of every declared resource that has its own (child collections have none), in
 * declaration order, and every feature's places in the menu: src/domain/screens.ts derives the screen table
 * from them. The router needs the table before sign-in, so the browser must not load the declarations for it:
 * Vite evaluates this module when it loads it and ships only its answer (scripts/precomputed-modules.mjs);
 * outside Vite (the server, Playwright) it runs as written.
 */
import { FEATURE_DEFS, FEATURES } from '../../features';
import type { MenuPlace } from '../feature';
import { RESOURCES } from './index';
import { screenFacts, type ScreenFacts } from './screens';

export const DECLARED_SCREEN_FACTS: readonly ScreenFacts[] = RESOURCES.filter((def) => !def.parent).map(screenFacts);

/** The features' places in the menu, with the engine's own (the jobs it runs, last in the settings). */
export const MENU_PLACES: readonly MenuPlace[] = [
  ...FEATURE_DEFS.flatMap((feature) => feature.menu ?? []),
  { area: 'setting', rank: 1000, resource: 'jobs' },
];

/** The features' names in the list's order (the browser orders what it finds in their folders by it). */
export const FEATURE_NAMES: readonly string[] = FEATURES.map((feature) => feature.name);
