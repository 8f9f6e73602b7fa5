/**
 * The `subscription-orders` job (issue 20 §3; docs/decisions.md "Billing: subscriptions"), scheduled every 15
 * minutes: each active subscription whose next order is due gets its order placed through the staff order's path
 * (server/orders/staff.ts quoteStaffOrder: the store's prices, the methods' fees unless the subscription fixes
 * them; then placeAndConfirm: totals, risk checks, the audit event, the order confirmation), with a
 * `subscriptionOrder` event naming the subscription, and its next due date one interval on (from the due date, not
 * from now; several missed intervals catch up with one order). One transaction per subscription, which locks it with SKIP
 * LOCKED and reads it again, so two runs at once place one order. An order that cannot be placed (a product no
 * longer sold or priced, a method withdrawn) changes nothing but the subscription's last failure, with its event in
 * the history and one open to-do; it is tried again a day later, or at the next run after someone edits it.
 */
import { and, asc, eq, isNull, lt, lte, or } from 'drizzle-orm';
import { nextDueAfter } from '../../domain/subscriptions';
import { SubscriptionStatus } from '../../domain/codes';
import { ErrorCode } from '../../../../domain/errors';
import { OrderSource } from '../../../../domain/orders/codes';
import { ORDER_EVENT_MESSAGES } from '../../../../domain/orders/event-messages';
import type { StaffOrderAddress } from '../../../../domain/orders/staff-order';
import { valueText } from '../../../../domain/value-text';
import { SYSTEM_ACTOR } from '../../../../../server/audit';
import { systemClock, type Clock } from '../../../../../server/clock';
import { columnsOf, customers } from '../../../../../server/db/schema';
import { openTodo } from '../../../../../server/todos';
import { subscriptionItems, subscriptions } from '../schema';
import type { Db, Tx } from '../../../../../server/db/types';
import { ApiFailure } from '../../../../../server/http/errors';
import type { JobDefinition } from '../../../../../server/jobs/definition';
import type { Schedule } from '../../../../../server/jobs/schedules';
import { placeAndConfirm, quoteStaffOrder } from '../../../../../server/orders/staff';
import type { RiskReasonsOf } from '../../../../../server/orders/checks';
import type { ResourceRegistry } from '../../../../../server/resources/binding';
import { readRecord } from '../../../../../server/resources/records';
import { versionedUpdate } from '../../../../../server/resources/versioned-writes';

const S = columnsOf(subscriptions);
const SI = columnsOf(subscriptionItems);
const C = columnsOf(customers);

export const SUBSCRIPTION_ORDERS_JOB = 'subscription-orders' as const;

export const SUBSCRIPTION_ORDERS_SCHEDULE: Schedule = {
  kind: SUBSCRIPTION_ORDERS_JOB,
  title: 'Subscription orders',
  every: { minutes: 15 },
};

/** The to-do queue of subscriptions whose order could not be placed (made when the first one fails). */
const SUBSCRIPTION_TODO_QUEUE = 'Prenumerationer att åtgärda';

/** A failed subscription waits this long before the job tries it again (unless someone edits it). */
const RETRY_AFTER_MS = 24 * 60 * 60_000;

export interface SubscriptionRun {
  placed: number;
  failed: number;
}

interface RunDeps {
  db: Db;
  resources: ResourceRegistry;
  /** The risk checks (default: the staff order's). */
  reasons?: RiskReasonsOf;
}

const dateOf = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

/** What went wrong, for a person: the failure's text and each field's issue. */
function failureText(error: unknown): string {
  if (error instanceof ApiFailure) {
    const fields = Object.entries(error.fields ?? {}).map(([key, issue]) => `${key}: ${issue.message}`);
    return [error.message, ...fields].join('\n').slice(0, 2000);
  }
  return (error instanceof Error ? error.message : String(error)).slice(0, 2000) || 'Failed';
}

/** The customer's own address for billing when it is whole, else the delivery address. */
async function billingAddress(tx: Tx, customerId: number, delivery: StaffOrderAddress): Promise<StaffOrderAddress> {
  const [c] = await tx.select().from(customers).where(eq(C.ID, customerId));
  if (!c?.Address1 || !c.PostalCode || !c.City || !c.Country) return delivery;
  return {
    Name: c.Name == null ? delivery.Name : String(c.Name),
    Address1: String(c.Address1),
    Address2: (c.Address2 as string | null) ?? null,
    PostalCode: String(c.PostalCode),
    Municipality: (c.Municipality as string | null) ?? null,
    City: String(c.City),
    Country: String(c.Country),
    Reference: (c.Reference as string | null) ?? null,
  };
}

/** Places one due subscription's order; 'gone' when it is not due (any more) or another run holds it. */
async function placeOne(deps: RunDeps, id: number, now: Date): Promise<'placed' | 'gone'> {
  const binding = deps.resources.bindingOf('subscriptions');
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: S.ID })
      .from(subscriptions)
      .where(and(eq(S.ID, id), eq(S.Status, SubscriptionStatus.Active), lte(S.NextOrderAt, now)))
      .for('update', { skipLocked: true });
    if (!locked) return 'gone';
    const before = (await readRecord(tx, binding, id))!;
    const items = await tx
      .select({ productId: SI.ProductID, quantity: SI.Quantity })
      .from(subscriptionItems)
      .where(eq(SI.SubscriptionID, id))
      .orderBy(asc(SI.ID));
    if (!items.length) throw new ApiFailure(ErrorCode.BadRequest, 'The subscription has no items');
    const delivery = {
      Name: before.DeliveryName,
      Address1: before.DeliveryAddress1,
      Address2: before.DeliveryAddress2,
      PostalCode: before.DeliveryPostalCode,
      Municipality: before.DeliveryMunicipality,
      City: before.DeliveryCity,
      Country: before.DeliveryCountry,
      Reference: before.DeliveryReference,
    } as StaffOrderAddress;
    const customerId = Number(before.CustomerID);
    const priced = await quoteStaffOrder(
      tx,
      {
        CustomerID: customerId,
        StoreID: null,
        ShippingMethodID: Number(before.ShippingMethodID),
        PaymentMethodID: Number(before.PaymentMethodID),
        Billing: await billingAddress(tx, customerId, delivery),
        Delivery: delivery,
        Note: null,
        Items: items.map((i) => ({ ProductID: Number(i.productId), Quantity: Number(i.quantity) })),
        Codes: [],
      },
      now,
      // Placing: the coupons that apply by themselves are read with their rows locked, as a staff order's.
      { placing: true },
    );
    const { place } = priced;
    const placed = await placeAndConfirm(
      tx,
      deps.resources,
      {
        ...priced,
        place: {
          ...place,
          source: OrderSource.Subscription,
          shippingFee: before.ShippingFee == null ? place.shippingFee : valueText(before.ShippingFee),
          paymentFee: before.PaymentFee == null ? place.paymentFee : valueText(before.PaymentFee),
        },
      },
      {
        now,
        actorId: SYSTEM_ACTOR,
        event: {
          kind: 'subscriptionOrder',
          code: { id: ORDER_EVENT_MESSAGES.placedBySubscription, values: { subscription: String(before.Number) } },
        },
        reasons: deps.reasons,
      },
    );
    await versionedUpdate(tx, binding, {
      id,
      before,
      set: {
        NextOrderAt: nextDueAfter(dateOf(before.NextOrderAt), Number(before.IntervalDays), now),
        LastOrderID: placed.ID,
        LastFailedAt: null,
        LastFailure: null,
      },
      now,
      actorId: SYSTEM_ACTOR,
      action: 'place-order',
    });
    return 'placed';
  });
}

/** Keeps why the order could not be placed: the subscription's last failure, its history event and one open to-do. */
async function recordFailure(deps: RunDeps, id: number, now: Date, error: unknown): Promise<void> {
  const binding = deps.resources.bindingOf('subscriptions');
  await deps.db.transaction(async (tx) => {
    const failed = await versionedUpdate(tx, binding, {
      id,
      set: { LastFailedAt: now, LastFailure: failureText(error) },
      now,
      actorId: SYSTEM_ACTOR,
      action: 'order-failed',
    });
    if (!failed) return;
    await openTodo(tx, {
      queue: SUBSCRIPTION_TODO_QUEUE,
      title: `Prenumeration ${String(failed.Number)}: ordern kunde inte läggas`,
      deepLink: `/shop/subscriptions/${id}`,
      now,
    });
  });
}

/** Places every due active subscription's order as of `now` (the job, and tests with their own clock). */
export async function placeDueSubscriptions(
  deps: RunDeps,
  now: Date,
  progress?: (done: number, total: number) => Promise<void>,
): Promise<SubscriptionRun> {
  const retryBefore = new Date(now.getTime() - RETRY_AFTER_MS);
  const due = await deps.db
    .select({ id: S.ID })
    .from(subscriptions)
    .where(
      and(eq(S.Status, SubscriptionStatus.Active), lte(S.NextOrderAt, now), or(isNull(S.LastFailedAt), lt(S.LastFailedAt, retryBefore))),
    )
    .orderBy(asc(S.NextOrderAt), asc(S.ID));
  const run: SubscriptionRun = { placed: 0, failed: 0 };
  for (const [n, row] of due.entries()) {
    const id = Number(row.id);
    try {
      if ((await placeOne(deps, id, now)) === 'placed') run.placed += 1;
    } catch (error) {
      run.failed += 1;
      await recordFailure(deps, id, now, error);
    }
    await progress?.(n + 1, due.length);
  }
  return run;
}

/** The job's handler, reading the time from `clock`. */
export function subscriptionOrdersJob(clock: Clock = systemClock): JobDefinition<unknown, SubscriptionRun> {
  return {
    run: ({ db, resources, progress }) => placeDueSubscriptions({ db, resources }, clock.now(), progress),
  };
}
