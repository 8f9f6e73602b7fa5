/**
 * Merging one customer into another (issue 9 §5). What moves is discovered from the declarations: every
 * reference field of any resource that points at customers (orders' CustomerID today; returns, tickets and
 * invoices when they are declared; a customer's MergedIntoID, so earlier merges follow the survivor), so no
 * list is kept here. The preview counts those records; the merge moves them all in one transaction (each moved
 * record's Version goes up, so an edit based on the old customer is refused as stale, and each has its `update`
 * event by the merging user), and leaves the merged-away customer as a read-only pointer (`MergedIntoID`) that
 * links and searches still reach. Both
 * customers are audited ("merge" on the one merged away, "merged-in" on the survivor, with what moved).
 * Refusals: into itself or a customer of another store (40001 naming `into`), a customer merged away on
 * either side (40901), a stale Version of either (40901 with that customer as it is now).
 */
import { eq, sql } from 'drizzle-orm';
import type { TokenPayload } from '../../src/domain/api-types';
import { ErrorCode } from '../../src/domain/errors';
import { RESOURCES } from '../../src/domain/resources';
import type { ResourceRecord } from '../../src/domain/resources/types';
import type { Db, Executor, Tx } from '../db/types';
import { ApiFailure, ERROR_TEXT } from '../http/errors';
import { assertVersion } from '../resources/concurrency';
import { readRecord } from '../resources/records';
import type { ResourceRegistry } from '../resources/binding';
import { versionedUpdate, versionedUpdates } from '../resources/versioned-writes';

/** One kind of record that moves: a resource's reference field to customers, and how many point at the customer. */
interface MergeMove {
  resource: string;
  field: string;
  count: number;
}

export interface MergePreview {
  from: ResourceRecord;
  /** Null when the preview was asked without a target (what would move from this customer to any other). */
  into: ResourceRecord | null;
  moves: MergeMove[];
}

/** The reference fields to customers of every declared resource (single references; a set is never declared so). */
function customerReferences(): { resource: string; field: string }[] {
  return RESOURCES.flatMap((def) =>
    def.fields
      .filter((f) => f.kind === 'reference' && f.resource === 'customers' && !f.multiple && !f.computed)
      .map((f) => ({ resource: def.name, field: f.key })),
  );
}

const badInto = (message: string) =>
  new ApiFailure(ErrorCode.BadRequest, ERROR_TEXT[ErrorCode.BadRequest], {
    into: { id: 'resources.customers.merge.invalidInto', message },
  });

/** Both customers, checked for a merge: 40401 for an unknown one being merged, 40001/40901 as described above. */
async function pair(
  db: Executor,
  resources: ResourceRegistry,
  id: number,
  intoRaw: unknown,
): Promise<{ from: ResourceRecord; into: ResourceRecord }> {
  const binding = resources.bindingOf('customers');
  const from = await readRecord(db, binding, id);
  if (!from) throw new ApiFailure(ErrorCode.NotFound);
  const intoId =
    typeof intoRaw === 'number' ? intoRaw : typeof intoRaw === 'string' && /^[1-9]\d{0,9}$/.test(intoRaw) ? Number(intoRaw) : null;
  if (intoId === null) throw badInto('Choose the customer to merge into');
  if (intoId === id) throw badInto('A customer cannot be merged into itself');
  const into = await readRecord(db, binding, intoId);
  if (!into) throw badInto('No such customer');
  if (from.MergedIntoID != null)
    throw new ApiFailure(ErrorCode.Conflict, 'The customer was already merged into another', undefined, undefined, { current: from });
  if (into.MergedIntoID != null)
    throw new ApiFailure(ErrorCode.Conflict, 'That customer was merged into another; merge into that one instead', undefined, undefined, {
      current: into,
    });
  if (from.StoreID !== into.StoreID) throw badInto('Customers of different stores cannot be merged');
  return { from, into };
}

async function countMoves(db: Executor, resources: ResourceRegistry, fromId: number): Promise<MergeMove[]> {
  const moves: MergeMove[] = [];
  for (const { resource, field } of customerReferences()) {
    const binding = resources.bindingNamed(resource);
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(binding.table)
      .where(eq(binding.columns[field], fromId));
    moves.push({ resource, field, count: row.count });
  }
  return moves;
}

/** What would move; without `into` (the dialog before a target is picked), only the customer's own counts. */
export async function mergePreview(db: Db, resources: ResourceRegistry, id: number, into: unknown): Promise<MergePreview> {
  if (into == null || into === '') {
    const from = await readRecord(db, resources.bindingOf('customers'), id);
    if (!from) throw new ApiFailure(ErrorCode.NotFound);
    return { from, into: null, moves: await countMoves(db, resources, id) };
  }
  const { from, into: target } = await pair(db, resources, id, into);
  return { from, into: target, moves: await countMoves(db, resources, id) };
}

/** Points every record that refers to `fromId` at `intoId`, each with its event by the merging user. */
async function moveAll(
  tx: Tx,
  resources: ResourceRegistry,
  auth: TokenPayload,
  fromId: number,
  intoId: number,
  now: Date,
): Promise<MergeMove[]> {
  const moves: MergeMove[] = [];
  for (const { resource, field } of customerReferences()) {
    const binding = resources.bindingNamed(resource);
    const moved = await versionedUpdates(tx, binding, {
      where: eq(binding.columns[field], fromId),
      set: { [binding.properties[field]]: intoId },
      now,
      actorId: auth.id,
      action: 'update',
    });
    moves.push({ resource, field, count: moved.length });
  }
  return moves;
}

/** Merges customer `id` into `body.into`, both at the Versions sent (`Version`, `IntoVersion`). */
export async function mergeCustomers(
  db: Db,
  resources: ResourceRegistry,
  auth: TokenPayload,
  id: number,
  body: Record<string, unknown>,
  now: Date,
): Promise<MergePreview> {
  const binding = resources.bindingOf('customers');
  return db.transaction(async (tx) => {
    // Lock both rows in id order, so two merges of the same pair cannot deadlock.
    const intoId = Number(body.into);
    for (const lockId of [id, intoId].filter(Number.isSafeInteger).sort((a, b) => a - b)) {
      await tx.execute(sql`select 1 from customers where id = ${lockId} for update`);
    }
    const { from, into } = await pair(tx, resources, id, body.into);
    assertVersion(body.Version, from);
    assertVersion(body.IntoVersion, into, 'IntoVersion');
    const moves = await moveAll(tx, resources, auth, from.ID, into.ID, now);
    const moved = Object.fromEntries(moves.map((m) => [`${m.resource}.${m.field}`, m.count]));
    // Both at the Versions sent: the moves above may have pointed an earlier merged-away customer at the survivor,
    // not these two rows.
    const fromAfter = (await versionedUpdate(tx, binding, {
      id: from.ID,
      before: from,
      set: { [binding.properties.MergedIntoID]: into.ID },
      now,
      actorId: auth.id,
      action: 'merge',
      input: { into: into.ID, moved },
    }))!;
    const intoAfter = (await versionedUpdate(tx, binding, {
      id: into.ID,
      before: into,
      set: {},
      now,
      actorId: auth.id,
      action: 'merged-in',
      input: { from: from.ID, moved },
    }))!;
    return { from: fromAfter, into: intoAfter, moves };
  });
}
