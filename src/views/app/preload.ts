/**
 * Start loading the shell and the chunk of the area a path belongs to, ahead of rendering them, so they
 * come in parallel with the sign-in's last calls (or the page's first ones) instead of one after the
 * other: the shell's chunk, then, once it renders, the screen's (and a bespoke screen's own chunk). The loaders are the ones React.lazy uses
 * (a module loads once; lazy then finds it loaded). A failure is left to the render, which shows its own.
 */
import { preload } from 'swr';
import { swrFetcher } from '../../api/client';
import { listPageKey, resourceKeys } from '../../api/list-keys';
import { screenOfLink } from '../../domain/access';
import type { ListQueryFacts } from '../../domain/resources/list-query';
import { loadConsoleMessages } from '../../intl';
import { isFullyAuthenticated, session } from '../../store/session';
import { apiParamsOf, parseListSearch } from '../resource/query/list-url';
import { loadProductArea } from '../product/load';
import { loadSettingArea } from '../setting/load';
import { BESPOKE_SCREENS, preloadBespokeScreen } from '../screen-registry';
import { loadShopArea } from '../shop/load';
import { loadSupportArea } from '../support/load';

/** The shell and the catalogue's console parts it shows, side by side. */
export const loadShell = () => Promise.all([import('../shell/Shell'), loadConsoleMessages()]).then(([shell]) => shell);

const AREAS = { shop: loadShopArea, support: loadSupportArea, product: loadProductArea, setting: loadSettingArea } as const;

/** The area and screen last asked for: moving within a screen (j/k, a filter) asks for nothing again. */
let asked: string | null = null;

export function preloadConsole(path: string): void {
  const area = /^\/(shop|support|product|setting)(?:[/?#]|$)/.exec(path)?.[1] as keyof typeof AREAS | undefined;
  if (!area) return;
  const screen = screenOfLink(path);
  const key = `${area} ${screen?.name ?? ''}`;
  if (key === asked) return;
  asked = key;
  loadShell().catch(() => undefined);
  AREAS[area]().catch(() => undefined);
  // A bespoke screen (the dashboard, an import) is a chunk of its own beside the area's.
  if (screen) preloadBespokeScreen(screen.name);
}

/** The list facts of a resource's screens, by the screen names' prefix: a chunk of their own, asked for only when needed. */
const loadListFacts = () => import('../../domain/resources/list-queries.precomputed').then((m) => m.LIST_FACTS);

/**
 * The first screen's own data, asked for at start-up beside the shell and the area's chunk: a resource screen's
 * first page of its list (and, on a record's address, the record), under the keys the screen then reads, so its
 * calls do not wait for the declarations, the area and the screen to load and render first (docs/decisions.md
 * "Where the first load's time goes"). SWR hands the answer, or the failure, to the hook that asks for the key
 * (swr `preload`). A list's API path is its screen's; an address with a query needs the list's facts to read it,
 * which come in a small chunk of their own (the sign-in page does not carry them). Only for a screen the session
 * may open, and only at start-up: a later navigation asks as it renders.
 */
export function screenDataKeys(
  path: string,
  search: string,
  listFacts: Readonly<Record<string, ListQueryFacts>> | null,
): { list: string | null; record: string | null; needsFacts: boolean } | null {
  const screen = screenOfLink(path);
  if (!screen || (screen.kind !== 'list' && screen.kind !== 'detail') || BESPOKE_SCREENS[screen.name]) return null;
  if (screen.permission && !session.permissions.includes(screen.permission.join(':'))) return null;
  const [, area, pathOfScreen] = /^\/([^/]+)\/(.+?)(?:\/:id)?$/.exec(screen.path) ?? [];
  if (!area || !pathOfScreen) return null;
  const where = { area: area as ListQueryFacts['area'], path: screen.resourcePath ?? pathOfScreen };
  const id = screen.kind === 'detail' ? Number(path.split('/').pop()) : NaN;
  const record = Number.isInteger(id) && id > 0 ? resourceKeys(where).detail(id) : null;
  if (!search.replace(/^\?/, '')) return { list: listPageKey(where, {}), record, needsFacts: false };
  const facts = listFacts?.[screen.name.replace(/(Index|Detail)$/, '')];
  return { list: facts ? listPageKey(where, apiParamsOf(parseListSearch(facts, search))) : null, record, needsFacts: !listFacts };
}

async function preloadScreenData(path: string, search: string): Promise<void> {
  let keys = screenDataKeys(path, search, null);
  if (keys?.record) void preload(keys.record, swrFetcher).catch(() => undefined);
  if (keys?.needsFacts) keys = screenDataKeys(path, search, await loadListFacts());
  if (keys?.list) void preload(keys.list, swrFetcher).catch(() => undefined);
}

/** At start-up with a whole session (main.tsx): the shell, the area and the first screen's data, side by side. */
export function preloadAtStart(): void {
  if (!isFullyAuthenticated()) return;
  preloadConsole(location.pathname);
  preloadScreenData(location.pathname, location.search).catch(() => undefined);
}
