/**
 * The palette's record search (`GET /api/common/search?q=&limit=3`): every resource the caller may view
 * that has searchable fields is asked with the list's own free-text condition (trigram indexes), at most
 * `limit` hits each, in declaration order; a hit is the resource, the ID, the title, the subtitle and whether
 * the text names the record (`Exact`: its title or an identifier, a ticket's number, is the text). Each
 * resource's hits come in that order: the records the text names, those whose title starts with it, then the
 * list's default sort, so the record a person typed the title or number of is among them however many match.
 */
import { DEFAULT_LOCALE, HEADER_LOCALE } from '../../../src/domain/constants';
import { AREA_PERMISSION } from '../../../src/domain/api-access';
import type { SearchHit } from '../../../src/domain/api-types';
import { translatedText } from '../../../src/domain/resources/kinds';
import { can } from '../../../src/domain/permissions';
import { formStruct, maxLength, maxValue, minValue, required } from '../../../src/domain/validation';
import { routeList, signedIn, type RouteDef } from '../../http/api-route';
import { parseWith } from '../../http/errors';
import type { ResourceBinding } from '../../resources/binding';
import { listRows } from '../../resources/list-sql';
import { MAX_Q_LENGTH, refuseUnknownParams } from '../../resources/list-params';
import { wholeNumber } from '../../resources/query-numbers';
import { valueText } from '../../../src/domain/value-text';

const SEARCH_MAX_LIMIT = 20;
const SEARCH_DEFAULT_LIMIT = 3;
const SEARCH_PARAMS: ReadonlySet<string> = new Set(['q', 'limit']);

type SearchQuery = { q: string; limit?: string };
const SearchQuery = formStruct<SearchQuery>({
  q: [required, maxLength(MAX_Q_LENGTH)],
  limit: [wholeNumber, minValue(1), maxValue(SEARCH_MAX_LIMIT)],
});

/** A field's value as display text: translations in the asked language, else Swedish, else any. */
function textOf(value: unknown, locale: string): string | null {
  if (value == null) return null;
  if (typeof value === 'object' && !Array.isArray(value)) return translatedText(value, locale) || null;
  return valueText(value);
}

function searchableBy(binding: ResourceBinding, role: number): boolean {
  const { def } = binding;
  // What the area routers require besides each resource's own view permission (server/routes/{shop,product}).
  const area = AREA_PERMISSION[def.area];
  return !def.singleton && def.fields.some((f) => f.searchable) && can(role, ...def.permissions.view) && (!area || can(role, ...area));
}

export function searchRoutes(): RouteDef[] {
  const routes = routeList();
  // Any signed-in user: the answer holds only resources the caller may view.
  routes.get('/search', signedIn(), async (c) => {
    refuseUnknownParams(c.req.query(), SEARCH_PARAMS);
    const query = parseWith(SearchQuery, c.req.query());
    const limit = query.limit?.trim() ? Number(query.limit) : SEARCH_DEFAULT_LIMIT;
    const locale = (c.req.header(HEADER_LOCALE) ?? DEFAULT_LOCALE).trim().toLowerCase();
    const { db, resources } = c.get('deps');
    const role = c.get('auth').role;
    const targets = resources.all.filter((binding) => searchableBy(binding, role));
    const pages = await Promise.all(
      targets.map(async (binding) => {
        const { def } = binding;
        // listRows reads limit + 1 rows (to know of a next page): ask for limit - 1.
        const params = {
          q: query.q.trim(),
          filters: [],
          ids: null,
          named: [],
          now: c.get('deps').clock.now(),
          viewer: c.get('auth').id,
          cursor: null,
          limit: limit - 1,
          sort: { key: def.defaultSort.field, direction: def.defaultSort.direction },
          rankByText: true,
        };
        const rows = await listRows(db, binding, params);
        return rows.map((row): SearchHit => {
          const record = row as Record<string, unknown>;
          return {
            Resource: def.name,
            ID: record.ID as number,
            Title: textOf(record[def.titleField], locale) ?? String(record.ID),
            Subtitle: def.subtitleField ? textOf(record[def.subtitleField], locale) : null,
            Exact: Number(row.__rank) === 0,
          };
        });
      }),
    );
    return c.json({ data: pages.flat() });
  });
  return routes.list;
}
