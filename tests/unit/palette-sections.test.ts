/**
 * How the palette merges the commands that match the typed text with the records the server found
 * (paletteSections), with the real registry and the Swedish catalogue, for an administrator: a record the text
 * names (its title, or a number the server matched exactly) is the first option, before commands whose titles
 * merely contain the text and before the searches the text looks like; a command whose title is the text keeps
 * the lead; records that only start with or mention the text stay after the commands.
 */
import { readCatalogue } from '../catalogue';
import { createIntl } from '@formatjs/intl';
import type { MessageDescriptor } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { applicable, indexCommands, paletteView } from '../../src/commands/palette-model';
import { paletteSections, type SourceRecords } from '../../src/commands/palette-rows';
import { RECORD_SOURCES } from '../../src/commands/record-sources';
import { registry } from '../../src/commands/registry';
import type { PaletteRecord } from '../../src/commands/types';
import { SCREENS } from '../../src/domain/screens';
import { commandContext } from './command-context';

const sv: Record<string, string> = readCatalogue('sv');
for (const s of SCREENS) sv[s.titleId] ??= s.titleId;
const intl = createIntl({ locale: 'sv', messages: sv });
const format = (d: MessageDescriptor, values?: Record<string, string>) => intl.formatMessage(d, values);
const index = applicable(indexCommands(registry.commands, format), commandContext(1));

const [customers, resources] = RECORD_SOURCES;

/** A record as a source hands it over (the server's answer, already read). */
function record(label: string, detail: string, exact?: boolean): PaletteRecord {
  return { id: `${label}:${detail}`, label, detail, exact, run: () => undefined };
}

/** The options' titles in the order the palette shows them, for the text and the records found. */
function shown(text: string, found: readonly SourceRecords[]): string[] {
  const view = paletteView({ index, text, recent: [], format });
  return paletteSections(view, found, (source) => format(source.section), text).flatMap((section) => section.rows.map((row) => row.title));
}

describe('the palette merges commands and records', () => {
  it('puts the brand typed before "Byt språk till svenska", which only contains the letters', () => {
    const found = [
      {
        source: resources,
        records: [
          record('UAG silikonskal till iPhone 13', 'Produkt · IP13-CASE-SIL', false),
          record('UAG', 'Varumärke · https://www.urbanarmorgear.com', true),
        ],
      },
    ];
    const titles = shown('UAG', found);
    expect(titles[0]).toBe('UAG');
    expect(titles[1]).toBe('UAG silikonskal till iPhone 13');
    // Without the records the first option would switch the language.
    expect(shown('UAG', [])[0]).toMatch(/språk/i);
  });

  it('puts a record of the number typed before the search the number suggests', () => {
    const found = [
      { source: resources, records: [record('100031', 'Order · Kaarina Laitinen', false), record('500011', 'Faktura · Öppen', true)] },
    ];
    expect(shown('500011', [])[0]).toBe('Sök ordrar efter ”500011”');
    expect(shown('500011', found).slice(0, 3)).toEqual(['500011', '100031', 'Sök ordrar efter ”500011”']);
    // Letters and digits suggest a product search; a subscription's number leads it.
    const subscription = [{ source: resources, records: [record('S1026', 'Prenumeration · Olle Pettersson', true)] }];
    expect(shown('S1026', subscription).slice(0, 2)).toEqual(['S1026', 'Sök produkter efter ”S1026”']);
  });

  it('puts a record the server matched by a number it shows beside its title first (a ticket)', () => {
    const found = [{ source: resources, records: [record('Försenad leverans, order 100713', 'Ärende · T101999', true)] }];
    expect(shown('T101999', found)[0]).toBe('Försenad leverans, order 100713');
  });

  it("puts the customer whose name is typed first, in the customers' group", () => {
    const found = [{ source: customers, records: [record('Kalle Anka', 'kalle@example.com · Ankeborg')] }];
    expect(shown('kalle anka', found)[0]).toBe('Kalle Anka');
  });

  it('keeps a command whose title is the text first, and records that only start with the text after the commands', () => {
    const found = [
      { source: resources, records: [record('Ordrar', 'Sida · ordrar', true), record('Orderbekräftelse', 'E-postmall', false)] },
    ];
    expect(shown('Ordrar', found)[0]).toBe('Ordrar');
    expect(shown('Ordrar', found)[1]).not.toBe('Ordrar');
    const titles = shown('order', [{ source: resources, records: [record('Orderbekräftelse', 'E-postmall', false)] }]);
    expect(titles.indexOf('Orderbekräftelse')).toBeGreaterThan(0);
    expect(titles.indexOf('Orderbekräftelse')).toBeLessThan(titles.indexOf('Sök ordrar efter ”order”'));
  });
});
