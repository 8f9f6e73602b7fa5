/**
 * Sub-coupons (SPEC.md "Coupon": subCoupons; docs/decisions.md "Coupons"): N single codes under a coupon's,
 * `<CODE>-XXXXXX`, each suffix drawn from node:crypto's randomInt over the unambiguous alphabet. In the caller's
 * transaction, with the coupon's row locked (two runs for one coupon go one after the other): the codes are inserted
 * in one statement that skips any that clash (ON CONFLICT DO NOTHING on the codes' unique index, without regard to
 * case), and new ones are drawn for those skipped until N are made; each code made is audited as a create, as the
 * engine's writes are. Their list is a CSV (Code;UsedAt), written by csv-stringify as the engine's exports are.
 */
import { randomInt } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { ErrorCode } from '../../../domain/errors';
import { valueText } from '../../../domain/value-text';
import { subCode, subCodeSuffix } from '../domain/coupons';
import { recordAudits } from '../../../../server/audit';
import type { Executor, Tx } from '../../../../server/db/types';
import { ApiFailure } from '../../../../server/http/errors';
import { auditEntryBy } from '../../../../server/resources/audit-values';
import type { ResourceRegistry } from '../../../../server/resources/binding';
import { recordSelection, toRecord } from '../../../../server/resources/records';

/** Rounds of drawing again for codes that clashed before giving up (each round's clashes are a handful at most). */
const MAX_ROUNDS = 20;

/** Who makes the codes, and when. */
export interface Who {
  actorId: number | null;
  now: Date;
}

/** Makes `count` new sub-coupons of the coupon; answers how many were made (`count`). 40401 when there is no coupon. */
export async function generateCouponCodes(tx: Tx, resources: ResourceRegistry, couponId: number, count: number, who: Who): Promise<number> {
  const coupons = resources.bindingOf('coupons');
  const [coupon] = await tx
    .select({ code: coupons.columns.Code })
    .from(coupons.table)
    .where(eq(coupons.columns.ID, couponId))
    .for('update');
  if (!coupon) throw new ApiFailure(ErrorCode.NotFound);
  const prefix = valueText(coupon.code);
  const codes = resources.bindingOf('coupon-codes');
  let made = 0;
  for (let round = 0; made < count; round++) {
    if (round === MAX_ROUNDS) throw new Error(`Coupon ${couponId}: ${count - made} codes still clashed after ${MAX_ROUNDS} rounds`);
    const drawn = new Set<string>();
    while (drawn.size < count - made)
      drawn.add(
        subCode(
          prefix,
          subCodeSuffix((n) => randomInt(n)),
        ),
      );
    const written = await tx
      .insert(codes.table)
      .values([...drawn].map((code) => ({ CouponID: couponId, Code: code, CreatedAt: who.now, UpdatedAt: who.now })))
      .onConflictDoNothing()
      .returning(recordSelection(codes));
    await recordAudits(
      tx,
      written.map((row) => {
        const record = toRecord(row);
        return auditEntryBy(who.actorId, codes, { action: 'create', id: record.ID, before: null, after: record });
      }),
    );
    made += written.length;
  }
  return made;
}

/** The coupon's code and its sub-coupons as a CSV (Code;UsedAt, UTF-8 with its mark, as the engine's exports); null without the coupon. */
export async function couponCodesCsv(
  db: Executor,
  resources: ResourceRegistry,
  couponId: number,
): Promise<{ code: string; csv: Buffer } | null> {
  const coupons = resources.bindingOf('coupons');
  const [coupon] = await db.select({ code: coupons.columns.Code }).from(coupons.table).where(eq(coupons.columns.ID, couponId));
  if (!coupon) return null;
  const codes = resources.bindingOf('coupon-codes');
  const rows = await db
    .select({ code: codes.columns.Code, usedAt: codes.columns.UsedAt })
    .from(codes.table)
    .where(eq(codes.columns.CouponID, couponId))
    .orderBy(asc(codes.columns.ID));
  const lines = [
    ['Code', 'UsedAt'],
    ...rows.map((row) => [
      valueText(row.code),
      row.usedAt instanceof Date ? row.usedAt.toISOString() : row.usedAt == null ? '' : valueText(row.usedAt),
    ]),
  ];
  const text = stringify(lines, { delimiter: ';', record_delimiter: '\r\n' });
  return { code: valueText(coupon.code), csv: Buffer.concat([Buffer.from('\uFEFF'), Buffer.from(text)]) };
}
