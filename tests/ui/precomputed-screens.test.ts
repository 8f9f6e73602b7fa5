/**
 * In the browser's build (jsdom here, as in the app) the declared resources' screen facts are the
 * precomputed data (scripts/precomputed-modules.mjs), equal to the declarations' own, and the screen
 * table holds every screen they imply.
 */
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/domain/resources';
import { DECLARED_SCREEN_FACTS } from '../../src/domain/resources/screen-table.precomputed';
import { resourceScreens, screenFacts } from '../../src/domain/resources/screens';
import { screenByName } from '../../src/domain/screens';

describe('the screen table in the browser', () => {
  it('is built from precomputed facts equal to the declarations', () => {
    const own = RESOURCES.filter((r) => !r.parent);
    expect(DECLARED_SCREEN_FACTS).toEqual(own.map(screenFacts));
    expect(DECLARED_SCREEN_FACTS[0].permissions).not.toBe(own[0].permissions);
    for (const r of own) for (const s of resourceScreens(r)) expect(screenByName.get(s.name)?.path, s.name).toBe(`/${r.area}/${s.path}`);
  });
});
