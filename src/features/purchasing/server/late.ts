/**
 * Late purchase orders (issue 30 §3): with the supplier, not all in, and the expected date passed (the shop's
 * calendar day). The hourly job opens a to-do for each that has none open (server/todos.ts), so a buyer chases the
 * supplier; the dashboard counts them with a link to the list's `late` filter.
 */
import { sql } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '../../../domain/constants';
import type { JobKind } from '../../../domain/resources/jobs';
import { ORDERED_STATUSES } from '../domain/codes';
import { systemClock, type Clock } from '../../../../server/clock';
import { codes } from '../../../../server/db/codes';
import { rowsOf } from '../../../../server/db/recordset';
import type { Db } from '../../../../server/db/types';
import type { JobDefinition } from '../../../../server/jobs/definition';
import type { Schedule } from '../../../../server/jobs/schedules';
import { openTodo } from '../../../../server/todos';

export const LATE_PURCHASE_ORDERS_JOB = 'purchase-orders-late' satisfies JobKind;

/** The to-do queue of purchase orders that need a person (annulled with customers waiting, late). */
export const PURCHASING_TODO_QUEUE = 'Inköp att åtgärda';

/** The late condition over a purchase order's columns (`po.`), at `now`. */
export function lateCondition(status: ReturnType<typeof sql>, expected: ReturnType<typeof sql>, now: ReturnType<typeof sql>) {
  return sql`${status} in (${codes(ORDERED_STATUSES)}) and ${expected} < (${now} at time zone ${SHOP_TIME_ZONE})::date`;
}

/** Opens a to-do for every late purchase order that has none open; answers how many were opened. */
export async function chaseLatePurchaseOrders(db: Db, clock: Clock = systemClock): Promise<{ late: number; opened: number }> {
  const now = clock.now();
  const late = rowsOf<{ id: number; number: string; supplier: string; expected: string }>(
    await db.execute(sql`
      select po.id, po.number, s.name as supplier, to_char(po.expected_date, 'YYYY-MM-DD') as expected
      from purchase_orders po join suppliers s on s.id = po.supplier_id
      where ${lateCondition(sql`po.status`, sql`po.expected_date`, sql`${now.toISOString()}::timestamptz`)}
      order by po.expected_date, po.id`),
  );
  let opened = 0;
  for (const po of late) {
    const made = await db.transaction((tx) =>
      openTodo(tx, {
        queue: PURCHASING_TODO_QUEUE,
        title: `Inköpsorder ${po.number} från ${po.supplier} är försenad (väntades ${po.expected})`,
        deepLink: `/shop/purchase-orders/${Number(po.id)}`,
        now,
      }),
    );
    if (made) opened += 1;
  }
  return { late: late.length, opened };
}

export const latePurchaseOrdersJob: JobDefinition<unknown, { late: number; opened: number }> = {
  run: ({ db }) => chaseLatePurchaseOrders(db),
};

/** Every hour: an expected date is a day, so the to-do is there before the buyer's day begins. */
export const LATE_PURCHASE_ORDERS_SCHEDULE: Schedule = {
  kind: LATE_PURCHASE_ORDERS_JOB,
  title: 'Late purchase orders',
  every: { minutes: 60 },
};
