/**
 * The palette's options in the order it shows them: the matching commands (suggestions first), then the
 * records the server found, then the scope searches for the typed text. One list, so the option drawn
 * first is the one highlighted and the one Enter runs. The records are ordered by how well their title
 * answers the text (recordTier: the exact title, then a title starting with it, then the words of the title,
 * then the rest), the groups by their best record; the server's order breaks ties.
 */
import { recordTier, type PaletteItem, type PaletteView } from './palette-model';
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
  const sections: PaletteSection[] = [];
  const searchFor = SECTIONS.searchFor.id;
  for (const group of view.groups) {
    if (group.id !== searchFor) sections.push({ id: group.id, heading: group.heading, rows: group.items.map(commandRow) });
  }
  const ranked = found
    .map(({ source, records }) => {
      const tiers = records.map((record, place) => ({ record, place, tier: recordTier(record.label, text) }));
      tiers.sort((a, b) => b.tier - a.tier || a.place - b.place);
      return { source, records: tiers.map((t) => t.record), best: tiers[0]?.tier ?? -1 };
    })
    .map((group, place) => ({ ...group, place }))
    .sort((a, b) => b.best - a.best || a.place - b.place);
  for (const { source, records } of ranked) {
    if (!records.length) continue;
    sections.push({
      id: `source:${source.id}`,
      heading: heading(source),
      rows: records.map((record) => ({
        value: `record:${source.id}:${record.id}`,
        title: record.label,
        detail: record.detail || undefined,
        target: { kind: 'record', record },
      })),
    });
  }
  for (const group of view.groups) {
    if (group.id === searchFor) sections.push({ id: group.id, heading: group.heading, rows: group.items.map(commandRow) });
  }
  return sections;
}

/** The row with this value, or undefined. */
export function rowByValue(sections: readonly PaletteSection[], value: string): PaletteRow | undefined {
  for (const section of sections) for (const row of section.rows) if (row.value === value) return row;
  return undefined;
}
