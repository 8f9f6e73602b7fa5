/**
 * Demo shop data: customers of the three storefronts (persons with valid personal id numbers and
 * organisations with valid organisation numbers, addresses, levels and consents) and the to-do queues with their items. Generated
 * with a fixed faker seed and times relative to `opts.now`, so every run writes the same rows.
 * Needs seedReference (stores) and the demo users to be in place.
 */
import { Faker, base, en, fi, nb_NO, sv, type LocaleDefinition } from '@faker-js/faker';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { todoPermissionKey } from '../../src/domain/access';
import { luhnCheckDigit, personalIdOf } from '../../src/domain/customers/identity-numbers';
import { formatOrganisationNumber } from '../../src/domain/format';
import { normalizePhone } from '../../src/domain/phone';
import { CustomerType } from '../../src/domain/resources/shop/customers';
import { CheckStatus } from '../../src/domain/orders/codes';
import { customers, orders, products, returns, stores, todoQueues, todos } from '../db/schema';
import type { Executor } from '../db/types';
import { placeIn } from './places';

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

/** Markets by the storefront's country: each store's customers live in its country (names, streets, towns, phones). */
function marketsFor(countryCode: string): Market[] {
  switch (countryCode) {
    case 'NO':
      return [{ callingCode: '47', faker: fakerFor(nb_NO, SEED + 2), phone: norwegianPhone }];
    case 'FI':
      return [{ callingCode: '358', faker: fakerFor(fi, SEED + 3), phone: finnishPhone }];
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
    const place = placeIn(f, shop.countryCode);
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
      PostalCode: place.postalCode,
      City: place.city,
      Country: shop.countryCode,
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

/** A record a to-do is about: its deep link and the words its title starts with. */
interface TodoSubject {
  title: string;
  deepLink: string;
}

interface QueueSeed {
  name: string;
  category: number;
  count: number;
  /** The records the queue's to-dos point at, most pressing first; each to-do takes the next one. */
  subjects: (tx: Executor) => Promise<TodoSubject[]>;
  /** What the to-do asks, added to the subject's title (a return's title already says it). */
  topics?: readonly string[];
  /** Records picked across all (customers, products) rather than the first ones. */
  spread?: boolean;
}

/**
 * The to-do queues. Every to-do's deep link opens a record the demo has (the returns waiting for an approver,
 * the orders waiting for a check, customers, products), so fewer demo orders make fewer to-dos of theirs.
 */
const QUEUES: QueueSeed[] = [
  {
    name: 'Returer att granska',
    category: 1,
    count: 14,
    subjects: async (tx) =>
      (
        await tx
          .select({ id: returns.ID, number: orders.Number, reason: returns.Reason })
          .from(returns)
          .innerJoin(orders, eq(orders.ID, returns.OrderID))
          .orderBy(asc(returns.Status), desc(returns.CreatedAt))
          .limit(14)
      ).map((r) => ({ title: `Retur ${r.id}, order ${r.number}: ${r.reason.toLowerCase()}`, deepLink: `/shop/returns/${r.id}` })),
  },
  {
    name: 'Ordrar att kontrollera',
    category: 1,
    count: 16,
    subjects: async (tx) =>
      (
        await tx
          .select({ id: orders.ID, number: orders.Number })
          .from(orders)
          .orderBy(sql`${orders.CheckStatus} = ${CheckStatus.Waiting} desc`, desc(orders.PlacedAt))
          .limit(16)
      ).map((r) => ({ title: `Order ${r.number}`, deepLink: `/shop/orders/${r.id}` })),
    topics: ['betalning ej bekräftad', 'avvikande leveransadress', 'högt ordervärde', 'kreditkontroll misslyckades', 'spärrad e-postdomän'],
  },
  {
    name: 'Kundärenden',
    category: 1,
    count: 12,
    subjects: async (tx) =>
      (await tx.select({ id: customers.ID, name: customers.Name }).from(customers).orderBy(asc(customers.ID))).map((c) => ({
        title: c.name,
        deepLink: `/shop/customers/${c.id}`,
      })),
    spread: true,
    topics: ['adressändring', 'vill slå ihop konton', 'frågar om leveranstid', 'begär registerutdrag', 'byte av e-postadress'],
  },
  {
    name: 'Leverantörsimport',
    category: 2,
    count: 6,
    subjects: async (tx) =>
      (await tx.select({ id: products.ID, sku: products.Sku }).from(products).orderBy(asc(products.ID))).map((p) => ({
        title: `Artikel ${p.sku}`,
        deepLink: `/product/items/${p.id}`,
      })),
    spread: true,
    topics: ['pris saknas', 'okänd EAN-kod', 'vikt saknas', 'nytt leverantörs-SKU'],
  },
];

/** The to-do queues and their items; runs last, when the records they point at are in place. */
export async function seedTodos(tx: Executor, opts: SeedShopOptions): Promise<void> {
  const f = new Faker({ locale: [sv, en, base] });
  f.seed(SEED + 10);
  const queues = await tx
    .insert(todoQueues)
    .values(QUEUES.map(({ name, category }) => ({ name, category })))
    .returning({ id: todoQueues.id });

  const { admin, support } = opts.userIds;
  const now = opts.now.getTime();
  const rows: (typeof todos.$inferInsert)[] = [];
  for (const [q, queue] of QUEUES.entries()) {
    const subjects = await queue.subjects(tx);
    // The most pressing records in order; customers and products picked across the shop.
    const chosen = queue.spread
      ? f.helpers.arrayElements(subjects, Math.min(queue.count, subjects.length))
      : subjects.slice(0, queue.count);
    for (const [n, subject] of chosen.entries()) {
      const title = queue.topics ? `${subject.title}: ${f.helpers.arrayElement(queue.topics)}` : subject.title;
      const { deepLink } = subject;
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
  }

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

/** The customers of the storefronts; the to-dos come last (seedTodos), once what they point at is there. */
export async function seedShop(tx: Executor, opts: SeedShopOptions): Promise<void> {
  await seedCustomers(tx, opts.now);
}
