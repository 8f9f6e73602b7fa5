/**
 * The fixed tables behind the catalogue demo rows (server/demo/resources-catalogue.ts): the category
 * tree, phone brands and models with their real release years and model numbers, brands, suppliers,
 * attributes, tags, templates, groups and cross-selling rules of a Nordic spare-parts and accessories shop.
 * Supplier companies are invented; their addresses use the reserved example domains and their phone
 * numbers the ranges set aside for fiction.
 */

export interface CategorySeed {
  name: string;
  layout?: 'grid' | 'list' | 'models' | 'landing';
  label?: { text: string; color: string; background: string };
  /** Country codes of the storefronts the category is hidden in. */
  hiddenIn?: readonly string[];
  canBeMain?: boolean;
  /** The storefront's first product order (PRODUCT_ORDER); popularity when not given. */
  order?: number;
  description?: string;
  children?: readonly CategorySeed[];
}

const leaves = (...names: string[]): CategorySeed[] => names.map((name) => ({ name }));

/** The spare parts' categories under each phone brand (Reservdelar › iPhone › Skärmar …), one per kind of part. */
const SPARE_PART_KINDS = ['Skärmar', 'Batterier', 'Kameror', 'Laddportar', 'Baksidor', 'Smådelar'] as const;

/** Three levels: department › phone brand or kind › part or product type. */
export const CATEGORY_TREE: readonly CategorySeed[] = [
  {
    name: 'Mobilskal',
    canBeMain: false,
    description: '<p>Skal och fodral till de vanligaste mobilerna – från tunna silikonskal till stöttåliga skal och plånboksfodral.</p>',
    children: [
      {
        name: 'iPhone',
        children: [
          { name: 'Silikonskal' },
          { name: 'Plånboksfodral' },
          { name: 'MagSafe-skal', order: 6, label: { text: 'Nyhet', color: '#ffffff', background: '#1d4ed8' } },
          { name: 'Stöttåliga skal' },
        ],
      },
      { name: 'Samsung', children: leaves('Silikonskal', 'Plånboksfodral') },
      { name: 'Google Pixel' },
    ],
  },
  {
    name: 'Skärmskydd',
    canBeMain: false,
    description: '<p>Härdat glas och skyddsfilm som skyddar skärmen mot repor och sprickor.</p>',
    children: [
      { name: 'iPhone', children: leaves('Härdat glas', 'Integritetsskydd', 'Kameraskydd') },
      { name: 'Samsung' },
      { name: 'Google Pixel' },
    ],
  },
  {
    name: 'Reservdelar',
    canBeMain: false,
    layout: 'models',
    description:
      '<p>Reservdelar för att laga mobilen själv: skärmar, batterier, kameror och mer. Välj din modell så visar vi delarna som passar.</p>',
    children: [
      {
        name: 'iPhone',
        layout: 'models',
        children: [
          { name: 'Skärmar', label: { text: 'Populär', color: '#1f2937', background: '#fde68a' } },
          ...leaves(...SPARE_PART_KINDS.slice(1)),
        ],
      },
      { name: 'Samsung', layout: 'models', children: leaves(...SPARE_PART_KINDS) },
      { name: 'Google Pixel', layout: 'models', children: leaves(...SPARE_PART_KINDS) },
      { name: 'Övriga märken', layout: 'models', children: leaves(...SPARE_PART_KINDS) },
    ],
  },
  {
    name: 'Laddare & kablar',
    canBeMain: false,
    children: [
      { name: 'Väggladdare' },
      { name: 'Trådlösa laddare' },
      { name: 'Billaddare' },
      { name: 'Powerbanks' },
      { name: 'Kablar', layout: 'list', order: 2, children: leaves('USB-C-kablar', 'Lightning-kablar') },
    ],
  },
  { name: 'Hörlurar & ljud', canBeMain: false, order: 5, children: leaves('Trådlösa hörlurar', 'Högtalare') },
  {
    name: 'Verktyg & reparation',
    canBeMain: false,
    children: [
      { name: 'Verktygssatser' },
      // Solvent-based adhesives ship as dangerous goods, which the Norwegian carrier does not take.
      { name: 'Lim & tejp', layout: 'list', hiddenIn: ['NO'] },
    ],
  },
  {
    name: 'Outlet',
    layout: 'landing',
    order: 4,
    canBeMain: false,
    hiddenIn: ['FI'],
    label: { text: 'Rea', color: '#ffffff', background: '#b91c1c' },
    description: '<p>Utgående modeller och överlager till nedsatta priser. Så länge lagret räcker.</p>',
  },
];

interface PhoneModelSeed {
  name: string;
  year: number;
  aliases?: string;
}

export interface PhoneBrandSeed {
  name: string;
  visible?: boolean;
  models: readonly PhoneModelSeed[];
}

const iphone = (name: string, year: number, aliases?: string): PhoneModelSeed => ({ name: `iPhone ${name}`, year, aliases });
const galaxy = (name: string, year: number, aliases?: string): PhoneModelSeed => ({ name: `Galaxy ${name}`, year, aliases });
const pixel = (name: string, year: number, aliases: string): PhoneModelSeed => ({ name: `Pixel ${name}`, year, aliases });

/** Ordered as the storefront's model picker shows them: the big three first. */
export const PHONE_BRANDS: readonly PhoneBrandSeed[] = [
  {
    name: 'Apple',
    models: [
      iphone('8', 2017, 'A1905'),
      iphone('8 Plus', 2017, 'A1897'),
      iphone('X', 2017, 'A1901, iPhone 10'),
      iphone('XR', 2018, 'A2105'),
      iphone('XS', 2018, 'A2097'),
      iphone('XS Max', 2018, 'A2101'),
      iphone('11', 2019, 'A2221'),
      iphone('11 Pro', 2019, 'A2215'),
      iphone('11 Pro Max', 2019, 'A2218'),
      iphone('SE (2020)', 2020, 'A2296, SE 2, SE 2nd gen'),
      iphone('12 mini', 2020, 'A2399'),
      iphone('12', 2020, 'A2403'),
      iphone('12 Pro', 2020, 'A2407'),
      iphone('12 Pro Max', 2020, 'A2411'),
      iphone('13 mini', 2021, 'A2628'),
      iphone('13', 2021, 'A2633'),
      iphone('13 Pro', 2021, 'A2638'),
      iphone('13 Pro Max', 2021, 'A2643'),
      iphone('SE (2022)', 2022, 'A2783, SE 3, SE 3rd gen'),
      iphone('14', 2022, 'A2882'),
      iphone('14 Plus', 2022, 'A2886'),
      iphone('14 Pro', 2022, 'A2890'),
      iphone('14 Pro Max', 2022, 'A2894'),
      iphone('15', 2023, 'A3090'),
      iphone('15 Plus', 2023, 'A3094'),
      iphone('15 Pro', 2023, 'A3102'),
      iphone('15 Pro Max', 2023, 'A3106'),
      iphone('16', 2024),
      iphone('16 Plus', 2024),
      iphone('16 Pro', 2024),
      iphone('16 Pro Max', 2024),
    ],
  },
  {
    name: 'Samsung',
    models: [
      galaxy('S20', 2020, 'SM-G980F'),
      galaxy('S20 FE', 2020, 'SM-G780F'),
      galaxy('S21', 2021, 'SM-G991B'),
      galaxy('S21+', 2021, 'SM-G996B, S21 Plus'),
      galaxy('S21 Ultra', 2021, 'SM-G998B'),
      galaxy('S21 FE', 2022, 'SM-G990B'),
      galaxy('S22', 2022, 'SM-S901B'),
      galaxy('S22+', 2022, 'SM-S906B, S22 Plus'),
      galaxy('S22 Ultra', 2022, 'SM-S908B'),
      galaxy('S23', 2023, 'SM-S911B'),
      galaxy('S23+', 2023, 'SM-S916B, S23 Plus'),
      galaxy('S23 Ultra', 2023, 'SM-S918B'),
      galaxy('S24', 2024, 'SM-S921B'),
      galaxy('S24+', 2024, 'SM-S926B, S24 Plus'),
      galaxy('S24 Ultra', 2024, 'SM-S928B'),
      galaxy('A12', 2020, 'SM-A125F'),
      galaxy('A13', 2022, 'SM-A135F'),
      galaxy('A15', 2023, 'SM-A155F'),
      galaxy('A25', 2023, 'SM-A256B'),
      galaxy('A33 5G', 2022, 'SM-A336B'),
      galaxy('A34 5G', 2023, 'SM-A346B'),
      galaxy('A35 5G', 2024, 'SM-A356B'),
      galaxy('A52', 2021, 'SM-A525F'),
      galaxy('A53 5G', 2022, 'SM-A536B'),
      galaxy('A54 5G', 2023, 'SM-A546B'),
      galaxy('A55 5G', 2024, 'SM-A556B'),
      galaxy('Z Flip5', 2023, 'SM-F731B, Flip 5'),
      galaxy('Z Fold5', 2023, 'SM-F946B, Fold 5'),
    ],
  },
  {
    name: 'Google',
    models: [
      pixel('6', 2021, 'oriole'),
      pixel('6 Pro', 2021, 'raven'),
      pixel('6a', 2022, 'bluejay'),
      pixel('7', 2022, 'panther'),
      pixel('7 Pro', 2022, 'cheetah'),
      pixel('7a', 2023, 'lynx'),
      pixel('8', 2023, 'shiba'),
      pixel('8 Pro', 2023, 'husky'),
      pixel('8a', 2024, 'akita'),
      pixel('9', 2024, 'tokay'),
      pixel('9 Pro', 2024, 'caiman'),
      pixel('9 Pro XL', 2024, 'komodo'),
    ],
  },
  {
    name: 'OnePlus',
    models: [
      { name: 'OnePlus 10 Pro', year: 2022 },
      { name: 'OnePlus 11', year: 2023 },
      { name: 'OnePlus 12', year: 2024 },
      { name: 'OnePlus Nord 3', year: 2023 },
      { name: 'OnePlus Nord CE 3 Lite', year: 2023 },
    ],
  },
  {
    name: 'Xiaomi',
    models: [
      { name: 'Xiaomi 13', year: 2023 },
      { name: 'Xiaomi 13T', year: 2023 },
      { name: 'Xiaomi 14', year: 2024 },
      { name: 'Redmi Note 12', year: 2023 },
      { name: 'Redmi Note 13', year: 2024 },
      { name: 'Redmi Note 13 Pro', year: 2024 },
    ],
  },
  {
    name: 'Sony',
    models: [
      { name: 'Xperia 1 V', year: 2023, aliases: 'Xperia 1 mark 5' },
      { name: 'Xperia 5 V', year: 2023, aliases: 'Xperia 5 mark 5' },
      { name: 'Xperia 10 V', year: 2023, aliases: 'Xperia 10 mark 5' },
      { name: 'Xperia 10 VI', year: 2024, aliases: 'Xperia 10 mark 6' },
    ],
  },
  {
    name: 'Huawei',
    models: [
      { name: 'Huawei P30', year: 2019 },
      { name: 'Huawei P30 Pro', year: 2019 },
      { name: 'Huawei P40 Lite', year: 2020 },
    ],
  },
  {
    name: 'Motorola',
    models: [
      { name: 'Moto G54', year: 2023 },
      { name: 'Moto G84', year: 2023 },
      { name: 'Edge 40', year: 2023 },
    ],
  },
  {
    name: 'Nokia',
    models: [
      { name: 'Nokia G22', year: 2023 },
      { name: 'Nokia G42 5G', year: 2023 },
      { name: 'Nokia X30 5G', year: 2022 },
    ],
  },
  {
    name: 'Oppo',
    models: [
      { name: 'Find X5 Pro', year: 2022 },
      { name: 'Oppo A78', year: 2023 },
      { name: 'Reno10', year: 2023 },
    ],
  },
  {
    name: 'Realme',
    models: [
      { name: 'Realme 11 Pro', year: 2023 },
      { name: 'Realme C55', year: 2023 },
    ],
  },
  {
    name: 'Honor',
    models: [
      { name: 'Honor 90', year: 2023 },
      { name: 'Honor Magic5 Pro', year: 2023 },
    ],
  },
  {
    name: 'Vivo',
    models: [
      { name: 'Vivo X90 Pro', year: 2023 },
      { name: 'Vivo V29', year: 2023 },
    ],
  },
  {
    name: 'Asus',
    models: [
      { name: 'Zenfone 10', year: 2023 },
      { name: 'ROG Phone 7', year: 2023 },
    ],
  },
  {
    name: 'Nothing',
    models: [
      { name: 'Phone (1)', year: 2022 },
      { name: 'Phone (2)', year: 2023 },
      { name: 'Phone (2a)', year: 2024 },
    ],
  },
  {
    name: 'Fairphone',
    models: [
      { name: 'Fairphone 4', year: 2021, aliases: 'FP4' },
      { name: 'Fairphone 5', year: 2023, aliases: 'FP5' },
    ],
  },
  {
    name: 'Doro',
    models: [
      { name: 'Doro 8100', year: 2021 },
      { name: 'Doro 8200', year: 2022 },
      { name: 'Doro 1380', year: 2020 },
    ],
  },
  {
    name: 'Poco',
    models: [
      { name: 'Poco F5', year: 2023 },
      { name: 'Poco X6 Pro', year: 2024 },
    ],
  },
  {
    name: 'CAT',
    models: [
      { name: 'CAT S62 Pro', year: 2020 },
      { name: 'CAT S75', year: 2023 },
    ],
  },
  { name: 'Emporia', models: [{ name: 'Emporia Smart.5', year: 2021 }] },
  // Brands kept for older repairs; no longer offered in the model picker.
  { name: 'LG', visible: false, models: [{ name: 'LG Velvet', year: 2020 }] },
  { name: 'HTC', visible: false, models: [] },
  { name: 'ZTE', visible: false, models: [] },
  { name: 'Alcatel', visible: false, models: [] },
  { name: 'TCL', models: [] },
];

export interface BrandSeed {
  name: string;
  website?: string;
  featured?: boolean;
  description?: string;
}

export const BRANDS: readonly BrandSeed[] = [
  {
    name: 'Apple',
    website: 'https://www.apple.com',
    featured: true,
    description: '<p>Originaltillbehör från Apple: laddare, kablar, MagSafe och skal.</p>',
  },
  {
    name: 'Samsung',
    website: 'https://www.samsung.com',
    featured: true,
    description: '<p>Originaltillbehör och reservdelar för Galaxy-mobiler.</p>',
  },
  { name: 'Google', website: 'https://store.google.com' },
  {
    name: 'Spigen',
    website: 'https://www.spigen.com',
    featured: true,
    description: '<p>Tåliga skal och skärmskydd som håller formen länge.</p>',
  },
  { name: 'OtterBox', website: 'https://www.otterbox.com' },
  {
    name: 'PanzerGlass',
    website: 'https://www.panzerglass.com',
    featured: true,
    description: '<p>Danskt härdat glas med full täckning och enkel montering.</p>',
  },
  { name: 'Belkin', website: 'https://www.belkin.com' },
  { name: 'Anker', website: 'https://www.anker.com' },
  { name: 'UAG', website: 'https://www.urbanarmorgear.com' },
  { name: 'ESR', website: 'https://www.esrtech.com' },
  { name: 'Mophie', website: 'https://www.mophie.com' },
  { name: 'ZAGG', website: 'https://www.zagg.com' },
  { name: 'Cellularline', website: 'https://www.cellularline.com' },
  {
    name: 'Holdit',
    website: 'https://www.holdit.com',
    featured: true,
    description: '<p>Svensk design sedan 2006: skal, fodral och tillbehör i säsongens färger.</p>',
  },
  { name: 'Deltaco' },
  {
    name: 'iDeal of Sweden',
    website: 'https://www.idealofsweden.com',
    featured: true,
    description: '<p>Mönstrade skal och fodral från Stockholm.</p>',
  },
  { name: 'dbramante1928', website: 'https://www.dbramante1928.com' },
  { name: 'Ringke', website: 'https://www.ringke.com' },
  { name: 'Nudient' },
  { name: 'Baseus', website: 'https://www.baseus.com' },
  { name: 'Ugreen', website: 'https://www.ugreen.com' },
  { name: 'Satechi', website: 'https://www.satechi.net' },
  { name: 'JBL', website: 'https://www.jbl.com' },
  { name: 'Sony', website: 'https://www.sony.com' },
  { name: 'Marshall', website: 'https://www.marshall.com' },
  { name: 'Pitaka', website: 'https://www.ipitaka.com' },
  { name: 'Caseology', website: 'https://www.caseology.com' },
  { name: 'Tech21', website: 'https://www.tech21.com' },
  { name: 'iFixit', website: 'https://www.ifixit.com', description: '<p>Verktyg och guider för att laga elektronik själv.</p>' },
  { name: 'Urbanista', website: 'https://www.urbanista.com', featured: true },
];

export interface SupplierSeed {
  name: string;
  code: string;
  contact: string;
  domain: string;
  phone?: string;
  country: string;
  currency: string;
  leadTime: readonly [number, number];
  minimumOrder?: string;
  active?: boolean;
}

/** Invented companies; addresses at reserved example domains, phone numbers from ranges kept for fiction. */
export const SUPPLIERS: readonly SupplierSeed[] = [
  {
    name: 'Nordic Mobile Distribution AB',
    code: 'NMD',
    contact: 'Karin Ekholm',
    domain: 'nordicmobile.example.com',
    phone: '070-174 06 12',
    country: 'SE',
    currency: 'SEK',
    leadTime: [1, 3],
    minimumOrder: '2000.00',
  },
  {
    name: 'Shenzhen Greatway Electronics Co., Ltd.',
    code: 'SZGW',
    contact: 'Li Wei',
    domain: 'greatway.example.com',
    country: 'CN',
    currency: 'USD',
    leadTime: [7, 14],
    minimumOrder: '500.00',
  },
  {
    name: 'Huaqiang Parts Trading Ltd.',
    code: 'HQPT',
    contact: 'Chen Jun',
    domain: 'hqparts.example.net',
    country: 'HK',
    currency: 'USD',
    leadTime: [6, 12],
    minimumOrder: '300.00',
  },
  {
    name: 'Taipei Precision Components',
    code: 'TPC',
    contact: 'Lin Mei-ling',
    domain: 'tpc.example.org',
    country: 'TW',
    currency: 'USD',
    leadTime: [10, 18],
    minimumOrder: '1000.00',
  },
  {
    name: 'EuroParts GSM B.V.',
    code: 'EPG',
    contact: 'Sanne de Vries',
    domain: 'europarts.example.com',
    country: 'NL',
    currency: 'EUR',
    leadTime: [2, 4],
    minimumOrder: '250.00',
  },
  {
    name: 'Polski Serwis Części Sp. z o.o.',
    code: 'PSC',
    contact: 'Tomasz Nowak',
    domain: 'psc.example.net',
    country: 'PL',
    currency: 'EUR',
    leadTime: [3, 5],
  },
  {
    name: 'Scandinavian Accessories A/S',
    code: 'SCA',
    contact: 'Mette Kristensen',
    domain: 'scandiacc.example.com',
    country: 'DK',
    currency: 'DKK',
    leadTime: [2, 4],
    minimumOrder: '1500.00',
  },
  {
    name: 'Norsk Mobiltilbehør AS',
    code: 'NMT',
    contact: 'Ingrid Haugen',
    domain: 'mobiltilbehor.example.org',
    country: 'NO',
    currency: 'NOK',
    leadTime: [3, 5],
  },
  {
    name: 'Berliner Mobil Großhandel GmbH',
    code: 'BMG',
    contact: 'Jonas Becker',
    domain: 'bmg-grosshandel.example.com',
    country: 'DE',
    currency: 'EUR',
    leadTime: [2, 5],
    minimumOrder: '400.00',
  },
  {
    name: 'UK Phone Spares Ltd',
    code: 'UKPS',
    contact: 'Harriet Clarke',
    domain: 'ukphonespares.example.co.uk',
    phone: '+44 20 7946 0318',
    country: 'GB',
    currency: 'GBP',
    leadTime: [4, 7],
  },
  {
    name: 'Pacific Device Supply Inc.',
    code: 'PDS',
    contact: 'Mark Jensen',
    domain: 'pacificdevice.example.com',
    phone: '+1 415 555 0142',
    country: 'US',
    currency: 'USD',
    leadTime: [7, 12],
    active: false,
  },
  {
    name: 'Guangzhou Tianhe Packaging Co.',
    code: 'GTP',
    contact: 'Zhang Yu',
    domain: 'tianhe-pack.example.net',
    country: 'CN',
    currency: 'CNY',
    leadTime: [14, 25],
    minimumOrder: '5000.00',
  },
];

export interface AttributeSeed {
  code: string;
  sv: string;
  en: string;
  type: 'text' | 'numeric';
  unit?: string;
  filter?: 'checkbox' | 'dropdown' | 'swatch' | 'range' | 'toggle';
  autoTranslate?: boolean;
}

/** In the order the storefront shows them as filters. */
export const ATTRIBUTES: readonly AttributeSeed[] = [
  { code: 'colour', sv: 'Färg', en: 'Colour', type: 'text', filter: 'swatch', autoTranslate: true },
  { code: 'material', sv: 'Material', en: 'Material', type: 'text', filter: 'checkbox', autoTranslate: true },
  { code: 'part-quality', sv: 'Kvalitet', en: 'Quality', type: 'text', filter: 'dropdown', autoTranslate: true },
  { code: 'display-technology', sv: 'Skärmteknik', en: 'Display technology', type: 'text', filter: 'checkbox' },
  { code: 'battery-capacity', sv: 'Batterikapacitet', en: 'Battery capacity', type: 'numeric', unit: 'mAh', filter: 'range' },
  { code: 'output-power', sv: 'Uteffekt', en: 'Output power', type: 'numeric', unit: 'W', filter: 'range' },
  { code: 'cable-length', sv: 'Kabellängd', en: 'Cable length', type: 'numeric', unit: 'm', filter: 'checkbox' },
  { code: 'connector', sv: 'Kontakt', en: 'Connector', type: 'text', filter: 'checkbox' },
  { code: 'fast-charging', sv: 'Snabbladdning', en: 'Fast charging', type: 'text', filter: 'checkbox' },
  { code: 'magsafe', sv: 'MagSafe-kompatibel', en: 'MagSafe compatible', type: 'text', filter: 'toggle', autoTranslate: true },
  { code: 'wireless-charging', sv: 'Trådlös laddning', en: 'Wireless charging', type: 'text', filter: 'toggle', autoTranslate: true },
  { code: 'water-resistance', sv: 'Vattentålighet', en: 'Water resistance', type: 'text', filter: 'dropdown' },
  { code: 'bluetooth-version', sv: 'Bluetooth-version', en: 'Bluetooth version', type: 'text', filter: 'dropdown' },
  { code: 'battery-life', sv: 'Batteritid', en: 'Battery life', type: 'numeric', unit: 'h', filter: 'range' },
  { code: 'screen-size', sv: 'Skärmstorlek', en: 'Screen size', type: 'numeric', unit: 'tum', filter: 'range' },
  { code: 'glass-hardness', sv: 'Ythårdhet', en: 'Surface hardness', type: 'text' },
  { code: 'thickness', sv: 'Tjocklek', en: 'Thickness', type: 'numeric', unit: 'mm' },
  { code: 'weight', sv: 'Vikt', en: 'Weight', type: 'numeric', unit: 'g' },
  { code: 'warranty', sv: 'Garanti', en: 'Warranty', type: 'numeric', unit: 'mån' },
  { code: 'pack-quantity', sv: 'Antal i förpackningen', en: 'Pack quantity', type: 'numeric', unit: 'st' },
];

export interface TagSeed {
  name: string;
  color: string;
  visible?: boolean;
  description?: string;
}

export const TAGS: readonly TagSeed[] = [
  { name: 'Nyhet', color: '#1d4ed8', visible: true, description: 'Sätts på produkter de första 30 dagarna.' },
  { name: 'Bästsäljare', color: '#b45309', visible: true },
  { name: 'Originaldel', color: '#047857', visible: true, description: 'Reservdel från telefonens tillverkare.' },
  { name: 'MagSafe', color: '#6d28d9', visible: true },
  { name: 'Snabbladdning', color: '#0369a1', visible: true },
  { name: 'Trådlös laddning', color: '#0e7490', visible: true },
  { name: 'Stöttålig', color: '#374151', visible: true },
  { name: 'Vattentät', color: '#0284c7', visible: true },
  { name: 'Miljövänlig', color: '#15803d', visible: true },
  { name: 'Återvunnet material', color: '#166534', visible: true },
  { name: 'Svensk design', color: '#1e40af', visible: true },
  { name: 'Vegansk läder', color: '#65a30d', visible: true },
  { name: 'Kortplats', color: '#7c2d12', visible: true },
  { name: 'Ståfunktion', color: '#4338ca', visible: true },
  { name: 'Tunn', color: '#64748b', visible: true },
  { name: 'Premium', color: '#a16207', visible: true },
  { name: 'Budget', color: '#525252', visible: true },
  { name: 'Presenttips', color: '#be185d', visible: true },
  { name: 'Gaming', color: '#7e22ce', visible: true },
  { name: 'Utförsäljning', color: '#b91c1c', visible: true, description: 'Utgående sortiment; säljs tills lagret är slut.' },
  { name: 'Förbeställning', color: '#9333ea', visible: true },
  { name: 'Black Friday 2024', color: '#111827', description: 'Kampanjurval för Black Friday-veckan 2024.' },
  { name: 'Julklappstips 2024', color: '#991b1b', description: 'Urval till julkampanjen 2024.' },
  { name: 'Sommarkampanj 2025', color: '#ca8a04', description: 'Urval till sommarens nyhetsbrev.' },
  { name: 'Kräver verktyg', color: '#9a3412', description: 'Montering kräver öppningsverktyg; visa verktygssats som tillbehör.' },
  { name: 'Farligt gods', color: '#dc2626', description: 'Litiumbatterier och lim: särskilda fraktregler.' },
  { name: 'Skrymmande', color: '#57534e', description: 'Skickas som paket, inte som brev.' },
  { name: 'Företagskund', color: '#334155', description: 'Populärt hos företagskunder; visas i B2B-utskick.' },
  { name: 'Leverantörsdirekt', color: '#475569', description: 'Skickas direkt från leverantören.' },
  { name: 'Kontrollera bild', color: '#f59e0b', description: 'Produktbilden behöver bytas eller beskäras.' },
];

export interface TemplateSeed {
  name: string;
  type: 1 | 2 | 3 | 4;
  /** Category path joined with ' › '. */
  category?: string;
  attributes: readonly string[];
  namePattern?: string;
  description?: { sv: string; en: string };
  weight?: number;
  active?: boolean;
}

export const TEMPLATES: readonly TemplateSeed[] = [
  {
    name: 'Skärm – reservdel',
    type: 1,
    category: 'Reservdelar › iPhone › Skärmar',
    attributes: ['part-quality', 'display-technology', 'screen-size', 'warranty'],
    namePattern: '{brand} {model} skärm med ram',
    description: {
      sv: '<p>Komplett skärm med glas, pekskärm och ram. Monteringen kräver öppningsverktyg.</p>',
      en: '<p>Complete display with glass, digitizer and frame. Fitting needs opening tools.</p>',
    },
    weight: 120,
  },
  {
    name: 'Batteri – reservdel',
    type: 1,
    category: 'Reservdelar › iPhone › Batterier',
    attributes: ['part-quality', 'battery-capacity', 'warranty'],
    namePattern: '{brand} {model} batteri',
    description: { sv: '<p>Ersättningsbatteri med ny tejp för montering.</p>', en: '<p>Replacement battery with new adhesive strips.</p>' },
    weight: 60,
  },
  {
    name: 'Kamera – reservdel',
    type: 1,
    category: 'Reservdelar › iPhone › Kameror',
    attributes: ['part-quality', 'warranty'],
    namePattern: '{brand} {model} bakre kamera',
    weight: 30,
  },
  {
    name: 'Mobilskal',
    type: 2,
    category: 'Mobilskal › iPhone › Silikonskal',
    attributes: ['colour', 'material', 'magsafe', 'thickness'],
    namePattern: '{brand} {model} skal',
    weight: 40,
  },
  {
    name: 'Plånboksfodral',
    type: 2,
    category: 'Mobilskal › iPhone › Plånboksfodral',
    attributes: ['colour', 'material', 'magsafe'],
    namePattern: '{brand} {model} plånboksfodral',
    weight: 90,
  },
  {
    name: 'Skärmskydd härdat glas',
    type: 1,
    category: 'Skärmskydd › iPhone › Härdat glas',
    attributes: ['glass-hardness', 'thickness', 'pack-quantity'],
    namePattern: '{model} skärmskydd i härdat glas',
    weight: 30,
  },
  {
    name: 'Laddkabel',
    type: 2,
    category: 'Laddare & kablar › Kablar › USB-C-kablar',
    attributes: ['connector', 'cable-length', 'output-power', 'colour'],
    weight: 50,
  },
  {
    name: 'Väggladdare',
    type: 1,
    category: 'Laddare & kablar › Väggladdare',
    attributes: ['output-power', 'connector', 'fast-charging'],
    weight: 80,
  },
  {
    name: 'Reparationspaket',
    type: 3,
    category: 'Verktyg & reparation › Verktygssatser',
    attributes: ['part-quality', 'pack-quantity'],
    namePattern: '{brand} {model} reparationspaket',
    description: {
      sv: '<p>Reservdel, verktyg och lim i ett paket – allt som behövs för reparationen.</p>',
      en: '<p>Spare part, tools and adhesive in one kit – everything the repair needs.</p>',
    },
    weight: 200,
  },
  {
    name: 'Presentkort',
    type: 4,
    attributes: [],
    description: { sv: '<p>Presentkort som skickas med e-post.</p>', en: '<p>Gift card sent by e-mail.</p>' },
  },
];

export interface GroupSeed {
  name: string;
  code: string;
  category?: string;
  brand?: string;
  description?: string;
  active?: boolean;
}

export const GROUPS: readonly GroupSeed[] = [
  {
    name: 'iPhone-skärmar',
    code: 'IP-SCR',
    category: 'Reservdelar › iPhone › Skärmar',
    description: 'Alla skärmar till iPhone, original och premium.',
  },
  { name: 'iPhone-batterier', code: 'IP-BAT', category: 'Reservdelar › iPhone › Batterier' },
  { name: 'Samsung-skärmar', code: 'SG-SCR', category: 'Reservdelar › Samsung › Skärmar', brand: 'Samsung' },
  {
    name: 'MagSafe-tillbehör',
    code: 'MAGSAFE',
    category: 'Mobilskal › iPhone › MagSafe-skal',
    description: 'Skal, laddare och plånböcker med MagSafe.',
  },
  { name: 'Snabbladdare 20 W och uppåt', code: 'CHG-FAST', category: 'Laddare & kablar › Väggladdare' },
  { name: 'USB-C-kablar', code: 'CBL-USBC', category: 'Laddare & kablar › Kablar › USB-C-kablar' },
  { name: 'Skärmskydd iPhone', code: 'GLS-IP', category: 'Skärmskydd › iPhone › Härdat glas', brand: 'PanzerGlass' },
  { name: 'Plånboksfodral i läder', code: 'WALLET-LTH', category: 'Mobilskal › iPhone › Plånboksfodral', brand: 'dbramante1928' },
  { name: 'Powerbanks', code: 'PWR', category: 'Laddare & kablar › Powerbanks', brand: 'Anker' },
  {
    name: 'Reparationsverktyg',
    code: 'TOOLS',
    category: 'Verktyg & reparation › Verktygssatser',
    brand: 'iFixit',
    description: 'Verktygssatser, öppningsverktyg och lim.',
  },
  { name: 'Black Friday 2024', code: 'BF-2024', active: false, description: 'Kampanjurval; avslutad.' },
];

export interface CrossSellingSeed {
  name: string;
  placement: 'product' | 'cart' | 'checkout';
  sourceCategory?: string;
  sourceGroup?: string;
  targetCategory?: string;
  targetGroups?: readonly string[];
  maxProducts: number;
  priority: number;
  active?: boolean;
}

export const CROSS_SELLING: readonly CrossSellingSeed[] = [
  {
    name: 'Skärm: verktyg och lim',
    placement: 'product',
    sourceGroup: 'IP-SCR',
    targetGroups: ['TOOLS'],
    targetCategory: 'Verktyg & reparation › Lim & tejp',
    maxProducts: 4,
    priority: 900,
  },
  { name: 'Samsung-skärm: verktyg', placement: 'product', sourceGroup: 'SG-SCR', targetGroups: ['TOOLS'], maxProducts: 4, priority: 880 },
  {
    name: 'Batteri: verktyg och lim',
    placement: 'product',
    sourceGroup: 'IP-BAT',
    targetGroups: ['TOOLS'],
    targetCategory: 'Verktyg & reparation › Lim & tejp',
    maxProducts: 4,
    priority: 870,
  },
  {
    name: 'Ny skärm? Skydda den',
    placement: 'cart',
    sourceCategory: 'Reservdelar › iPhone › Skärmar',
    targetGroups: ['GLS-IP'],
    maxProducts: 3,
    priority: 800,
  },
  {
    name: 'Skal: matchande skärmskydd',
    placement: 'product',
    sourceCategory: 'Mobilskal › iPhone',
    targetCategory: 'Skärmskydd › iPhone › Härdat glas',
    maxProducts: 6,
    priority: 700,
  },
  {
    name: 'Samsung-skal: skärmskydd',
    placement: 'product',
    sourceCategory: 'Mobilskal › Samsung',
    targetCategory: 'Skärmskydd › Samsung',
    maxProducts: 6,
    priority: 690,
  },
  {
    name: 'MagSafe-skal: MagSafe-laddare',
    placement: 'product',
    sourceCategory: 'Mobilskal › iPhone › MagSafe-skal',
    targetCategory: 'Laddare & kablar › Trådlösa laddare',
    targetGroups: ['MAGSAFE'],
    maxProducts: 4,
    priority: 650,
  },
  {
    name: 'Laddare: kablar',
    placement: 'product',
    sourceCategory: 'Laddare & kablar › Väggladdare',
    targetGroups: ['CBL-USBC'],
    targetCategory: 'Laddare & kablar › Kablar › Lightning-kablar',
    maxProducts: 6,
    priority: 600,
  },
  { name: 'Powerbank: kort kabel', placement: 'product', sourceGroup: 'PWR', targetGroups: ['CBL-USBC'], maxProducts: 4, priority: 550 },
  {
    name: 'Snabbladdare i kassan',
    placement: 'checkout',
    sourceCategory: 'Mobilskal',
    targetGroups: ['CHG-FAST'],
    maxProducts: 2,
    priority: 400,
  },
  { name: 'Kablar i varukorgen', placement: 'cart', targetGroups: ['CBL-USBC'], maxProducts: 4, priority: 300 },
  {
    name: 'Hörlurar: powerbank',
    placement: 'product',
    sourceCategory: 'Hörlurar & ljud › Trådlösa hörlurar',
    targetGroups: ['PWR'],
    maxProducts: 3,
    priority: 250,
  },
  {
    name: 'Plånboksfodral: skärmskydd',
    placement: 'product',
    sourceGroup: 'WALLET-LTH',
    targetGroups: ['GLS-IP'],
    maxProducts: 4,
    priority: 240,
  },
  { name: 'Outlet i kassan', placement: 'checkout', targetCategory: 'Outlet', maxProducts: 4, priority: 100 },
  { name: 'Black Friday: kampanjurval', placement: 'cart', targetGroups: ['BF-2024'], maxProducts: 8, priority: 950, active: false },
];
