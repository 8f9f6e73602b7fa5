/**
 * Demo shop data: customers of the three storefronts and the to-do queues with their items. Generated
 * with a fixed faker seed and times relative to `opts.now`, so every run writes the same rows.
 * Needs seedReference (stores) and the demo users to be in place.
 */
import { Faker, base, de, en, fi, nb_NO, sv, type LocaleDefinition } from '@faker-js/faker';
import { asc } from 'drizzle-orm';
import { todoPermissionKey } from '../../../src/domain/access';
import { normalizePhone } from '../../../src/domain/phone';
import { customers, stores, todoQueues, todos } from '../schema';
import type { Executor } from '../types';

export type DemoUserKey = 'admin' | 'support' | 'catalog' | 'manager' | 'expired' | 'disabled' | 'supervisor';

export interface SeedShopOptions {
  userIds: Record<DemoUserKey, number>;
  now: Date;
}

const SEED = 20_250_889;
const CUSTOMER_COUNT = 200;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Customers the demo and the tests rely on: a known caller and two people sharing one number. */
export const DEMO_CUSTOMERS = {
  anna: { name: 'Anna Lindqvist', email: 'anna.lindqvist@example.com', phone: '+46 70 123 45 67', city: 'Uppsala' },
  erik: { name: 'Erik Johansson', email: 'erik.johansson@example.com', phone: '070-987 65 43', city: 'Västerås' },
  maria: { name: 'Maria Johansson', email: 'maria.johansson@example.net', phone: '+46 70 987 65 43', city: 'Västerås' },
} as const;

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
  return f.helpers.arrayElement([
    `0${op}-${a} ${b} ${c}`,
    `+46 ${op} ${a} ${b} ${c}`,
    `0${op}${a}${b}${c}`,
    `0046 ${op}-${a}${b}${c}`,
  ]);
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
  const shops = await tx.select({ id: stores.id, countryCode: stores.countryCode }).from(stores).orderBy(asc(stores.id));
  if (shops.length === 0) throw new Error('seedShop needs the storefronts of seedReference');
  const home = shops.find((s) => s.countryCode === 'SE') ?? shops[0];

  const fixed: CustomerRow[] = Object.values(DEMO_CUSTOMERS).map((c) => ({
    Name: c.name,
    Email: c.email,
    Phone: c.phone,
    City: c.city,
    PhoneNormalized: normalizePhone(c.phone),
    StoreID: home.id,
  }));
  const taken = new Set(fixed.map((c) => c.PhoneNormalized));

  const markets = shops.map((s) => ({ storeId: s.id, markets: marketsFor(s.countryCode) }));
  const pick = new Faker({ locale: [en, base] });
  pick.seed(SEED);
  const generated: CustomerRow[] = [];
  for (let i = 0; generated.length < CUSTOMER_COUNT - fixed.length; i += 1) {
    // Most customers shop in the Swedish store, the rest spread over the others.
    const shop = i % 5 < 3 ? markets[0] : markets[1 + (i % Math.max(1, markets.length - 1))] ?? markets[0];
    const market = pick.helpers.arrayElement(shop.markets);
    const f = market.faker;
    const firstName = f.person.firstName();
    const lastName = f.person.lastName();
    const phone = market.phone(f);
    const phoneNormalized = normalizePhone(phone, market.callingCode);
    if (taken.has(phoneNormalized)) continue;
    taken.add(phoneNormalized);
    generated.push({
      Name: `${firstName} ${lastName}`,
      Email: f.internet.email({ firstName, lastName, provider: f.helpers.arrayElement(['example.com', 'example.net', 'example.org']) }).toLowerCase(),
      Phone: phone,
      PhoneNormalized: phoneNormalized,
      City: f.location.city(),
      StoreID: shop.storeId,
    });
  }

  // Creation times spread over the last two years, oldest first so ids follow signup order.
  const rows = [...fixed, ...generated].map((row, i, all) => {
    const createdAt = new Date(now.getTime() - (all.length - i) * 3.5 * 24 * HOUR);
    return { ...row, CreatedAt: createdAt, UpdatedAt: createdAt };
  });
  return tx.insert(customers).values(rows).returning({ id: customers.ID, name: customers.Name });
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
        'betalning ej bekräftad', 'avvikande leveransadress', 'högt ordervärde', 'kreditkontroll misslyckades', 'spärrad e-postdomän',
      ]);
      return { title: `Order ${id}: ${reason}`, deepLink: `/shop/orders/${id}` };
    },
  },
  {
    name: 'Kundärenden',
    category: 1,
    count: 12,
    item: (f, customer) => {
      const topic = f.helpers.arrayElement(['adressändring', 'vill slå ihop konton', 'frågar om leveranstid', 'begär registerutdrag', 'byte av e-postadress']);
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
      rows.push({ queueId: queues[q].id, category: queue.category, title, deepLink, permission: todoPermissionKey(deepLink), createdAt, updatedAt: createdAt });
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
