/**
 * Demo shop data: customers of the three storefronts (persons with valid personal id numbers and
 * organisations with valid organisation numbers, addresses, levels and consents) and the to-do queues with their items. Generated
 * with a fixed faker seed and times relative to `opts.now`, so every run writes the same rows.
 * Needs seedReference (stores) and the demo users to be in place.
 */
import { Faker, base, de, en, fi, nb_NO, sv, type LocaleDefinition } from '@faker-js/faker';
import { asc } from 'drizzle-orm';
import { todoPermissionKey } from '../../../src/domain/access';
import { luhnCheckDigit, personalIdOf } from '../../../src/domain/customers/identity-numbers';
import { formatOrganisationNumber } from '../../../src/domain/format';
import { normalizePhone } from '../../../src/domain/phone';
import { CustomerType } from '../../../src/domain/resources/shop/customers';
import { customers, stores, todoQueues, todos } from '../schema';
import type { Executor } from '../types';

export type DemoUserKey = 'admin' | 'support' | 'catalog' | 'manager' | 'expired' | 'disabled' | 'supervisor';

export interface SeedShopOptions {
  userIds: Record<DemoUserKey, number>;
  now: Date;
}

const SEED = 20_250_889;
/** About what three storefronts' orders over two years come from. */
const CUSTOMER_COUNT = 3_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Customers the demo and the tests rely on: a known caller and two people sharing one number. */
const DEMO_CUSTOMERS = {
  anna: {
    name: 'Anna Lindqvist',
    firstName: 'Anna',
    lastName: 'Lindqvist',
    email: 'anna.lindqvist@example.com',
    phone: '+46 70 123 45 67',
    city: 'Uppsala',
    personalId: '19850312-2387',
    address1: 'Svartbäcksgatan 12',
    postalCode: '753 20',
  },
  erik: {
    name: 'Erik Johansson',
    firstName: 'Erik',
    lastName: 'Johansson',
    email: 'erik.johansson@example.com',
    phone: '070-987 65 43',
    city: 'Västerås',
    personalId: '19720605-4913',
    address1: 'Stora Gatan 4',
    postalCode: '722 12',
  },
  maria: {
    name: 'Maria Johansson',
    firstName: 'Maria',
    lastName: 'Johansson',
    email: 'maria.johansson@example.net',
    phone: '+46 70 987 65 43',
    city: 'Västerås',
    personalId: null,
    address1: 'Stora Gatan 4',
    postalCode: '722 12',
  },
} as const;

/** An organisation the demo and the tests rely on (a repair shop buying parts). */
const DEMO_ORGANISATION = {
  name: 'Lindqvist Mobilservice AB',
  email: 'inkop@lindqvist-mobilservice.example.com',
  phone: '018-12 34 56',
  city: 'Uppsala',
  organisationNumber: '556677-8899',
  address1: 'Kungsgatan 40',
  postalCode: '753 21',
} as const;

/** A valid personal id number (Luhn) of someone born on a day between 1940 and 2006. */
function personalIdNumber(f: Faker): string {
  const born = f.date.between({ from: '1940-01-01T00:00:00Z', to: '2006-12-31T00:00:00Z' });
  const date = born.toISOString().slice(0, 10).replace(/-/g, '');
  const nine = `${date.slice(2)}${digits(f, 3)}`;
  return `${date}-${nine.slice(6)}${luhnCheckDigit(nine)}`;
}

/** A valid organisation number (Luhn) of a limited company (55…). */
function organisationNumber(f: Faker): string {
  const nine = `55${f.number.int({ min: 6, max: 9 })}${digits(f, 6)}`;
  return formatOrganisationNumber(`${nine}${luhnCheckDigit(nine)}`);
}

interface Market {
  callingCode: string;
  faker: Faker;
  /** A phone number as a customer of this market would type it. */
  phone: (f: Faker) => string;
}

function fakerFor(locale: LocaleDefinition, seed: number): Faker {
  const faker = new Faker({ locale: [locale, en, base] });
  faker.seed(seed);
  return faker;
}

const digits = (f: Faker, n: number) => f.string.numeric({ length: n, allowLeadingZeros: true });

function swedishPhone(f: Faker): string {
  const op = f.helpers.arrayElement(['70', '72', '73', '76', '79']);
  const [a, b, c] = [digits(f, 3), digits(f, 2), digits(f, 2)];
  return f.helpers.arrayElement([`0${op}-${a} ${b} ${c}`, `+46 ${op} ${a} ${b} ${c}`, `0${op}${a}${b}${c}`, `0046 ${op}-${a}${b}${c}`]);
}

function norwegianPhone(f: Faker): string {
  const first = f.helpers.arrayElement(['4', '9']);
  const [a, b, c] = [digits(f, 2), digits(f, 2), digits(f, 3)];
  return f.helpers.arrayElement([`+47 ${first}${a} ${b} ${c}`, `0047 ${first}${a}${b}${c}`, `+47${first}${a}${b}${c}`]);
}

function finnishPhone(f: Faker): string {
  const op = f.helpers.arrayElement(['40', '41', '44', '45', '50']);
  const [a, b] = [digits(f, 3), digits(f, 4)];
  return f.helpers.arrayElement([`+358 ${op} ${a} ${b}`, `0${op} ${a} ${b}`, `00358${op}${a}${b}`]);
}

function germanPhone(f: Faker): string {
  const op = f.helpers.arrayElement(['151', '160', '170', '176']);
  const rest = digits(f, 8);
  return f.helpers.arrayElement([`+49 ${op} ${rest}`, `0${op} ${rest}`, `0049 ${op}-${rest}`]);
}

/** Markets by the storefront's country; the Finnish (euro) shop also sells to Germany. */
function marketsFor(countryCode: string): Market[] {
  switch (countryCode) {
    case 'NO':
      return [{ callingCode: '47', faker: fakerFor(nb_NO, SEED + 2), phone: norwegianPhone }];
    case 'FI':
      return [
        { callingCode: '358', faker: fakerFor(fi, SEED + 3), phone: finnishPhone },
        { callingCode: '49', faker: fakerFor(de, SEED + 4), phone: germanPhone },
      ];
    default:
      return [{ callingCode: '46', faker: fakerFor(sv, SEED + 1), phone: swedishPhone }];
  }
}

type CustomerRow = typeof customers.$inferInsert;

interface CustomerRef {
  id: number;
  name: string;
}

async function seedCustomers(tx: Executor, now: Date): Promise<CustomerRef[]> {
  const shops = await tx
    .select({ id: stores.id, countryCode: stores.countryCode, locale: stores.locale })
    .from(stores)
    .orderBy(asc(stores.id));
  if (shops.length === 0) throw new Error('seedShop needs the storefronts of seedReference');
  const home = shops.find((s) => s.countryCode === 'SE') ?? shops[0];

  const digitsOf = (value: string | null) => (value ? value.replace(/\D/g, '') : null);
  const fixed: CustomerRow[] = Object.values(DEMO_CUSTOMERS).map((c) => ({
    Type: CustomerType.Person,
    Name: c.name,
    FirstName: c.firstName,
    LastName: c.lastName,
    Email: c.email,
    Phone: c.phone,
    PhoneNormalized: normalizePhone(c.phone),
    PersonalId: c.personalId ? personalIdOf(c.personalId) : null,
    PersonalIdNormalized: digitsOf(c.personalId),
    Address1: c.address1,
    PostalCode: c.postalCode,
    City: c.city,
    Country: 'SE',
    StoreID: home.id,
    Locale: 'sv',
    MembershipLevel: 2,
  }));
  fixed.push({
    Type: CustomerType.Organisation,
    Name: DEMO_ORGANISATION.name,
    CompanyName: DEMO_ORGANISATION.name,
    Email: DEMO_ORGANISATION.email,
    Phone: DEMO_ORGANISATION.phone,
    PhoneNormalized: normalizePhone(DEMO_ORGANISATION.phone),
    OrganisationNumber: DEMO_ORGANISATION.organisationNumber,
    OrganisationNumberNormalized: digitsOf(DEMO_ORGANISATION.organisationNumber),
    Address1: DEMO_ORGANISATION.address1,
    PostalCode: DEMO_ORGANISATION.postalCode,
    City: DEMO_ORGANISATION.city,
    Country: 'SE',
    Reference: 'Inköp',
    StoreID: home.id,
    Locale: 'sv',
    MembershipLevel: 3,
  });
  for (const row of fixed)
    if (row.PersonalIdNormalized && !row.PersonalId) throw new Error(`Demo customer ${row.Name} has an invalid personal id`);
  const taken = new Set(fixed.map((c) => c.PhoneNormalized));
  const emails = new Set(fixed.map((c) => `${c.StoreID} ${c.Email}`));

  const markets = shops.map((s) => ({ storeId: s.id, countryCode: s.countryCode, locale: s.locale, markets: marketsFor(s.countryCode) }));
  const pick = new Faker({ locale: [en, base] });
  pick.seed(SEED);
  const generated: CustomerRow[] = [];
  for (let i = 0; generated.length < CUSTOMER_COUNT - fixed.length; i += 1) {
    // Most customers shop in the Swedish store, the rest spread over the others.
    const shop = i % 5 < 3 ? markets[0] : (markets[1 + (i % Math.max(1, markets.length - 1))] ?? markets[0]);
    const market = pick.helpers.arrayElement(shop.markets);
    const f = market.faker;
    const firstName = f.person.firstName();
    const lastName = f.person.lastName();
    const phone = market.phone(f);
    const phoneNormalized = normalizePhone(phone, market.callingCode);
    // One in twelve is a company; Swedish customers carry their personal id or organisation number.
    const organisation = i % 12 === 5;
    const companyName = organisation ? f.company.name() : null;
    const provider = f.helpers.arrayElement(['example.com', 'example.net', 'example.org']);
    const email = (
      organisation
        ? `${f.helpers.arrayElement(['info', 'order', 'inkop', 'ekonomi'])}.${i}@${provider}`
        : f.internet.email({ firstName, lastName, provider })
    ).toLowerCase();
    if (taken.has(phoneNormalized) || emails.has(`${shop.storeId} ${email}`)) continue;
    taken.add(phoneNormalized);
    emails.add(`${shop.storeId} ${email}`);
    const swedish = market.callingCode === '46';
    const personalId = !organisation && swedish && i % 3 !== 0 ? personalIdNumber(f) : null;
    const orgNumber = organisation && swedish ? organisationNumber(f) : null;
    const newsletter = i % 4 === 0;
    const sms = i % 7 === 0;
    const consentAt = new Date(now.getTime() - (i % 600) * 24 * HOUR);
    generated.push({
      Type: organisation ? CustomerType.Organisation : CustomerType.Person,
      Name: companyName ?? `${firstName} ${lastName}`,
      FirstName: organisation ? null : firstName,
      LastName: organisation ? null : lastName,
      CompanyName: companyName,
      Email: email,
      Phone: phone,
      PhoneNormalized: phoneNormalized,
      PersonalId: personalId,
      PersonalIdNormalized: digitsOf(personalId),
      OrganisationNumber: orgNumber,
      OrganisationNumberNormalized: digitsOf(orgNumber),
      Address1: f.location.streetAddress(),
      PostalCode: f.location.zipCode(),
      City: f.location.city(),
      Country: market.callingCode === '49' ? 'DE' : shop.countryCode,
      StoreID: shop.storeId,
      Locale: shop.locale,
      MembershipLevel: 1 + (i % 10 < 6 ? 0 : i % 10 < 8 ? 1 : i % 10 < 9 ? 2 : 3),
      NewsletterConsent: newsletter,
      NewsletterConsentAt: newsletter ? consentAt : null,
      SmsConsent: sms,
      SmsConsentAt: sms ? consentAt : null,
    });
  }

  // Creation times spread over the last two years, oldest first so ids follow signup order.
  const rows = [...fixed, ...generated].map((row, i, all) => {
    const createdAt = new Date(now.getTime() - (all.length - i) * 3.5 * 24 * HOUR);
    return { ...row, CreatedAt: createdAt, UpdatedAt: createdAt };
  });
  const refs: CustomerRef[] = [];
  for (let start = 0; start < rows.length; start += 1_000) {
    refs.push(
      ...(await tx
        .insert(customers)
        .values(rows.slice(start, start + 1_000))
        .returning({ id: customers.ID, name: customers.Name })),
    );
  }
  return refs;
}

interface QueueSeed {
  name: string;
  category: number;
  count: number;
  item: (f: Faker, customer: CustomerRef) => { title: string; deepLink: string };
}

const QUEUES: QueueSeed[] = [
  {
    name: 'Returer att granska',
    category: 1,
    count: 14,
    item: (f) => {
      const id = f.number.int({ min: 20_000, max: 29_999 });
      const reason = f.helpers.arrayElement(['skadad vid leverans', 'fel modell', 'ångerrätt', 'reklamation: laddar inte', 'saknar delar']);
      return { title: `Retur ${id}: ${reason}`, deepLink: `/shop/returns/${id}` };
    },
  },
  {
    name: 'Ordrar att kontrollera',
    category: 1,
    count: 16,
    item: (f) => {
      const id = f.number.int({ min: 300_000, max: 399_999 });
      const reason = f.helpers.arrayElement([
        'betalning ej bekräftad',
        'avvikande leveransadress',
        'högt ordervärde',
        'kreditkontroll misslyckades',
        'spärrad e-postdomän',
      ]);
      return { title: `Order ${id}: ${reason}`, deepLink: `/shop/orders/${id}` };
    },
  },
  {
    name: 'Kundärenden',
    category: 1,
    count: 12,
    item: (f, customer) => {
      const topic = f.helpers.arrayElement([
        'adressändring',
        'vill slå ihop konton',
        'frågar om leveranstid',
        'begär registerutdrag',
        'byte av e-postadress',
      ]);
      return { title: `${customer.name}: ${topic}`, deepLink: `/shop/customers/${customer.id}` };
    },
  },
  {
    name: 'Leverantörsimport',
    category: 2,
    count: 6,
    item: (f) => {
      const id = f.number.int({ min: 1_000, max: 9_999 });
      const issue = f.helpers.arrayElement(['pris saknas', 'okänd EAN-kod', 'vikt saknas', 'nytt leverantörs-SKU']);
      return { title: `Artikel ${id}: ${issue}`, deepLink: `/product/items/${id}` };
    },
  },
];

async function seedTodos(tx: Executor, opts: SeedShopOptions, customerRefs: CustomerRef[]): Promise<void> {
  const f = new Faker({ locale: [sv, en, base] });
  f.seed(SEED + 10);
  const queues = await tx
    .insert(todoQueues)
    .values(QUEUES.map(({ name, category }) => ({ name, category })))
    .returning({ id: todoQueues.id });

  const { admin, support } = opts.userIds;
  const now = opts.now.getTime();
  const rows: (typeof todos.$inferInsert)[] = [];
  QUEUES.forEach((queue, q) => {
    for (let n = 0; n < queue.count; n += 1) {
      const { title, deepLink } = queue.item(f, f.helpers.arrayElement(customerRefs));
      // Spread over the last six days, queues interleaved; distinct times so "oldest first" is unambiguous.
      const createdAt = new Date(now - (n * 9 * HOUR + (q * 97 + 5) * MINUTE + f.number.int({ min: 0, max: 6 }) * MINUTE));
      rows.push({
        queueId: queues[q].id,
        category: queue.category,
        title,
        deepLink,
        permission: todoPermissionKey(deepLink),
        createdAt,
        updatedAt: createdAt,
      });
    }
  });

  // A few in progress, a few done three hours after creation (so some within the last day, shown in the
  // lists, and some earlier), the rest waiting. Support and admin each have both kinds.
  let done = 0;
  rows.forEach((row, i) => {
    if (row.category !== 1) return;
    const created = (row.createdAt as Date).getTime();
    if (i % 9 === 2) {
      const user = i % 2 === 0 ? support : admin;
      const assignedAt = new Date(Math.min(now - MINUTE, created + 2 * HOUR));
      Object.assign(row, { assignedTo: user, assignedAt, updatedAt: assignedAt, version: 2 });
    } else if (i % 9 === 5) {
      const user = done % 4 === 1 || done % 4 === 2 ? support : admin;
      const completedAt = new Date(Math.min(now - 5 * MINUTE, created + 3 * HOUR));
      const assignedAt = new Date(created + (completedAt.getTime() - created) / 2);
      Object.assign(row, { assignedTo: user, assignedAt, completedAt, completedBy: user, updatedAt: completedAt, version: 3 });
      done += 1;
    }
  });
  await tx.insert(todos).values(rows);
}

export async function seedShop(tx: Executor, opts: SeedShopOptions): Promise<void> {
  const customerRefs = await seedCustomers(tx, opts.now);
  await seedTodos(tx, opts, customerRefs);
}
