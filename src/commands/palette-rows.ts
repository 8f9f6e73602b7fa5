/**
 * The palette's options in the order it shows them: the matching commands (suggestions first), then the
 * records the server found, then the scope searches for the typed text. One list, so the option drawn
 * first is the one highlighted and the one Enter runs. The records are ordered by how well their title
 * answers the text (recordTier: the exact title, then a title starting with it, then the words of the title,
 * then the rest; a record the server says the text names, by an identifier such as a ticket's number, counts as
 * its exact title), the groups by their best record; the server's order breaks ties. A group whose best record
 * the text names comes first of all, before the suggestions ("Sök ordrar efter …" for digits) and commands whose
 * titles merely match ("Byt språk" for "uag"): typing a record's title or number finds that record first. Only a
 * command whose title is the text keeps the lead (typing a screen's name opens the screen).
 */
import { EXACT_RECORD_TIER, recordTier, type PaletteItem, type PaletteView } from './palette-model';
import { SECTIONS } from './sections';
import type { PaletteRecord, PaletteSource, Shortcut } from './types';

export interface PaletteRow {
  /** Unique cmdk value of the option. */
  value: string;
  title: string;
  detail?: string;
  shortcut?: Shortcut;
  /** What choosing it does. */
  target: { kind: 'command'; item: PaletteItem } | { kind: 'record'; record: PaletteRecord };
}

export interface PaletteSection {
  id: string;
  heading: string;
  rows: PaletteRow[];
}

export interface SourceRecords {
  source: PaletteSource;
  records: readonly PaletteRecord[];
}

function commandRow(item: PaletteItem): PaletteRow {
  return {
    value: item.key,
    title: item.title,
    shortcut: item.withQuery ? undefined : item.command.shortcut,
    target: { kind: 'command', item },
  };
}

export function paletteSections(
  view: PaletteView,
  found: readonly SourceRecords[],
  heading: (source: PaletteSource) => string,
  text = '',
): PaletteSection[] {
  const searchFor = SECTIONS.searchFor.id;
  const commands = (searching: boolean): PaletteSection[] =>
    view.groups
      .filter((group) => (group.id === searchFor) === searching)
      .map((group) => ({ id: group.id, heading: group.heading, rows: group.items.map(commandRow) }));
  const ranked = found
    .map(({ source, records }) => {
      const tiers = records.map((record, place) => ({
        record,
        place,
        tier: record.exact ? EXACT_RECORD_TIER : recordTier(record.label, text),
      }));
      tiers.sort((a, b) => b.tier - a.tier || a.place - b.place);
      return { source, records: tiers.map((t) => t.record), best: tiers[0]?.tier ?? -1 };
    })
    .map((group, place) => ({ ...group, place }))
    .sort((a, b) => b.best - a.best || a.place - b.place)
    .filter((group) => group.records.length);
  const recordSection = ({ source, records }: (typeof ranked)[number]): PaletteSection => ({
    id: `source:${source.id}`,
    heading: heading(source),
    rows: records.map((record) => ({
      value: `record:${source.id}:${record.id}`,
      title: record.label,
      detail: record.detail || undefined,
      target: { kind: 'record', record },
    })),
  });
  const named = view.exactTitle ? [] : ranked.filter((group) => group.best >= EXACT_RECORD_TIER);
  const rest = ranked.filter((group) => !named.includes(group));
  return [...named.map(recordSection), ...commands(false), ...rest.map(recordSection), ...commands(true)];
}

/** The row with this value, or undefined. */
export function rowByValue(sections: readonly PaletteSection[], value: string): PaletteRow | undefined {
  for (const section of sections) for (const row of section.rows) if (row.value === value) return row;
  return undefined;
}
