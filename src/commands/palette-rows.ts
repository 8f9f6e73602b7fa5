/**
 * The palette's options in the order it shows them: the matching commands (suggestions first), then the
 * records the server found, then the scope searches for the typed text. One list, so the option drawn
 * first is the one highlighted and the one Enter runs.
 */
import type { PaletteItem, PaletteView } from './palette-model';
import { SECTIONS } from './sections';
import type { PaletteRecord, PaletteSource, Shortcut } from './types';

export interface PaletteRow {
  /** Unique cmdk value of the option. */
  value: string;
  title: string;
  /** Accessible name when it differs from the whole text (commands: the title without the key hint). */
  label?: string;
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
    label: item.title,
    shortcut: item.withQuery ? undefined : item.command.shortcut,
    target: { kind: 'command', item },
  };
}

export function paletteSections(
  view: PaletteView,
  found: readonly SourceRecords[],
  heading: (source: PaletteSource) => string,
): PaletteSection[] {
  const sections: PaletteSection[] = [];
  const searchFor = SECTIONS.searchFor.id;
  for (const group of view.groups) {
    if (group.id !== searchFor) sections.push({ id: group.id, heading: group.heading, rows: group.items.map(commandRow) });
  }
  for (const { source, records } of found) {
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
