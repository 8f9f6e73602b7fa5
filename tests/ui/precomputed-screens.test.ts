/**
 * In the browser's build (jsdom here, as in the app) the declared resources' screen facts are the
 * precomputed data (scripts/precomputed-modules.mjs), equal to the declarations' own, and the screen
 * table holds every screen they imply; the list facts the entry reads at start-up are the declarations' too, and
 * the keys it asks for are the ones each screen then reads.
 */
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/domain/resources';
import { DECLARED_SCREEN_FACTS } from '../../src/domain/resources/screen-table.precomputed';
import { resourceScreens, screenFacts } from '../../src/domain/resources/screens';
import { screenByName } from '../../src/domain/screens';
import { listPageKey, resourceKeys } from '../../src/api/list-keys';
import { permissionKeys } from '../../src/domain/permissions';
import { LIST_FACTS } from '../../src/domain/resources/list-queries.precomputed';
import { listQueryFacts } from '../../src/domain/resources/list-query';
import { session } from '../../src/store/session';
import { screenDataKeys } from '../../src/views/app/preload';
import { apiParamsOf, parseListSearch } from '../../src/views/resource/query/list-url';
import { BESPOKE_SCREENS } from '../../src/views/screen-registry';

describe('the screen table in the browser', () => {
  it('is built from precomputed facts equal to the declarations', () => {
    const own = RESOURCES.filter((r) => !r.parent);
    expect(DECLARED_SCREEN_FACTS).toEqual(own.map(screenFacts));
    expect(DECLARED_SCREEN_FACTS[0].permissions).not.toBe(own[0].permissions);
    for (const r of own) for (const s of resourceScreens(r)) expect(screenByName.get(s.name)?.path, s.name).toBe(`/${r.area}/${s.path}`);
  });
});

describe("the first screen's data asked for at start-up", () => {
  const lists = RESOURCES.filter((r) => !r.parent && !r.singleton);

  it('reads each list address with facts equal to its declaration', () => {
    expect(Object.keys(LIST_FACTS).sort()).toEqual(lists.map((r) => r.screen).sort());
    for (const r of lists) expect(LIST_FACTS[r.screen], r.name).toEqual(listQueryFacts(r));
  });

  it('asks for the very page and record the screen then reads, with and without a query', () => {
    session.permissions = permissionKeys(1);
    for (const r of lists) {
      if (BESPOKE_SCREENS[`${r.screen}Index`]) continue;
      const filter = listQueryFacts(r).filters[0];
      const searches = ['', `?q=abc&sort=-ID${filter ? `&${filter.toLowerCase()}=1` : ''}&call=0701234567`];
      for (const search of searches) {
        const own = listPageKey(r, apiParamsOf(parseListSearch(listQueryFacts(r), search)));
        const list = screenByName.get(`${r.screen}Index`)!.path;
        expect(screenDataKeys(list, search, LIST_FACTS), `${r.name} ${search}`).toEqual({ list: own, record: null, needsFacts: false });
        const detail = screenByName.get(`${r.screen}Detail`)!.path.replace(':id', '12');
        expect(screenDataKeys(detail, search, LIST_FACTS)?.record, r.name).toBe(resourceKeys(r).detail(12));
      }
      expect(screenDataKeys(screenByName.get(`${r.screen}Index`)!.path, '?q=abc', null)?.needsFacts).toBe(true);
    }
  });

  it('asks for nothing a session may not open', () => {
    session.permissions = [];
    expect(screenDataKeys('/shop/orders', '', LIST_FACTS)).toBeNull();
  });
});
