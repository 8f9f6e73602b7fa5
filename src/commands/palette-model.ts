/**
 * What the palette shows for typed text: pure functions over an index built once per locale, so 5,000
 * commands filter in well under a millisecond and only the first MAX_ITEMS are rendered.
 */
import type { MessageDescriptor } from 'react-intl';
import { SECTIONS } from './sections';
import type { Command, CommandContext } from './types';

/** Rendered options at most; more matches are counted, not drawn. */
export const MAX_ITEMS = 60;
/** Recently used commands listed above the sections while nothing is typed. */
export const MAX_RECENT_SHOWN = 5;
/** Recently run command ids kept (recent.ts) and ranked. */
export const RECENT_COMMANDS_MAX = 20;

type Format = (descriptor: MessageDescriptor, values?: Record<string, string>) => string;

export interface IndexedCommand {
  command: Command;
  /** Registry position: the tie-break. */
  order: number;
  title: string;
  sectionId: string;
  sectionTitle: string;
  /** Folded title, and everything searchable (title, section, keywords) folded and joined. */
  titleKey: string;
  hay: string;
  /** Words of the folded title and of `hay`, for prefix matching. */
  titleWords: readonly string[];
  words: readonly string[];
}

export interface PaletteItem {
  /** Unique cmdk value. */
  key: string;
  command: Command;
  title: string;
  /** Run with the typed text as ctx.query. */
  withQuery: boolean;
}

interface PaletteGroup {
  id: string;
  heading: string;
  items: PaletteItem[];
}

export interface PaletteView {
  groups: PaletteGroup[];
  /** Matching commands in all (the rendered ones are at most MAX_ITEMS). */
  total: number;
  shown: number;
  /** A command's title is the typed text (the best match): it leads even a record of that name (palette-rows). */
  exactTitle: boolean;
}

/** Lower case without diacritics, so `order` finds `Orderöversikt` and `ovrigt` finds `Övrigt`. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function wordsOf(text: string): string[] {
  return text.split(/[^\p{L}\p{N}@.]+/u).filter(Boolean);
}

/** A command's title in the reader's language, its placeholders filled with their own messages. */
export function commandTitle(command: Command, format: Format): string {
  if (!command.titleValues) return format(command.title);
  const values: Record<string, string> = {};
  for (const [name, descriptor] of Object.entries(command.titleValues)) values[name] = format(descriptor);
  return format(command.title, values);
}

export function indexCommands(commands: readonly Command[], format: Format): IndexedCommand[] {
  return commands.map((command, order) => {
    const title = commandTitle(command, format);
    const sectionTitle = format(command.section);
    const localized = command.keywordsMessage ? format(command.keywordsMessage) : '';
    const hay = fold([title, sectionTitle, localized, ...command.keywords].join(' '));
    return {
      command,
      order,
      title,
      sectionId: command.section.id ?? sectionTitle,
      sectionTitle,
      titleKey: fold(title),
      titleWords: wordsOf(fold(title)),
      hay,
      words: wordsOf(hay),
    };
  });
}

/** 0 when the text does not match; higher is better. */
export function scoreMatch(entry: IndexedCommand, folded: string, tokens: readonly string[]): number {
  for (const token of tokens) if (!entry.hay.includes(token)) return 0;
  const title = entry.titleKey;
  if (title === folded) return 100;
  if (title.startsWith(folded)) return 80;
  if (tokens.every((t) => entry.titleWords.some((w) => w.startsWith(t)))) return 60;
  if (title.includes(folded)) return 50;
  if (tokens.every((t) => entry.words.some((w) => w.startsWith(t)))) return 40;
  return 20;
}

/** recordTier of a record the typed text names: its title (or an identifier, a ticket's number) is the text. */
export const EXACT_RECORD_TIER = 3;

/**
 * How well a record's title answers the typed text, for ordering the records the server found: 3 the
 * title is the text, 2 it starts with it, 1 every typed word starts a word of the title, 0 the match is
 * elsewhere (another field, inside a word). Typing a brand's name finds the brand before a deal naming it.
 */
export function recordTier(title: string, text: string): number {
  const folded = fold(text.trim());
  const key = fold(title.trim());
  if (!folded) return 0;
  if (key === folded) return EXACT_RECORD_TIER;
  if (key.startsWith(folded)) return 2;
  const words = wordsOf(key);
  if (tokensOf(folded).every((token) => words.some((word) => word.startsWith(token)))) return 1;
  return 0;
}

/**
 * Bonus for a recently used command, 0 < bonus < 10 (the smallest gap between two match tiers of
 * scoreMatch): the more recent, the higher, so recent commands lead their tier without jumping a better
 * match (typing the exact title of a screen always finds that screen first).
 */
export function recencyBonus(rank: number): number {
  return rank < 0 ? 0 : 9.5 * (1 - Math.min(rank, RECENT_COMMANDS_MAX - 1) / RECENT_COMMANDS_MAX);
}

export interface ViewInput {
  index: readonly IndexedCommand[];
  text: string;
  recent: readonly string[];
  format: Format;
  limit?: number;
}

/** The commands that apply now (when(ctx)), in registry order. Evaluate once per opening, not per key. */
export function applicable(index: readonly IndexedCommand[], ctx: CommandContext): IndexedCommand[] {
  return index.filter((entry) => {
    try {
      return entry.command.when(ctx);
    } catch {
      return false;
    }
  });
}

export function paletteView(input: ViewInput): PaletteView {
  return rankedView(input, input.index);
}

/**
 * paletteView for one index, recent list and format, remembering what it answered: typing more only
 * rescans the commands the shorter text matched, and deleting back to an earlier text answers from memory.
 * Same views as paletteView, a fraction of the work per keystroke.
 */
export function paletteSearch({ index, recent, format, limit = MAX_ITEMS }: Omit<ViewInput, 'text'>): (text: string) => PaletteView {
  const views = new Map<string, { view: PaletteView; tokens: readonly string[]; matched: readonly IndexedCommand[] }>();
  let last: { tokens: readonly string[]; matched: readonly IndexedCommand[] } | null = null;
  return (text) => {
    const trimmed = text.trim();
    const hit = views.get(trimmed);
    if (hit) {
      if (trimmed) last = hit;
      return hit.view;
    }
    if (!trimmed) {
      const view = paletteView({ index, text: trimmed, recent, format, limit });
      views.set(trimmed, { view, tokens: [], matched: index });
      return view;
    }
    const tokens = tokensOf(fold(trimmed));
    // Every earlier token inside a new one: only what the earlier text matched can match now.
    const narrows = last && last.tokens.every((old) => tokens.some((t) => t.includes(old)));
    const matched: IndexedCommand[] = [];
    const view = rankedView({ index, text: trimmed, recent, format, limit }, narrows ? last!.matched : index, matched);
    const entry = { view, tokens, matched };
    if (views.size >= SEARCH_MEMORY) views.delete(views.keys().next().value!);
    views.set(trimmed, entry);
    last = entry;
    return view;
  };
}

/** Texts whose views paletteSearch keeps. */
const SEARCH_MEMORY = 64;

function tokensOf(folded: string): string[] {
  return folded.split(/\s+/).filter(Boolean);
}

/**
 * The view for `text` over `index`; only `candidates` (index entries in index order, a superset of the
 * matches) are scored. Matching entries are appended to `matched` when given.
 */
function rankedView(
  { index, text, recent, format, limit = MAX_ITEMS }: ViewInput,
  candidates: readonly IndexedCommand[],
  matched?: IndexedCommand[],
): PaletteView {
  const trimmed = text.trim();
  const recentRank = new Map(recent.map((id, i) => [id, i]));
  const plain = (entry: IndexedCommand): PaletteItem => ({
    key: entry.command.id,
    command: entry.command,
    title: entry.title,
    withQuery: false,
  });

  if (!trimmed) {
    const recents = recent
      .map((id) => index.find((e) => e.command.id === id))
      .filter((e): e is IndexedCommand => !!e)
      .slice(0, MAX_RECENT_SHOWN);
    const recentIds = new Set(recents.map((e) => e.command.id));
    const rest = index.filter((e) => !recentIds.has(e.command.id));
    return grouped({ id: SECTIONS.recent.id!, heading: format(SECTIONS.recent), entries: recents }, rest, plain, limit);
  }

  const folded = fold(trimmed);
  const tokens = tokensOf(folded);
  const first: PaletteItem[] = [];
  const last: PaletteItem[] = [];
  for (const entry of queryCommands(index)) {
    const placement = entry.command.query!.placement(trimmed);
    if (placement) {
      const item: PaletteItem = {
        key: `query:${entry.command.id}`,
        command: entry.command,
        title: format(entry.command.query!.title, { query: trimmed }),
        withQuery: true,
      };
      (placement === 'first' ? first : last).push(item);
    }
  }
  // The best `limit` matches, kept sorted while scanning (no sort of thousands of matches per key).
  const best: Scored[] = [];
  let total = 0;
  for (const entry of candidates) {
    const score = scoreMatch(entry, folded, tokens);
    if (score > 0) {
      total += 1;
      matched?.push(entry);
      keepBest(best, { entry, score: score + recencyBonus(recentRank.get(entry.command.id) ?? -1) }, limit);
    }
  }

  // Sections ordered by their best match, so the best match is always the first option.
  const bySection = new Map<string, { heading: string; entries: IndexedCommand[] }>();
  for (const { entry } of best) {
    const group = bySection.get(entry.sectionId) ?? { heading: entry.sectionTitle, entries: [] };
    group.entries.push(entry);
    bySection.set(entry.sectionId, group);
  }
  const groups: PaletteGroup[] = [];
  if (first.length) groups.push({ id: SECTIONS.suggestions.id!, heading: format(SECTIONS.suggestions), items: first });
  for (const [id, g] of bySection) groups.push({ id, heading: g.heading, items: g.entries.map(plain) });
  if (last.length) groups.push({ id: SECTIONS.searchFor.id!, heading: format(SECTIONS.searchFor), items: last });
  return { groups, total, shown: best.length, exactTitle: best[0]?.entry.titleKey === folded };
}

const queryCommandsOf = new WeakMap<readonly IndexedCommand[], IndexedCommand[]>();

/** The entries of `index` that take the typed text (command.query), in index order; found once per index. */
function queryCommands(index: readonly IndexedCommand[]): IndexedCommand[] {
  let found = queryCommandsOf.get(index);
  if (!found) {
    found = index.filter((entry) => entry.command.query);
    queryCommandsOf.set(index, found);
  }
  return found;
}

interface Scored {
  entry: IndexedCommand;
  score: number;
}

/** Higher score first; equal scores in registry order. */
function before(a: Scored, b: Scored): boolean {
  return a.score > b.score || (a.score === b.score && a.entry.order < b.entry.order);
}

/** Insert into `best` (sorted, at most `limit` long) if it belongs there. */
function keepBest(best: Scored[], candidate: Scored, limit: number): void {
  if (limit <= 0) return;
  if (best.length === limit && !before(candidate, best[limit - 1])) return;
  let i = best.length;
  while (i > 0 && before(candidate, best[i - 1])) i -= 1;
  best.splice(i, 0, candidate);
  if (best.length > limit) best.pop();
}

/** Empty text: the recent group, then every section in registry order, cut at `limit` options. */
function grouped(
  lead: { id: string; heading: string; entries: IndexedCommand[] },
  rest: readonly IndexedCommand[],
  plain: (e: IndexedCommand) => PaletteItem,
  limit: number,
): PaletteView {
  const groups: PaletteGroup[] = [];
  let budget = limit;
  if (lead.entries.length) {
    const items = lead.entries.slice(0, budget).map(plain);
    budget -= items.length;
    groups.push({ id: lead.id, heading: lead.heading, items });
  }
  const bySection = new Map<string, PaletteGroup>();
  for (const entry of rest) {
    if (budget <= 0) break;
    let group = bySection.get(entry.sectionId);
    if (!group) {
      group = { id: entry.sectionId, heading: entry.sectionTitle, items: [] };
      bySection.set(entry.sectionId, group);
      groups.push(group);
    }
    group.items.push(plain(entry));
    budget -= 1;
  }
  const total = lead.entries.length + rest.length;
  return { groups, total, shown: limit - budget, exactTitle: false };
}
