/**
 * Import benchmark (npm run bench:imports). Not a test: npm test never runs it.
 *
 * On a private PostgreSQL cluster (scripts/pg-cluster.mjs): migrates, seeds the demo data, writes a products file of
 * --lines lines (semicolon CSV as the items import takes it: SKU, Swedish and English name, purchase price, weight,
 * country of origin; brand names from the demo brands), then times, in this process and through the same functions
 * the API and the job use (server/imports/service.ts):
 * 1. the check (upload's dry run) of the file;
 * 2. its application (every line creates a product; each batch written set-based with its audit events);
 * 3. the check and the application of the same file again (every line unchanged: nothing written);
 * and samples the process's resident memory every 50 ms during each step (peak minus the step's start).
 * Goal (issue 8 §6): applying 100,000 lines at ≥ 5,000 lines/s with flat memory.
 *
 * Options: --lines N (default 100000) --json.
 */
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { postgresDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { brands, imports } from '../../server/db/schema';
import { seedDemoData } from '../../server/demo';
import { assembleServer } from '../../server/features';
import { silentLogger } from '../../server/logger';
import { applyImport, checkImport } from '../../server/imports/service';
import { importByKind } from '../../src/domain/imports/definitions';
import { startCluster } from '../../scripts/pg-cluster.mjs';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

const LINES = Number(option('lines', '100000'));
const JSON_OUT = process.argv.includes('--json');
const COUNTRIES = ['CN', 'SE', 'DE'];

interface Step {
  step: string;
  seconds: number;
  linesPerSecond: number;
  peakRssMb: number;
}

async function measured<T>(step: string, lines: number, work: () => Promise<T>): Promise<{ result: T; row: Step }> {
  global.gc?.();
  const start = process.memoryUsage().rss;
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const t0 = performance.now();
  try {
    const result = await work();
    const seconds = (performance.now() - t0) / 1000;
    return { result, row: { step, seconds, linesPerSecond: lines / seconds, peakRssMb: (peak - start) / 1e6 } };
  } finally {
    clearInterval(sampler);
  }
}

async function main(): Promise<void> {
  const cluster = await startCluster({ settings: { shared_buffers: '512MB', work_mem: '16MB' } });
  const database = postgresDatabase(cluster.url, { logger: silentLogger });
  try {
    await migrate(database);
    const { resources } = assembleServer();
    await seedDemoData(database.db, { demoPassword: 'Bench#Password2026', now: new Date(), resources });
    const db = database.db;
    const brandNames = (await db.select({ name: brands.Name }).from(brands)).map((b) => String(b.name));
    const run = Date.now().toString(36).toUpperCase();
    const rows = ['Sku;Name_sv;Name_en;Brand;PurchasePrice;Weight;CountryOfOrigin'];
    for (let i = 0; i < LINES; i += 1) {
      rows.push(
        `B${run}-${i};Reservdel ${i};Spare part ${i};${brandNames[i % brandNames.length]};${(10 + (i % 500)).toFixed(2).replace('.', ',')};${20 + (i % 300)};${COUNTRIES[i % COUNTRIES.length]}`,
      );
    }
    const bytes = Buffer.from(rows.join('\r\n'));
    const def = importByKind.get('items')!;
    const admin = 1;
    const steps: Step[] = [];
    const check = () => checkImport(db, { def, bytes, fileName: 'bench.csv', options: {}, createdBy: admin, now: new Date(), resources });
    const apply = (id: number) => applyImport(db, resources, def, id, { progress: async () => {}, now: () => new Date() });

    const first = await measured('check (all new)', LINES, check);
    steps.push(first.row);
    const [checked] = await db.select({ counts: imports.checked }).from(imports).where(eq(imports.id, first.result));
    if (checked.counts.create !== LINES) throw new Error(`The check found ${JSON.stringify(checked.counts)}`);
    const applied = await measured('apply (all new)', LINES, () => apply(first.result));
    if (applied.result.create !== LINES) throw new Error(`The application did ${JSON.stringify(applied.result)}`);
    steps.push(applied.row);
    const again = await measured('check (all unchanged)', LINES, check);
    steps.push(again.row);
    const reapplied = await measured('apply (all unchanged)', LINES, () => apply(again.result));
    if (reapplied.result.unchanged !== LINES) throw new Error(`The second application did ${JSON.stringify(reapplied.result)}`);
    steps.push(reapplied.row);

    if (JSON_OUT) {
      console.log(JSON.stringify({ lines: LINES, bytes: bytes.byteLength, steps }, null, 2));
    } else {
      console.log(`Import of ${LINES.toLocaleString('en')} lines (${(bytes.byteLength / 1e6).toFixed(1)} MB) on PostgreSQL`);
      console.log('| step | seconds | lines/s | peak RSS growth (MB) |');
      console.log('|---|---|---|---|');
      for (const s of steps)
        console.log(
          `| ${s.step} | ${s.seconds.toFixed(1)} | ${Math.round(s.linesPerSecond).toLocaleString('en')} | ${s.peakRssMb.toFixed(0)} |`,
        );
    }
  } finally {
    await database.close();
    cluster.stop();
  }
}

await main();
