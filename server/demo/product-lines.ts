/**
 * What the demo shop sells, described so each product's name, brand, category and group agree (issue 19 §5):
 * spare parts, screen protectors and cases for every demo phone model, and chargers, cables, powerbanks and
 * sound from the accessory brands. A spare part sits in its phone brand's category of its kind
 * (Reservdelar › Samsung › Kameror), carries the phone's brand where the shop sells that brand, and is in a
 * product group only when the group's category and brand are its own. Pure: server/demo/resources-products.ts
 * turns the descriptions into rows.
 */
import type { ProductKind } from './resources-catalogue-reviews';

interface Part {
  code: string;
  sv: string;
  en: string;
  /** Purchase price range in SEK excl. VAT. */
  price: [number, number];
  weight: [number, number];
  /** The kind the demo picture and reviews go by. */
  kind: ProductKind;
  /** Lithium batteries ship as dangerous goods. */
  un?: string;
  /** Where it sits: a spare part's category of its kind, a screen protector's or a case's. */
  shelf: { spare: string } | { protection: string } | { case: string };
  /** Comes in the shop's colours (each colour a product, the part a Variant parent). */
  colours?: boolean;
  /** Made only for iPhones (MagSafe). */
  appleOnly?: boolean;
}

export const PARTS: readonly Part[] = [
  {
    code: 'SCR-OLED',
    sv: 'Skärm OLED',
    en: 'OLED screen',
    price: [280, 1400],
    weight: [60, 140],
    kind: 'screen',
    shelf: { spare: 'Skärmar' },
  },
  { code: 'SCR-LCD', sv: 'Skärm LCD', en: 'LCD screen', price: [120, 600], weight: [60, 140], kind: 'screen', shelf: { spare: 'Skärmar' } },
  {
    code: 'BAT',
    sv: 'Batteri',
    en: 'Battery',
    price: [60, 260],
    weight: [30, 70],
    kind: 'battery',
    un: 'UN3480',
    shelf: { spare: 'Batterier' },
  },
  {
    code: 'CAM-BACK',
    sv: 'Bakre kamera',
    en: 'Rear camera',
    price: [90, 700],
    weight: [10, 30],
    kind: 'tools',
    shelf: { spare: 'Kameror' },
  },
  {
    code: 'CAM-FRONT',
    sv: 'Frontkamera',
    en: 'Front camera',
    price: [40, 250],
    weight: [5, 15],
    kind: 'tools',
    shelf: { spare: 'Kameror' },
  },
  {
    code: 'CAM-LENS',
    sv: 'Kameraglas',
    en: 'Camera lens glass',
    price: [10, 60],
    weight: [2, 6],
    kind: 'tools',
    shelf: { spare: 'Kameror' },
  },
  {
    code: 'PORT',
    sv: 'Laddport med flexkabel',
    en: 'Charging port flex cable',
    price: [30, 160],
    weight: [5, 15],
    kind: 'cable',
    shelf: { spare: 'Laddportar' },
  },
  {
    code: 'BACK-GLS',
    sv: 'Baksidesglas',
    en: 'Back glass',
    price: [50, 300],
    weight: [20, 60],
    kind: 'glass',
    shelf: { spare: 'Baksidor' },
    colours: true,
  },
  {
    code: 'SPK',
    sv: 'Högtalarmodul',
    en: 'Loudspeaker module',
    price: [20, 120],
    weight: [5, 15],
    kind: 'tools',
    shelf: { spare: 'Smådelar' },
  },
  {
    code: 'EAR',
    sv: 'Samtalshögtalare',
    en: 'Earpiece speaker',
    price: [15, 90],
    weight: [2, 6],
    kind: 'tools',
    shelf: { spare: 'Smådelar' },
  },
  {
    code: 'FLEX-PWR',
    sv: 'Flexkabel för strömknapp',
    en: 'Power button flex cable',
    price: [20, 110],
    weight: [2, 6],
    kind: 'cable',
    shelf: { spare: 'Smådelar' },
  },
  {
    code: 'VIB',
    sv: 'Vibrationsmotor',
    en: 'Vibration motor',
    price: [15, 80],
    weight: [3, 10],
    kind: 'tools',
    shelf: { spare: 'Smådelar' },
  },
  {
    code: 'SIM',
    sv: 'SIM-kortshållare',
    en: 'SIM card tray',
    price: [8, 40],
    weight: [2, 5],
    kind: 'tools',
    shelf: { spare: 'Smådelar' },
    colours: true,
  },
  {
    code: 'GLS-9H',
    sv: 'Skärmskydd härdat glas 9H',
    en: 'Tempered glass screen protector 9H',
    price: [8, 40],
    weight: [20, 40],
    kind: 'glass',
    shelf: { protection: 'Härdat glas' },
  },
  {
    code: 'GLS-PRIV',
    sv: 'Integritetsskydd i härdat glas',
    en: 'Privacy tempered glass',
    price: [20, 70],
    weight: [20, 40],
    kind: 'glass',
    shelf: { protection: 'Integritetsskydd' },
  },
  {
    code: 'GLS-CAM',
    sv: 'Kameraskydd',
    en: 'Camera lens protector',
    price: [8, 40],
    weight: [5, 15],
    kind: 'glass',
    shelf: { protection: 'Kameraskydd' },
  },
  {
    code: 'CASE-SIL',
    sv: 'Silikonskal',
    en: 'Silicone case',
    price: [15, 90],
    weight: [25, 60],
    kind: 'case',
    shelf: { case: 'Silikonskal' },
    colours: true,
  },
  {
    code: 'CASE-WAL',
    sv: 'Plånboksfodral',
    en: 'Wallet case',
    price: [30, 140],
    weight: [60, 120],
    kind: 'case',
    shelf: { case: 'Plånboksfodral' },
    colours: true,
  },
  {
    code: 'CASE-MAG',
    sv: 'MagSafe-skal',
    en: 'MagSafe case',
    price: [40, 160],
    weight: [30, 60],
    kind: 'case',
    shelf: { case: 'MagSafe-skal' },
    appleOnly: true,
  },
];

interface Colour {
  code: string;
  sv: string;
  en: string;
}

export const COLOURS: readonly Colour[] = [
  { code: 'BLK', sv: 'svart', en: 'black' },
  { code: 'WHT', sv: 'vit', en: 'white' },
  { code: 'BLU', sv: 'blå', en: 'blue' },
  { code: 'RED', sv: 'röd', en: 'red' },
  { code: 'GRN', sv: 'grön', en: 'green' },
];

/** The phone brands' nodes in the category tree; other brands' parts sit under "Övriga märken". */
const BRAND_NODE: Readonly<Record<string, string>> = { Apple: 'iPhone', Samsung: 'Samsung', Google: 'Google Pixel' };

/** Who makes the screen protectors and cases the shop sells for a phone (the phone's maker's own beside them). */
const PROTECTION_MAKERS = ['PanzerGlass', 'ESR', 'ZAGG', 'Spigen'];
const CASE_MAKERS: Readonly<Record<string, readonly string[]>> = {
  Silikonskal: ['Spigen', 'OtterBox', 'Holdit', 'UAG', 'Ringke', 'Caseology', 'Tech21', 'Nudient', 'iDeal of Sweden', 'Pitaka'],
  Plånboksfodral: ['dbramante1928', 'Holdit', 'iDeal of Sweden', 'Spigen'],
  'MagSafe-skal': ['Apple', 'Spigen', 'ESR', 'Holdit', 'Pitaka'],
};

/** A product to seed: its SKU, names, what it is and where it belongs. */
export interface Described {
  sku: string;
  name: { sv: string; en: string };
  part: Part | null;
  /** The picture's kind (server/demo/demo-images.ts), a colour after a colon. */
  picture: string;
  kind: ProductKind | null;
  brand: string | null;
  /** Category path joined with ' › '. */
  category: string | null;
  /** Product group code (resources-catalogue-data.ts GROUPS), only where its category and brand are the product's. */
  group: string | null;
  purchase: [number, number];
  weight: [number, number];
}

/** A stable choice among options from a text, so a part's colours share its brand. */
function choose<T>(options: readonly T[], key: string): T {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return options[hash % options.length];
}

/** "Silikonskal" → "silikonskal" after a brand; "MagSafe-skal" and "OLED screen" keep their capitals. */
const afterBrand = (text: string) => (/\p{Lu}/u.test(text.split(' ')[0].slice(1)) ? text : text[0].toLowerCase() + text.slice(1));

/** The name a phone is sold under: "iPhone 13", "Samsung Galaxy A54 5G", "Motorola Moto G54". */
function phoneName(brand: string, model: string): string {
  return model.startsWith(brand) || brand === 'Apple' ? model : `${brand} ${model}`;
}

/** "iPhone 13 Pro Max" → "IP13PM", "Galaxy S24 Ultra" (Samsung) → "SAS24U": short words whole, long ones by their initial. */
function modelCode(brand: string, model: string): string {
  // "Plus" and "+" are PL, so "iPhone 15 Plus" (IP15PL) and "iPhone 15 Pro" (IP15P) keep apart.
  const [, ...words] = model
    .replace(/[()]/g, '')
    .replace(/\+$/, ' PL')
    .replace(/\bPlus\b/, 'PL')
    .split(/\s+/);
  const head = brand === 'Apple' ? 'IP' : brand.slice(0, 2).toUpperCase();
  return `${head}${words.map((w) => (/\d/.test(w) || w.length <= 2 ? w : w[0])).join('')}`
    .replace(/[^0-9A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, 16);
}

/**
 * A part for a phone model, in a colour or not. `shopBrands` are the brands the shop has (a spare part carries
 * its phone's maker when the shop has that brand, else none); `categories` the category paths there are.
 */
export function describePart(
  part: Part,
  phone: { brand: string; model: string },
  colour: Colour | null,
  shopBrands: ReadonlySet<string>,
  categories: ReadonlySet<string>,
  sku = `${modelCode(phone.brand, phone.model)}-${part.code}${colour ? `-${colour.code}` : ''}`,
): Described {
  const sold = phoneName(phone.brand, phone.model);
  const node = BRAND_NODE[phone.brand];
  const first = (...paths: (string | null)[]) => paths.find((p): p is string => p != null && categories.has(p)) ?? null;
  const base = colour ? sku.slice(0, -(colour.code.length + 1)) : sku;
  let brand: string | null;
  let category: string | null;
  let group: string | null = null;
  if ('spare' in part.shelf) {
    brand = shopBrands.has(phone.brand) ? phone.brand : null;
    category = first(`Reservdelar › ${node ?? 'Övriga märken'} › ${part.shelf.spare}`, 'Reservdelar');
    if (phone.brand === 'Apple' && part.shelf.spare === 'Skärmar') group = 'IP-SCR';
    if (phone.brand === 'Apple' && part.shelf.spare === 'Batterier') group = 'IP-BAT';
    if (phone.brand === 'Samsung' && brand === 'Samsung' && part.shelf.spare === 'Skärmar') group = 'SG-SCR';
  } else if ('protection' in part.shelf) {
    brand = choose(PROTECTION_MAKERS, base);
    category = first(`Skärmskydd › ${node} › ${part.shelf.protection}`, node ? `Skärmskydd › ${node}` : null, 'Skärmskydd');
    if (category === 'Skärmskydd › iPhone › Härdat glas' && brand === 'PanzerGlass') group = 'GLS-IP';
  } else {
    const makers = CASE_MAKERS[part.shelf.case];
    brand = choose(shopBrands.has(phone.brand) && node ? [...makers, phone.brand] : makers, base);
    category = first(`Mobilskal › ${node} › ${part.shelf.case}`, node ? `Mobilskal › ${node}` : null, 'Mobilskal');
    if (category === 'Mobilskal › iPhone › Plånboksfodral' && brand === 'dbramante1928') group = 'WALLET-LTH';
    if (category === 'Mobilskal › iPhone › MagSafe-skal') group = 'MAGSAFE';
  }
  // A brand is named before the part, unless the phone's name already says it ("Silikonskal till Samsung Galaxy S24").
  const branded = brand && !('spare' in part.shelf) && !sold.split(' ').includes(brand);
  const sv = `${branded ? `${brand} ${afterBrand(part.sv)}` : part.sv} till ${sold}${colour ? `, ${colour.sv}` : ''}`;
  const en = `${branded ? `${brand} ${afterBrand(part.en)}` : part.en} for ${sold}${colour ? `, ${colour.en}` : ''}`;
  return {
    sku,
    name: { sv, en },
    part,
    picture: colour && part.kind !== 'charger' && part.kind !== 'powerbank' ? `${part.kind}:${colour.code}` : part.kind,
    kind: part.kind,
    brand,
    category,
    group,
    purchase: part.price,
    weight: part.weight,
  };
}

interface Line {
  /** The SKUs' first part. */
  prefix: string;
  kind: ProductKind;
  category: string;
  brands: readonly string[];
  /** The line's models: SKU tail, Swedish and English words after the brand. */
  models: readonly { code: string; sv: string; en: string; group?: string }[];
  price: [number, number];
  weight: [number, number];
  /** The group its products are in, for one brand only when the group has a brand. */
  group?: { code: string; brand?: string };
}

const watts = (kind: string, kindEn: string, ws: readonly number[], ports: readonly [string, string, string][]) =>
  ws.flatMap((w) =>
    ports.map(([code, sv, en]) => ({
      code: `${String(w).replace('.', '')}W${code}`,
      sv: `${kind} ${String(w).replace('.', ',')} W${sv}`,
      en: `${kindEn} ${w} W${en}`,
    })),
  );
const cables = [
  ['CC', 'USB-C-kabel', 'USB-C cable'],
  ['CL', 'USB-C till Lightning-kabel', 'USB-C to Lightning cable'],
  ['AC', 'USB-A till USB-C-kabel', 'USB-A to USB-C cable'],
  ['AL', 'USB-A till Lightning-kabel', 'USB-A to Lightning cable'],
] as const;
const lengths = ['0.5', '1', '1.5', '2', '3'];
const cableModels = (lightning: boolean) =>
  cables
    .filter(([code]) => code.endsWith('L') === lightning)
    .flatMap(([code, sv, en]) =>
      lengths.flatMap((m) =>
        [
          ['W', 'vit', 'white'],
          ['B', 'svart', 'black'],
        ].map(([c, csv, cen]) => ({
          code: `${code}${m.replace('.', '')}M${c}`,
          sv: `${sv} ${m.replace('.', ',')} m, ${csv}`,
          en: `${en} ${m} m, ${cen}`,
          group: code === 'CC' ? 'CBL-USBC' : undefined,
        })),
      ),
    );

/** The accessory lines, by brand: what fills the catalogue beside the parts for each phone. */
const LINES: readonly Line[] = [
  {
    kind: 'charger',
    prefix: 'CHG',
    category: 'Laddare & kablar › Väggladdare',
    brands: ['Apple', 'Samsung', 'Anker', 'Belkin', 'Baseus', 'Ugreen', 'Deltaco', 'Cellularline'],
    models: watts(
      'väggladdare',
      'wall charger',
      [20, 25, 30, 35, 45, 65, 100],
      [
        ['1C', ', USB-C', ', USB-C'],
        ['2C', ', 2 × USB-C', ', 2 × USB-C'],
        ['CA', ', USB-C och USB-A', ', USB-C and USB-A'],
      ],
    ),
    price: [60, 380],
    weight: [40, 200],
    group: { code: 'CHG-FAST' },
  },
  {
    kind: 'charger',
    prefix: 'CAR',
    category: 'Laddare & kablar › Billaddare',
    brands: ['Anker', 'Belkin', 'Baseus', 'Ugreen', 'Deltaco'],
    models: watts('billaddare', 'car charger', [12, 20, 30, 45], [['2C', ', 2 × USB-C', ', 2 × USB-C']]),
    price: [40, 220],
    weight: [20, 60],
  },
  {
    kind: 'charger',
    prefix: 'WCH',
    category: 'Laddare & kablar › Trådlösa laddare',
    brands: ['Apple', 'Samsung', 'Belkin', 'Anker', 'ESR', 'Mophie', 'Satechi'],
    models: watts(
      'trådlös laddare',
      'wireless charger',
      [7.5, 10, 15],
      [
        ['P', ', platta', ', pad'],
        ['S', ', ställ', ', stand'],
      ],
    ),
    price: [120, 600],
    weight: [80, 250],
  },
  {
    kind: 'cable',
    prefix: 'CBL',
    category: 'Laddare & kablar › Kablar › USB-C-kablar',
    brands: ['Apple', 'Samsung', 'Anker', 'Belkin', 'Baseus', 'Ugreen', 'Deltaco', 'Satechi', 'Cellularline'],
    models: cableModels(false),
    price: [30, 180],
    weight: [20, 90],
  },
  {
    kind: 'cable',
    prefix: 'CBL',
    category: 'Laddare & kablar › Kablar › Lightning-kablar',
    brands: ['Apple', 'Anker', 'Belkin', 'Deltaco', 'Cellularline'],
    models: cableModels(true),
    price: [40, 200],
    weight: [20, 90],
  },
  {
    kind: 'powerbank',
    prefix: 'PB',
    category: 'Laddare & kablar › Powerbanks',
    brands: ['Anker', 'Belkin', 'Baseus', 'Ugreen', 'Mophie', 'Deltaco'],
    models: [5_000, 10_000, 20_000, 26_800].flatMap((mah) =>
      [
        ['B', 'svart', 'black'],
        ['W', 'vit', 'white'],
      ].map(([c, sv, en]) => ({
        code: `${mah / 100}${c}`,
        sv: `powerbank ${mah.toLocaleString('sv-SE')} mAh, ${sv}`,
        en: `power bank ${mah.toLocaleString('en-GB')} mAh, ${en}`,
      })),
    ),
    price: [90, 700],
    weight: [110, 500],
    group: { code: 'PWR', brand: 'Anker' },
  },
  {
    kind: 'audio',
    prefix: 'EAR',
    category: 'Hörlurar & ljud › Trådlösa hörlurar',
    brands: ['JBL', 'Sony', 'Marshall', 'Urbanista', 'Samsung', 'Anker'],
    models: (
      [
        ['IE', 'trådlösa in-ear-hörlurar', 'wireless in-ear headphones'],
        ['OE', 'trådlösa on-ear-hörlurar', 'wireless on-ear headphones'],
        ['OV', 'trådlösa over-ear-hörlurar', 'wireless over-ear headphones'],
      ] as const
    ).flatMap(([code, sv, en]) =>
      [
        ['ANC', ' med brusreducering', ' with noise cancelling'],
        ['STD', '', ''],
      ].flatMap(([anc, asv, aen]) =>
        COLOURS.slice(0, 3).map((c) => ({ code: `${code}-${anc}-${c.code}`, sv: `${sv}${asv}, ${c.sv}`, en: `${en}${aen}, ${c.en}` })),
      ),
    ),
    price: [150, 2_000],
    weight: [40, 320],
  },
  {
    kind: 'audio',
    prefix: 'SPK',
    category: 'Hörlurar & ljud › Högtalare',
    brands: ['JBL', 'Marshall', 'Sony', 'Urbanista'],
    models: (
      [
        ['S', 'bärbar högtalare, liten', 'portable speaker, small'],
        ['M', 'bärbar högtalare, mellan', 'portable speaker, medium'],
        ['L', 'bärbar högtalare, stor', 'portable speaker, large'],
      ] as const
    ).flatMap(([code, sv, en]) =>
      COLOURS.slice(0, 3).map((c) => ({ code: `${code}-${c.code}`, sv: `${sv}, ${c.sv}`, en: `${en}, ${c.en}` })),
    ),
    price: [250, 2_500],
    weight: [200, 1_500],
  },
  {
    kind: 'tools',
    prefix: 'TOOL',
    category: 'Verktyg & reparation › Verktygssatser',
    brands: ['iFixit', 'Deltaco'],
    models: [
      { code: 'KIT-64', sv: 'verktygssats med 64 bits', en: 'toolkit with 64 bits' },
      { code: 'KIT-ESS', sv: 'verktygssats för mobilreparation', en: 'phone repair toolkit' },
      { code: 'OPEN', sv: 'öppningsverktyg, 10 delar', en: 'opening tools, 10 pieces' },
      { code: 'SUCT', sv: 'sugkopp för skärmbyte', en: 'suction cup for screen repairs' },
      { code: 'MAT', sv: 'magnetisk skruvmatta', en: 'magnetic project mat' },
    ],
    price: [40, 700],
    weight: [50, 900],
    group: { code: 'TOOLS', brand: 'iFixit' },
  },
];

const brandCode = (brand: string) =>
  brand
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 4)
    .toUpperCase();

/** Every accessory of the lines, brand by brand. */
export function describeAccessories(): Described[] {
  return LINES.flatMap((line) =>
    line.models.flatMap((model) =>
      line.brands.map((brand): Described => {
        const group = model.group ?? (line.group && (!line.group.brand || line.group.brand === brand) ? line.group.code : null);
        return {
          sku: `${line.prefix}-${brandCode(brand)}-${model.code}`,
          name: { sv: `${brand} ${model.sv}`, en: `${brand} ${model.en}` },
          part: null,
          picture: line.kind,
          kind: line.kind,
          brand,
          category: line.category,
          group,
          purchase: line.price,
          weight: line.weight,
        };
      }),
    ),
  );
}

type DemoSpec =
  | { part: string; phone: [brand: string, model: string]; colour?: Colour }
  | { sv: string; en: string; kind: ProductKind; brand: string | null; category: string; group?: string; price: [number, number] };

/** The article numbers other demo rows name (reviews, deals, sign-ups), each described as the catalogue sells it. */
const DEMO_SPECS: Readonly<Record<string, DemoSpec>> = {
  'IP11-SCR-LCD': { part: 'SCR-LCD', phone: ['Apple', 'iPhone 11'] },
  'IP12-SCR-OLED': { part: 'SCR-OLED', phone: ['Apple', 'iPhone 12'] },
  'IP13-SCR-OLED': { part: 'SCR-OLED', phone: ['Apple', 'iPhone 13'] },
  'IP13P-SCR-OLED': { part: 'SCR-OLED', phone: ['Apple', 'iPhone 13 Pro'] },
  'IP14-SCR-OLED': { part: 'SCR-OLED', phone: ['Apple', 'iPhone 14'] },
  'IP14PM-SCR-OLED': { part: 'SCR-OLED', phone: ['Apple', 'iPhone 14 Pro Max'] },
  'IP15-SCR-OLED': { part: 'SCR-OLED', phone: ['Apple', 'iPhone 15'] },
  'IP15P-SCR-OLED': { part: 'SCR-OLED', phone: ['Apple', 'iPhone 15 Pro'] },
  'SGS23-SCR': { part: 'SCR-OLED', phone: ['Samsung', 'Galaxy S23'] },
  'SGS24U-SCR': { part: 'SCR-OLED', phone: ['Samsung', 'Galaxy S24 Ultra'] },
  'SGA54-SCR': { part: 'SCR-OLED', phone: ['Samsung', 'Galaxy A54 5G'] },
  'GP7-SCR': { part: 'SCR-OLED', phone: ['Google', 'Pixel 7'] },
  'GP8-SCR': { part: 'SCR-OLED', phone: ['Google', 'Pixel 8'] },
  'IP11-BAT': { part: 'BAT', phone: ['Apple', 'iPhone 11'] },
  'IP12-BAT': { part: 'BAT', phone: ['Apple', 'iPhone 12'] },
  'IP13-BAT': { part: 'BAT', phone: ['Apple', 'iPhone 13'] },
  'IP14-BAT': { part: 'BAT', phone: ['Apple', 'iPhone 14'] },
  'SGS21-BAT': { part: 'BAT', phone: ['Samsung', 'Galaxy S21'] },
  'SGS22-BAT': { part: 'BAT', phone: ['Samsung', 'Galaxy S22'] },
  'SGA52-BAT': { part: 'BAT', phone: ['Samsung', 'Galaxy A52'] },
  'GP6A-BAT': { part: 'BAT', phone: ['Google', 'Pixel 6a'] },
  'IP15-CASE-SIL-BLK': { part: 'CASE-SIL', phone: ['Apple', 'iPhone 15'], colour: COLOURS[0] },
  'IP15P-CASE-MAG-CLR': { part: 'CASE-MAG', phone: ['Apple', 'iPhone 15 Pro'], colour: { code: 'CLR', sv: 'genomskinligt', en: 'clear' } },
  'IP14-CASE-WAL-BRN': { part: 'CASE-WAL', phone: ['Apple', 'iPhone 14'], colour: { code: 'BRN', sv: 'brun', en: 'brown' } },
  'IP13-CASE-SIL-RED': { part: 'CASE-SIL', phone: ['Apple', 'iPhone 13'], colour: COLOURS[3] },
  'SGS24-CASE-SIL-BLK': { part: 'CASE-SIL', phone: ['Samsung', 'Galaxy S24'], colour: COLOURS[0] },
  'SGA55-CASE-WAL-BLK': { part: 'CASE-WAL', phone: ['Samsung', 'Galaxy A55 5G'], colour: COLOURS[0] },
  'IP15-GLS-9H': { part: 'GLS-9H', phone: ['Apple', 'iPhone 15'] },
  'IP14-GLS-9H': { part: 'GLS-9H', phone: ['Apple', 'iPhone 14'] },
  'IP13-GLS-PRIV': { part: 'GLS-PRIV', phone: ['Apple', 'iPhone 13'] },
  'SGS24-GLS-9H': { part: 'GLS-9H', phone: ['Samsung', 'Galaxy S24'] },
  'IP15P-GLS-CAM': { part: 'GLS-CAM', phone: ['Apple', 'iPhone 15 Pro'] },
  'CHG-USBC-20W': {
    sv: 'Apple väggladdare 20 W, USB-C',
    en: 'Apple wall charger 20 W, USB-C',
    kind: 'charger',
    brand: 'Apple',
    category: 'Laddare & kablar › Väggladdare',
    group: 'CHG-FAST',
    price: [120, 160],
  },
  'CHG-USBC-35W-2P': {
    sv: 'Apple väggladdare 35 W, 2 × USB-C',
    en: 'Apple wall charger 35 W, 2 × USB-C',
    kind: 'charger',
    brand: 'Apple',
    category: 'Laddare & kablar › Väggladdare',
    group: 'CHG-FAST',
    price: [260, 320],
  },
  'CHG-MAG-15W': {
    sv: 'Apple MagSafe-laddare 15 W',
    en: 'Apple MagSafe charger 15 W',
    kind: 'charger',
    brand: 'Apple',
    category: 'Laddare & kablar › Trådlösa laddare',
    price: [250, 320],
  },
  'CHG-CAR-30W': {
    sv: 'Belkin billaddare 30 W, USB-C',
    en: 'Belkin car charger 30 W, USB-C',
    kind: 'charger',
    brand: 'Belkin',
    category: 'Laddare & kablar › Billaddare',
    price: [120, 180],
  },
  'CBL-USBC-LTG-1M': {
    sv: 'Apple USB-C till Lightning-kabel 1 m',
    en: 'Apple USB-C to Lightning cable 1 m',
    kind: 'cable',
    brand: 'Apple',
    category: 'Laddare & kablar › Kablar › Lightning-kablar',
    price: [110, 150],
  },
  'CBL-USBC-USBC-2M': {
    sv: 'Apple USB-C-kabel 2 m',
    en: 'Apple USB-C cable 2 m',
    kind: 'cable',
    brand: 'Apple',
    category: 'Laddare & kablar › Kablar › USB-C-kablar',
    group: 'CBL-USBC',
    price: [110, 150],
  },
  'CBL-USBC-USBC-1M-BR': {
    sv: 'Anker USB-C-kabel 1 m, flätad',
    en: 'Anker USB-C cable 1 m, braided',
    kind: 'cable',
    brand: 'Anker',
    category: 'Laddare & kablar › Kablar › USB-C-kablar',
    group: 'CBL-USBC',
    price: [60, 90],
  },
  'PB-10000-PD': {
    sv: 'Anker powerbank 10 000 mAh, USB-C PD',
    en: 'Anker power bank 10,000 mAh, USB-C PD',
    kind: 'powerbank',
    brand: 'Anker',
    category: 'Laddare & kablar › Powerbanks',
    group: 'PWR',
    price: [180, 240],
  },
  'PB-20000-PD': {
    sv: 'Anker powerbank 20 000 mAh, USB-C PD',
    en: 'Anker power bank 20,000 mAh, USB-C PD',
    kind: 'powerbank',
    brand: 'Anker',
    category: 'Laddare & kablar › Powerbanks',
    group: 'PWR',
    price: [280, 360],
  },
  'TOOL-KIT-PRO': {
    sv: 'iFixit Pro Tech verktygssats',
    en: 'iFixit Pro Tech toolkit',
    kind: 'tools',
    brand: 'iFixit',
    category: 'Verktyg & reparation › Verktygssatser',
    group: 'TOOLS',
    price: [450, 560],
  },
  'TOOL-OPEN-SET': {
    sv: 'iFixit öppningsverktyg, 6 delar',
    en: 'iFixit opening tools, 6 pieces',
    kind: 'tools',
    brand: 'iFixit',
    category: 'Verktyg & reparation › Verktygssatser',
    group: 'TOOLS',
    price: [60, 90],
  },
  'ADH-B7000-15ML': {
    sv: 'Lim B-7000 för skärmar, 15 ml',
    en: 'B-7000 screen adhesive, 15 ml',
    kind: 'tools',
    brand: null,
    category: 'Verktyg & reparation › Lim & tejp',
    price: [15, 30],
  },
  'EAR-TWS-ANC-BLK': {
    sv: 'JBL trådlösa in-ear-hörlurar med brusreducering, svart',
    en: 'JBL wireless in-ear headphones with noise cancelling, black',
    kind: 'audio',
    brand: 'JBL',
    category: 'Hörlurar & ljud › Trådlösa hörlurar',
    price: [600, 900],
  },
  'SPK-BT-MINI': {
    sv: 'Marshall bärbar högtalare, liten',
    en: 'Marshall portable speaker, small',
    kind: 'audio',
    brand: 'Marshall',
    category: 'Hörlurar & ljud › Högtalare',
    price: [700, 1_000],
  },
};

/** The demo article numbers (DEMO_SKUS) described; one without a description stops the seed. */
export function describeDemoSkus(skus: readonly string[], shopBrands: ReadonlySet<string>, categories: ReadonlySet<string>): Described[] {
  return skus.map((sku) => {
    const spec = DEMO_SPECS[sku];
    if (!spec) throw new Error(`Demo article ${sku} has no description in product-lines.ts`);
    if ('part' in spec) {
      const part = PARTS.find((p) => p.code === spec.part)!;
      const [brand, model] = spec.phone;
      return describePart(part, { brand, model }, spec.colour ?? null, shopBrands, categories, sku);
    }
    return {
      sku,
      name: { sv: spec.sv, en: spec.en },
      part: null,
      picture: spec.kind,
      kind: spec.kind,
      brand: spec.brand,
      category: spec.category,
      group: spec.group ?? null,
      purchase: spec.price,
      weight: [40, 300],
    };
  });
}
