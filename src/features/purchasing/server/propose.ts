/**
 * Proposing purchase orders (issue 30 §1; docs/decisions.md "Purchasing: the proposal"): every customer order line
 * that waits for supply (../domain/codes.ts: a backorder the warehouse answered, not yet on a purchase order, in an
 * order still to be shipped) is put on its product's supplier's Pending purchase order: the supplier's open one when
 * there is one, else a new one (for the store most of its lines come from, expected after the supplier's longest
 * lead time). Lines of one product make one purchase order line; each order line is allocated to it with its
 * quantity. Set-based: a handful of statements whatever the number of lines, one proposal at a time (an advisory
 * lock), in the caller's transaction. Audited: each purchase order, line and allocation made or changed writes its
 * event, set-based too, and each purchase order its timeline event.
 */
import { sql } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '../../../domain/constants';
import { BACKORDER_LOGISTICS, ITEM_DONE_STATUSES, ORDER_WAITS_IN, PurchaseOrderItemStatus, PurchaseOrderStatus } from '../domain/codes';
import { PURCHASE_ORDER_EVENT_MESSAGES } from '../domain/events';
import { code, codes } from '../../../../server/db/codes';
import { rowsOf } from '../../../../server/db/recordset';
import type { Tx } from '../../../../server/db/types';
import { versionAfter } from '../../../../server/resources/versioned-writes';

/** What a proposal did, as the buyer is told. */
export interface ProposalOutcome {
  /** Customers' order lines put on purchase orders. */
  lines: number;
  /** Suppliers whose purchase orders took them. */
  suppliers: number;
  /** Purchase orders made, and those added to (a supplier's open Pending one). */
  created: number[];
  added: number[];
  /** Waiting lines whose product names no supplier: left waiting, for a person. */
  withoutSupplier: number;
  /**
   * The Pending purchase orders proposed to whose total (SEK) is below their supplier's minimum order: the minimum as
   * the supplier states it (its currency) and in SEK at the currency group's rate (null when there is no rate to
   * compare by: then it is listed too, for a person to judge).
   */
  underMinimum: {
    purchaseOrderId: number;
    number: string;
    supplier: string;
    total: string;
    minimum: string;
    minimumCurrency: string;
    minimumSek: string | null;
  }[];
}

/** The order lines that wait for supply (the one rule, ../domain/codes.ts), as SQL over `oi` and `o`. */
function waitsForSupply(): ReturnType<typeof sql> {
  return sql`oi.logistics_status in (${codes(BACKORDER_LOGISTICS)}) and oi.item_status not in (${codes(ITEM_DONE_STATUSES)})
    and o.status in (${codes(ORDER_WAITS_IN)})
    and not exists (select 1 from purchase_order_allocations a where a.order_item_id = oi.id)`;
}

export async function proposePurchaseOrders(tx: Tx, options: { now: Date; actorId: number }): Promise<ProposalOutcome> {
  const now = sql`${options.now.toISOString()}::timestamptz`;
  const actor = options.actorId;
  const pending = code(PurchaseOrderStatus.Pending);
  // One proposal at a time: two at once would each see the same lines waiting.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('purchasing:propose'))`);
  await tx.execute(sql`
    create temp table proposal_lines on commit drop as
    select oi.id as order_item_id, oi.order_id, oi.product_id, oi.quantity, oi.item_status, o.store_id, p.supplier_id
    from order_items oi
    join orders o on o.id = oi.order_id
    join products p on p.id = oi.product_id
    where ${waitsForSupply()}`);
  // Its statistics, so the statements below join it by hash rather than loop over it (a temp table has none).
  await tx.execute(sql`analyze proposal_lines`);
  const [counts] = rowsOf<{ lines: number; without: number; suppliers: number }>(
    await tx.execute(sql`
      select count(*) filter (where supplier_id is not null)::int as lines, count(*) filter (where supplier_id is null)::int as without,
        count(distinct supplier_id)::int as suppliers
      from proposal_lines`),
  );
  const outcome: ProposalOutcome = {
    lines: counts.lines,
    suppliers: counts.suppliers,
    created: [],
    added: [],
    withoutSupplier: counts.without,
    underMinimum: [],
  };
  if (counts.lines === 0) return outcome;

  // The suppliers' open Pending purchase orders, taken before new ones are made.
  outcome.added = rowsOf<{ id: number }>(
    await tx.execute(sql`
      select po.id from purchase_orders po
      where po.status = ${pending} and po.supplier_id in (select supplier_id from proposal_lines)
      order by po.id for update`),
  ).map((row) => Number(row.id));
  outcome.created = rowsOf<{ id: number }>(
    await tx.execute(sql`
      with made as (
        insert into purchase_orders (supplier_id, store_id, currency, status, expected_date, created_at, updated_at)
        select w.supplier_id, mode() within group (order by w.store_id), 'SEK', ${pending},
          ((${now} at time zone ${SHOP_TIME_ZONE})::date + coalesce(s.lead_time_max_days, max(p.lead_time_max_days)))::date, ${now}, ${now}
        from proposal_lines w
        join suppliers s on s.id = w.supplier_id
        join products p on p.id = w.product_id
        where not exists (select 1 from purchase_orders po where po.supplier_id = w.supplier_id and po.status = ${pending})
        group by w.supplier_id, s.lead_time_max_days
        order by w.supplier_id
        returning id, number, supplier_id, store_id, status, expected_date
      ), audited as (
        insert into audit_events (actor_id, entity, entity_id, action, before, after, created_at, updated_at)
        select ${actor}, 'purchase-orders', m.id, 'propose', null,
          jsonb_build_object('ID', m.id, 'Number', m.number, 'SupplierID', m.supplier_id, 'StoreID', m.store_id, 'Status', m.status,
            'ExpectedDate', m.expected_date, 'Currency', 'SEK'), ${now}, ${now}
        from made m
      )
      select id from made order by id`),
  ).map((row) => Number(row.id));

  // One line per product on each supplier's Pending purchase order: added to when it is already there.
  await tx.execute(sql`
    with wanted as (
      select po.id as purchase_order_id, w.product_id, sum(w.quantity)::int as quantity
      from proposal_lines w join purchase_orders po on po.supplier_id = w.supplier_id and po.status = ${pending}
      group by po.id, w.product_id
    ), written as (
      insert into purchase_order_items as i (purchase_order_id, product_id, sku, supplier_sku, name, quantity, received_quantity, unit_cost,
        status, created_at, updated_at)
      select wanted.purchase_order_id, p.id, p.sku, p.supplier_sku, left(coalesce(p.name->>'sv', p.name->>'en', p.sku), 255), wanted.quantity, 0,
        p.purchase_price, ${PurchaseOrderItemStatus.Pending}, ${now}, ${now}
      from wanted join products p on p.id = wanted.product_id
      on conflict (purchase_order_id, product_id) do update
        set quantity = i.quantity + excluded.quantity, version = ${versionAfter('purchase proposal', sql`i.version`)}, updated_at = excluded.updated_at
      returning i.id, i.purchase_order_id, i.product_id, i.sku, i.quantity, i.version
    )
    insert into audit_events (actor_id, entity, entity_id, action, before, after, created_at, updated_at)
    select ${actor}, 'purchase-order-items', w.id, 'propose', null,
      jsonb_build_object('ID', w.id, 'PurchaseOrderID', w.purchase_order_id, 'ProductID', w.product_id, 'SKU', w.sku, 'Quantity', w.quantity,
        'Version', w.version), ${now}, ${now}
    from written w`);

  await tx.execute(sql`
    with made as (
      insert into purchase_order_allocations (purchase_order_id, purchase_order_item_id, order_id, order_item_id, sku, quantity,
        item_status_before, created_at, updated_at)
      select i.purchase_order_id, i.id, w.order_id, w.order_item_id, i.sku, w.quantity, w.item_status, ${now}, ${now}
      from proposal_lines w
      join purchase_orders po on po.supplier_id = w.supplier_id and po.status = ${pending}
      join purchase_order_items i on i.purchase_order_id = po.id and i.product_id = w.product_id
      returning id, purchase_order_id, purchase_order_item_id, order_id, order_item_id, quantity
    )
    insert into audit_events (actor_id, entity, entity_id, action, before, after, created_at, updated_at)
    select ${actor}, 'purchase-order-allocations', m.id, 'propose', null,
      jsonb_build_object('ID', m.id, 'PurchaseOrderID', m.purchase_order_id, 'PurchaseOrderItemID', m.purchase_order_item_id,
        'OrderID', m.order_id, 'OrderItemID', m.order_item_id, 'Quantity', m.quantity), ${now}, ${now}
    from made m`);

  // Each purchase order's timeline: how many order lines it took now, and the totals against the supplier's minimum.
  const touched = rowsOf<{
    id: number;
    number: string;
    supplier: string;
    lines: number;
    total: string;
    minimum: string | null;
    currency: string;
    minimum_sek: string | null;
  }>(
    await tx.execute(sql`
      select po.id, po.number, s.name as supplier, count(w.order_item_id)::int as lines,
        (select coalesce(sum(i.quantity * coalesce(i.unit_cost, 0)), 0)::numeric(14, 2)::text from purchase_order_items i
          where i.purchase_order_id = po.id and i.status <> ${PurchaseOrderItemStatus.Annulled}) as total,
        s.minimum_order::text as minimum, s.currency,
        (case when s.currency = 'SEK' then s.minimum_order
          else s.minimum_order * (select cg.sek_rate from currency_groups cg where cg.currency = s.currency order by cg.id limit 1)
         end)::numeric(14, 2)::text as minimum_sek
      from purchase_orders po
      join suppliers s on s.id = po.supplier_id
      join proposal_lines w on w.supplier_id = po.supplier_id
      where po.status = ${pending}
      group by po.id, po.number, s.name, s.minimum_order, s.currency
      order by po.id`),
  );
  await tx.execute(sql`
    insert into purchase_order_events (purchase_order_id, kind, message_code, message_values, time, actor_id, created_at, updated_at)
    select t.id, 'proposed', ${PURCHASE_ORDER_EVENT_MESSAGES.proposed}, json_build_object('lines', t.lines)::text, ${now}, ${actor || null}, ${now}, ${now}
    from (values ${sql.join(
      touched.map((row) => sql`(${Number(row.id)}::int, ${Number(row.lines)}::int)`),
      sql`, `,
    )}) as t(id, lines)`);
  outcome.underMinimum = touched
    .filter((row) => row.minimum !== null && (row.minimum_sek === null || Number(row.total) < Number(row.minimum_sek)))
    .map((row) => ({
      purchaseOrderId: Number(row.id),
      number: row.number,
      supplier: row.supplier,
      total: row.total,
      minimum: row.minimum!,
      minimumCurrency: row.currency,
      minimumSek: row.minimum_sek,
    }));
  return outcome;
}
