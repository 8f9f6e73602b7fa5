/**
 * Demo reference data: the stores' other locales, currency groups, storefronts, VAT, price list groups and
 * stock statuses. Fixed values, so every seeded database holds the same rows with the same ids. The ISO
 * countries and currencies and the locales sv and en come with the migrations (0025_reference_data.sql).
 */
import {
  currencyGroups,
  locales,
  priceListGroups,
  stockStatusContents,
  stockStatuses,
  storeGroups,
  stores,
  vat,
  vatTypes,
} from '../db/schema';
import type { Executor } from '../db/types';

/** The stores' languages beyond sv and en (which the migrations bring), not yet active in the console. */
const LOCALES = [
  { code: 'nb', name: 'Norsk bokmål', active: false },
  { code: 'da', name: 'Dansk', active: false },
  { code: 'fi', name: 'Suomi', active: false },
  { code: 'de', name: 'Deutsch', active: false },
];

/** Standard, reduced and zero-rated VAT in percent per country (the shops' shipping countries). */
const VAT_TYPES = ['Standard', 'Reducerad', 'Nollskattesats'] as const;
const VAT_RATES: Record<string, readonly [string, string, string]> = {
  SE: ['25.00', '12.00', '0.00'],
  NO: ['25.00', '15.00', '0.00'],
  DK: ['25.00', '0.00', '0.00'],
  FI: ['25.50', '14.00', '0.00'],
  DE: ['19.00', '7.00', '0.00'],
  NL: ['21.00', '9.00', '0.00'],
  PL: ['23.00', '8.00', '0.00'],
  EE: ['24.00', '9.00', '0.00'],
};

const STOCK_STATUSES = [
  { code: 'in-stock', sv: 'I lager', en: 'In stock' },
  { code: 'few-left', sv: 'Få kvar', en: 'Few left' },
  { code: 'supplier-stock', sv: 'Finns hos leverantör, skickas inom 3–5 dagar', en: 'In supplier stock, ships in 3–5 days' },
  { code: 'back-ordered', sv: 'Restnoterad', en: 'Back-ordered' },
  { code: 'pre-order', sv: 'Förbeställning', en: 'Pre-order' },
  { code: 'out-of-stock', sv: 'Slut i lager', en: 'Out of stock' },
  { code: 'discontinued', sv: 'Utgått', en: 'Discontinued' },
];

export async function seedReference(tx: Executor): Promise<void> {
  await tx.insert(locales).values(LOCALES);

  const [sek, nok, eur] = await tx
    .insert(currencyGroups)
    .values([
      // What one unit is worth in SEK (late 2026, rounded): converts NOK and EUR totals for the SEK thresholds.
      { name: 'Svenska kronor', currency: 'SEK', sekRate: '1' },
      { name: 'Norska kronor', currency: 'NOK', sekRate: '0.94' },
      { name: 'Euro', currency: 'EUR', sekRate: '11.10' },
    ])
    .returning({ id: currencyGroups.id });

  const [nordic, norway, euro] = await tx
    .insert(storeGroups)
    .values([
      { name: 'Sverige', currencyGroupId: sek.id },
      { name: 'Norge', currencyGroupId: nok.id },
      { name: 'Eurozon', currencyGroupId: eur.id },
    ])
    .returning({ id: storeGroups.id });

  await tx.insert(stores).values([
    {
      name: 'Reservdelar.se',
      domain: 'www.reservdelar.se',
      storeGroupId: nordic.id,
      currency: 'SEK',
      locale: 'sv',
      countryCode: 'SE',
      brandName: 'Reservdelar.se',
      legalName: 'Nordisk Reservdel AB',
      organisationNumber: '556677-8899',
      vatNumber: 'SE556677889901',
      street: 'Industrigatan 12',
      postalCode: '211 24',
      city: 'Malmö',
      paymentAccount: 'Bankgiro 5050-1055',
      email: 'kundservice@reservdelar.se',
      phone: '+46 40 123 45 00',
    },
    {
      name: 'Mobildeler.no',
      domain: 'www.mobildeler.no',
      storeGroupId: norway.id,
      currency: 'NOK',
      locale: 'nb',
      countryCode: 'NO',
      brandName: 'Mobildeler.no',
      legalName: 'Nordisk Reservdel Norge AS',
      organisationNumber: '923 456 789',
      vatNumber: 'NO923456789MVA',
      street: 'Storgata 40',
      postalCode: '0182',
      city: 'Oslo',
      paymentAccount: 'Kontonummer 1503.12.34567',
      email: 'kundeservice@mobildeler.no',
      phone: '+47 22 00 45 00',
    },
    {
      name: 'Varaosat.fi',
      domain: 'www.varaosat.fi',
      storeGroupId: euro.id,
      currency: 'EUR',
      locale: 'fi',
      countryCode: 'FI',
      brandName: 'Varaosat.fi',
      legalName: 'Nordisk Reservdel Oy',
      organisationNumber: '2345678-9',
      vatNumber: 'FI23456789',
      street: 'Mannerheimintie 8',
      postalCode: '00100',
      city: 'Helsinki',
      paymentAccount: 'IBAN FI21 1234 5600 0007 85',
      email: 'asiakaspalvelu@varaosat.fi',
      phone: '+358 9 123 4500',
    },
  ]);

  const types = await tx
    .insert(vatTypes)
    .values(VAT_TYPES.map((name) => ({ name })))
    .returning({ id: vatTypes.id });
  await tx
    .insert(vat)
    .values(
      Object.entries(VAT_RATES).flatMap(([countryCode, rates]) => rates.map((rate, i) => ({ countryCode, vatTypeId: types[i].id, rate }))),
    );

  const [retail] = await tx
    .insert(priceListGroups)
    .values([{ name: 'Konsument' }, { name: 'Företag' }, { name: 'Återförsäljare' }, { name: 'Kampanj' }])
    .returning({ id: priceListGroups.id });
  // An old group folded into "Konsument": the UI hides merged groups.
  await tx.insert(priceListGroups).values({ name: 'Konsument (gammal)', mergedFrom: retail.id });

  const statuses = await tx
    .insert(stockStatuses)
    .values(STOCK_STATUSES.map((s, i) => ({ code: s.code, sortOrder: (i + 1) * 10 })))
    .returning({ id: stockStatuses.id });
  await tx.insert(stockStatusContents).values(
    STOCK_STATUSES.flatMap((s, i) => [
      { stockStatusId: statuses[i].id, locale: 'sv', content: s.sv },
      { stockStatusId: statuses[i].id, locale: 'en', content: s.en },
    ]),
  );
}
