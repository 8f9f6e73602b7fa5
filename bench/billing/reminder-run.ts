/**
 * Reminder run benchmark (npm run bench:reminder-run). Not a test: npm test never runs it.
 *
 * On a private PostgreSQL cluster (scripts/pg-cluster.mjs): migrates, seeds the demo data (few orders), adds
 * --reminders open reminders all due now (set-based, spread over the demo stores' ladders, a third at each step:
 * e-mail, paper, collection), then times one run of the ladder through the job's own function
 * (src/features/billing/server/reminders-run.ts runReminderLadder) and samples the process's resident memory every 50 ms. Goal
 * (issue 20 §4): 100,000 due reminders in ≤ 30 s, memory flat. Then checks every reminder took its step and has its
 * event.
 *
 * Options: --reminders N (default 100000) --json.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { runReminderLadder } from '../../src/features/billing/server/reminders-run';
import { postgresDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { rowsOf } from '../../server/db/recordset';
import { seedDemoData } from '../../server/demo';
import { assembleServer } from '../../server/features';
import { silentLogger } from '../../server/logger';
import { startCluster } from '../../scripts/pg-cluster.mjs';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

const REMINDERS = Number(option('reminders', '100000'));
const JSON_OUT = process.argv.includes('--json');
const MB = 1024 * 1024;

async function main(): Promise<void> {
  const cluster = await startCluster({ settings: { shared_buffers: '512MB', work_mem: '16MB' } });
  const database = postgresDatabase(cluster.url, { logger: silentLogger });
  try {
    await migrate(database);
    const { resources } = assembleServer();
    const now = new Date();
    await seedDemoData(database.db, { demoPassword: 'Bench#Password2026', now, orderCount: 1000, resources });
    const db = database.db;
    // Due reminders over every ladder the demo configures, at the ladder's steps in turn.
    await db.execute(sql`
      with ladders as (
        select a.store_id, a.method_sku, a.next_action, row_number() over (order by a.store_id, a.method_sku, a.id) - 1 as n, count(*) over () as total
        from invoice_reminder_actions a where a.next_action <> 0
      )
      insert into invoice_reminders (invoice_number, status, next_action, next_action_days, amount, balance, due_date, method_sku, currency,
        invoice_date, store_id, locale, last_action, next_action_at, revalidate_at)
      select 'BENCH-' || g, case when l.next_action = 2 then 1 else 2 end, l.next_action, 7, 100 + g % 5000, 100 + g % 5000,
        current_date - 30, l.method_sku, st.currency, current_date - 44, l.store_id, st.locale, 0,
        ${now.toISOString()}::timestamptz - make_interval(mins => g % 10000), ${now.toISOString()}::timestamptz
      from generate_series(1, ${REMINDERS}::int) g
      join ladders l on l.n = g % l.total
      join stores st on st.id = l.store_id`);
    await db.execute(sql`analyze invoice_reminders`);
    const [{ due }] = rowsOf<{ due: number }>(
      await db.execute(sql`select count(*)::int as due from invoice_reminders where next_action_at <= ${now.toISOString()}::timestamptz
        and status in (1, 2) and not is_marked`),
    );

    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    const t0 = performance.now();
    const result = await runReminderLadder(db, resources, { clock: { now: () => now } });
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    global.gc?.();
    const after = process.memoryUsage().rss;

    const [{ events }] = rowsOf<{ events: number }>(
      await db.execute(sql`select count(*)::int as events from invoice_reminder_events e join invoice_reminders r on r.id = e.reminder_id
        where r.invoice_number like 'BENCH-%' and e.time = ${now.toISOString()}::timestamptz`),
    );
    if (result.performed < REMINDERS || events < REMINDERS)
      throw new Error(`The run performed ${result.performed} steps and wrote ${events} events`);
    const figures = {
      reminders: REMINDERS,
      due,
      performed: result.performed,
      chunks: result.chunks,
      seconds: Number(seconds.toFixed(1)),
      perSecond: Math.round(result.performed / seconds),
      rssBeforeMb: Math.round(before / MB),
      rssPeakMb: Math.round(peak / MB),
      rssAfterMb: Math.round(after / MB),
    };
    if (JSON_OUT) console.log(JSON.stringify(figures, null, 2));
    else {
      console.log(
        `Reminder run over ${REMINDERS.toLocaleString('en')} due reminders on PostgreSQL (${due.toLocaleString('en')} due in all)`,
      );
      console.log('| steps | chunks | seconds | steps/s | RSS before / peak / after (MB) |');
      console.log('|---|---|---|---|---|');
      console.log(
        `| ${figures.performed.toLocaleString('en')} | ${figures.chunks} | ${figures.seconds} | ${figures.perSecond.toLocaleString('en')} | ${figures.rssBeforeMb} / ${figures.rssPeakMb} / ${figures.rssAfterMb} |`,
      );
    }
  } finally {
    await database.close();
    cluster.stop();
  }
}

await main();
