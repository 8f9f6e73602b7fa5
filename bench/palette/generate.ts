/**
 * A seeded generator of palette commands for the benchmark: record shortcuts and saved views as a busy
 * shop would have them (orders, products, customers, suppliers, price lists, coupons, pages), with Swedish
 * titles in their own message catalogue. Same seed, same commands, on every machine.
 */
import type { MessageDescriptor } from 'react-intl';
import { SECTIONS } from '../../src/commands/sections';
import type { Command } from '../../src/commands/types';

/** mulberry32: a tiny, fast, well-distributed 32-bit PRNG. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BRANDS = ['Apple', 'Samsung', 'Huawei', 'OnePlus', 'Xiaomi', 'Sony', 'Nokia', 'Motorola', 'Google', 'Oppo'];
const MODELS = [
  'iPhone 12',
  'iPhone 13 Pro',
  'iPhone SE',
  'Galaxy A52',
  'Galaxy S21',
  'P30 Lite',
  'Nord 2',
  'Redmi Note 10',
  'Xperia 10',
  'Pixel 6',
  'G84',
  'Find X5',
];
const PARTS = ['skärm', 'batteri', 'laddkontakt', 'baksida', 'kamera', 'högtalare', 'skal', 'skärmskydd', 'laddkabel', 'hörlurar'];
const COLOURS = ['svart', 'vit', 'blå', 'röd', 'grön', 'guld', 'silver', 'rosa'];
const FIRST = ['Anna', 'Erik', 'Maria', 'Lars', 'Karin', 'Johan', 'Eva', 'Anders', 'Sara', 'Kalle', 'Lena', 'Per', 'Ingrid', 'Oskar'];
const LAST = ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson', 'Svensson', 'Gustafsson'];
const COMPANIES = [
  'Nordic Parts AB',
  'Mobildelar Sverige',
  'PhoneFix Supply',
  'Skandinaviska Reservdelar',
  'Global Cell Parts',
  'TechSource Europe',
];
const STORES = ['Mobildelar.se', 'Telefonreservdelar.no', 'Handyteile.de', 'Phoneparts.fi'];
const STATUSES = ['väntande', 'under behandling', 'skickade', 'försenade', 'delvis skickade', 'annullerade'];
const TOPICS = ['Frakt och leverans', 'Returer', 'Garanti', 'Om oss', 'Kontakt', 'Betalning', 'Reparationsguide'];

type Kind = (
  pick: <T>(list: readonly T[]) => T,
  int: (min: number, max: number) => number,
) => {
  title: string;
  section: MessageDescriptor;
  keywords: string[];
};

const KINDS: readonly Kind[] = [
  (_, int) => {
    const n = String(int(100000, 9999999));
    return { title: `Öppna order ${n}`, section: SECTIONS.shop, keywords: ['order', n] };
  },
  (pick, int) => {
    const [brand, model, part, colour] = [pick(BRANDS), pick(MODELS), pick(PARTS), pick(COLOURS)];
    const sku = `${model.replace(/\W+/g, '').slice(0, 4).toUpperCase()}-${part.slice(0, 3).toUpperCase()}-${int(100, 999)}`;
    return { title: `Produkt: ${brand} ${model} ${part} ${colour}`, section: SECTIONS.product, keywords: ['produkt', sku] };
  },
  (pick, int) => {
    const [first, last] = [pick(FIRST), pick(LAST)];
    const email = `${first}.${last}${int(1, 99)}@example.com`.toLowerCase();
    return { title: `Kund: ${first} ${last}`, section: SECTIONS.shop, keywords: ['kund', email] };
  },
  (pick) => ({ title: `Leverantör: ${pick(COMPANIES)}`, section: SECTIONS.product, keywords: ['leverantör'] }),
  (pick) => ({ title: `Sparad vy: ${pick(STATUSES)} ordrar, ${pick(STORES)}`, section: SECTIONS.shop, keywords: ['vy', 'filter'] }),
  (pick, int) => ({ title: `Prislista: ${pick(STORES)} ${int(2019, 2026)}`, section: SECTIONS.product, keywords: ['pris'] }),
  (_, int) => {
    const code = `SALE${int(10, 99)}${String.fromCharCode(65 + int(0, 25))}`;
    return { title: `Kupong ${code}`, section: SECTIONS.shop, keywords: ['kupong', code] };
  },
  (pick) => ({ title: `Sida: ${pick(TOPICS)} (${pick(STORES)})`, section: SECTIONS.shop, keywords: ['sida', 'innehåll'] }),
];

export interface Generated {
  commands: Command[];
  /** Swedish titles of the generated commands, by message id. */
  messages: Record<string, string>;
}

export function generateCommands(count: number, seed = 20251122): Generated {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const commands: Command[] = [];
  const messages: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    const { title, section, keywords } = pick(KINDS)(pick, int);
    const id = `bench.generated.${i}`;
    messages[id] = title;
    commands.push({
      id,
      title: { id },
      section,
      keywords,
      scope: 'global',
      when: () => true,
      run: () => undefined,
    });
  }
  return { commands, messages };
}
