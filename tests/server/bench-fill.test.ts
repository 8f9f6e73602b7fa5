/**
 * The benchmarks' generated rows (bench/resources/fill.ts, which bench:resources, bench:navigation and
 * bench:price-lists fill their tables with) fit every resource's table as it is now: a field added, renamed or
 * made computed since is caught here, not by a benchmark on a quiet machine. One app for the file, a few rows each.
 * The fill writes generated values column by column; the resources below it cannot fill (a unique name from a short
 * list, a file or a row another table must hold first, a value a check refuses, one Pending purchase order per
 * supplier, a timeline's actor that is a staff account). They are expected to fail, so the
 * list stays true: one the fill learns to make leaves the list, and a new resource must fill or join it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillResource } from '../../bench/resources/fill';
import { rowsOf } from '../../server/db/recordset';
import { RESOURCES } from '../../src/domain/resources';
import { createTestApp, type TestApp } from './helpers';

const NOT_FILLABLE: ReadonlySet<string> = new Set([
  'brands',
  'categories',
  'chargebacks',
  'customers',
  'documents',
  'invoice-reminder-events',
  'jobs',
  'order-events',
  'phone-brands',
  'phone-models',
  'price-list-prices',
  'print-runs',
  'product-images',
  'product-prices',
  'purchase-order-events',
  'purchase-orders',
  'returns',
  'stock-status-texts',
  'stores',
  'ticket-attachments',
  'ticket-messages',
  'tickets',
  'users',
  'vat-rates',
]);

describe("the benchmarks' rows fit every table", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  for (const def of RESOURCES.filter((r) => !r.singleton)) {
    if (NOT_FILLABLE.has(def.name)) {
      it(`${def.name} cannot be filled`, async () => {
        await expect(fillResource(t.db, def, 3)).rejects.toThrow();
      });
      continue;
    }
    it(def.name, async () => {
      const count = async () =>
        Number(rowsOf<{ n: number }>(await t.db.execute(sql.raw(`select count(*)::int as n from "${def.table}"`)))[0].n);
      const before = await count();
      await fillResource(t.db, def, 3);
      expect(await count()).toBe(before + 3);
    });
  }
});
