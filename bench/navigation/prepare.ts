/**
 * Prepares the navigation benchmark's data directory (`prepare.ts <dataDir> <longRows> <shortRows>`):
 * migrates and seeds the embedded database as `npm start` would, then fills the reviews table with
 * `longRows` generated rows (the long list) and the FAQ up to `shortRows` questions (the short list, whose
 * records carry translated rich text: the heaviest detail and form of the settings). Prints one line of
 * JSON: each list's screen and API address and its row count.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../server/db/recordset';
import { openDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { seedDemoData } from '../../server/demo';
import { assembleServer } from '../../server/features';
import { silentLogger } from '../../server/logger';
import { resource } from '../../src/domain/resources';
import { DEMO_PASSWORD } from '../browser.mjs';
import { fillResource } from '../resources/fill';

const [dataDir, longRows, shortRows] = process.argv.slice(2);
const database = await openDatabase({ dataDir, databaseUrl: undefined }, silentLogger);
try {
  await migrate(database);
  // DEMO_ORDERS as `npm start` reads it (fewer orders seed faster on a busy machine; the lists page by keyset).
  const orderCount = process.env.DEMO_ORDERS ? Number(process.env.DEMO_ORDERS) : undefined;
  await seedDemoData(database.db, { demoPassword: DEMO_PASSWORD, now: new Date(), resources: assembleServer().resources, orderCount });
  const reviews = resource('reviews');
  const faq = resource('faq');
  await fillResource(database.db, reviews, Number(longRows));
  const count = async (table: string) =>
    Number(rowsOf<{ n: number }>(await database.db.execute(sql.raw(`select count(*)::int as n from "${table}"`)))[0].n);
  const missing = Number(shortRows) - (await count(faq.table));
  if (missing > 0) await fillResource(database.db, faq, missing);
  const list = (def: typeof faq) => ({ href: `/${def.area}/${def.path}`, api: `/api/${def.area}/${def.path}`, rows: 0 });
  const long = { ...list(reviews), rows: await count(reviews.table) };
  const short = { ...list(faq), rows: await count(faq.table) };
  // The demo shop's orders and products as seeded: the lists people move through most (issue 19 §6).
  const orders = resource('orders');
  const products = resource('products');
  const records = {
    orders: { ...list(orders), rows: await count(orders.table) },
    products: { ...list(products), rows: await count(products.table) },
  };
  process.stdout.write(`${JSON.stringify({ long, short, ...records })}\n`);
} finally {
  await database.close();
}
