/**
 * What decides the screens of every declared resource that has its own (child collections have none), in
 * declaration order: src/domain/screens.ts derives the resources' lines of the screen table from it
 * (`resourceScreens`). The router needs the table before sign-in, so the browser must not load the
 * declarations for it: Vite evaluates this module when it loads it and ships only its answer
 * (scripts/precomputed-modules.mjs); outside Vite (the server, Playwright) it runs as written.
 */
import { RESOURCES } from './index';
import { screenFacts, type ScreenFacts } from './screens';

export const DECLARED_SCREEN_FACTS: readonly ScreenFacts[] = RESOURCES.filter((def) => !def.parent).map(screenFacts);
