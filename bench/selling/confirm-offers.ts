/**
 * Confirming offers benchmark (npm run bench:confirm-offers). Not a test: npm test never runs it.
 *
 * On a private PostgreSQL cluster (scripts/pg-cluster.mjs): migrates, seeds the demo data (its offers included),
 * then copies the demo's Draft offers with their lines until there are --offers Draft offers to confirm, and confirms
 * them one after the other through the engine's own action (`runAction` with the offers' `confirm`: the Version
 * check, the status move, the order placed at the offer's prices through the staff order's path, the coupons
 * redeemed, the confirmation queued, the audit events), each in its own transaction as the route runs it. Prints the
 * offers confirmed per second over the whole run and the median time of one. Goal (issue 31 §5): ≥ 100 a second.
 * Then checks every offer has its order, at its total.
 *
 * Options: --offers N (default 1000) --at-once N (colleagues confirming at the same moment, default 1) --json
 * --profile FILE (a CPU profile of the confirming alone, for Chrome's DevTools).
 */
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { OfferStatus } from '../../src/features/selling/domain/offers';
import { postgresDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { rowsOf } from '../../server/db/recordset';
import { seedDemoData } from '../../server/demo';
import { assembleServer } from '../../server/features';
import { silentLogger } from '../../server/logger';
import { customAction, runAction } from '../../server/resources/actions';
import { startCluster } from '../../scripts/pg-cluster.mjs';
import { median, option } from '../browser.mjs';

const OFFERS = Number(option('offers', '1000'));
/** Colleagues confirming at the same moment, each on a connection of the pool. */
const AT_ONCE = Number(option('at-once', '1'));
const JSON_OUT = process.argv.includes('--json');
const PROFILE = option('profile', '');
const GOAL_PER_SECOND = 100;

async function main(): Promise<void> {
  const cluster = await startCluster({ settings: { shared_buffers: '512MB', work_mem: '16MB' } });
  const database = postgresDatabase(cluster.url, { logger: silentLogger });
  try {
    await migrate(database);
    const { resources } = assembleServer();
    const now = new Date();
    await seedDemoData(database.db, { demoPassword: 'Bench#Password2026', now, orderCount: 1000, resources });
    const db = database.db;
    // The demo's manager (role 4, who sells).
    const [manager] = rowsOf<{ id: number }>(await db.execute(sql`select id from users where role = 4 order by id limit 1`));
    // Copies of the demo's Draft offers with their codes (the demo's have no usage limit) and their lines.
    await db.execute(sql`
      with drafts as (
        select o.*, row_number() over (order by o.id) - 1 as n, count(*) over () as drafts from offers o
        where o.status = ${OfferStatus.Draft} and exists (select 1 from offer_items i where i.offer_id = o.id)
      ), copies as (
        insert into offers (customer_id, store_id, currency, status, valid_until, shipping_method_id, payment_method_id, codes, note,
          subtotal, discount, shipping_fee, payment_fee, vat_amount, total, created_at, updated_at)
        select d.customer_id, d.store_id, d.currency, d.status, d.valid_until, d.shipping_method_id, d.payment_method_id,
          d.codes, 'bench:' || d.id, d.subtotal, d.discount, d.shipping_fee, d.payment_fee, d.vat_amount, d.total, now(), now()
        from generate_series(0, ${OFFERS - 1}::int) g join drafts d on d.n = g % d.drafts
        returning id, note
      )
      insert into offer_items (offer_id, product_id, sku, name, quantity, currency, list_price, unit_price, discount, adjustments, created_at, updated_at)
      select c.id, i.product_id, i.sku, i.name, i.quantity, i.currency, i.list_price, i.unit_price, i.discount, i.adjustments, now(), now()
      from copies c join offer_items i on i.offer_id = substring(c.note from 7)::int`);
    const offers = rowsOf<{ id: number; version: number }>(
      await db.execute(sql`select id, version from offers where note like 'bench:%' order by id`),
    );
    if (offers.length !== OFFERS) throw new Error(`${offers.length} offers were copied; ${OFFERS} were asked for`);
    const binding = resources.bindingOf('offers');
    const confirm = customAction(binding, 'confirm', false);
    const context = { db, resources, auth: { id: Number(manager.id), role: 4, secret: false, tfa: true, exp: 0 }, now };
    const each: number[] = [];
    const session = PROFILE ? new Session() : null;
    if (session) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    }
    const t0 = performance.now();
    let next = 0;
    const colleague = async () => {
      while (next < offers.length) {
        const offer = offers[next++];
        const started = performance.now();
        await runAction({ ...context, now: new Date() }, binding, confirm, Number(offer.id), { Version: Number(offer.version) });
        each.push(performance.now() - started);
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, colleague));
    const seconds = (performance.now() - t0) / 1000;
    if (session) {
      const { profile } = await session.post('Profiler.stop');
      await writeFile(PROFILE, JSON.stringify(profile));
      session.disconnect();
    }
    const [check] = rowsOf<{ confirmed: number; matching: number }>(
      await db.execute(sql`
        select count(*)::int as confirmed, count(*) filter (where o.total = f.total)::int as matching
        from offers f join orders o on o.id = f.order_id
        where f.note like 'bench:%' and f.status = ${OfferStatus.Confirmed}`),
    );
    if (check.confirmed !== OFFERS || check.matching !== OFFERS)
      throw new Error(`${check.confirmed} offers were confirmed and ${check.matching} orders match their offer; ${OFFERS} were asked for`);
    const perSecond = OFFERS / seconds;
    const figures = {
      offers: OFFERS,
      seconds: Number(seconds.toFixed(2)),
      perSecond: Number(perSecond.toFixed(1)),
      medianMs: Number(median(each).toFixed(1)),
      goalPerSecond: GOAL_PER_SECOND,
      met: perSecond >= GOAL_PER_SECOND,
      load: loadavg()
        .map((l) => l.toFixed(2))
        .join(' '),
    };
    if (JSON_OUT) console.log(JSON.stringify(figures, null, 2));
    else {
      console.log(
        `Confirming ${OFFERS.toLocaleString('en')} offers on PostgreSQL, one transaction each, through the engine's action, ${AT_ONCE} at once`,
      );
      console.log('| offers | seconds | per second | median one (ms) | goal | load after |');
      console.log('|---|---|---|---|---|---|');
      console.log(
        `| ${OFFERS} | ${figures.seconds} | ${figures.perSecond} | ${figures.medianMs} | ≥ ${GOAL_PER_SECOND}/s: ${figures.met ? 'met' : 'NOT met'} | ${figures.load} |`,
      );
    }
  } finally {
    await database.close();
    cluster.stop();
  }
}

await main();
