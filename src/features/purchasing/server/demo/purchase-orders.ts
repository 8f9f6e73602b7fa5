/**
 * Demo purchase orders (issue 30 §3): the shop buys parts to order, so some of the demo orders' lines were
 * backorders that purchase orders served.
 * - Over the year: every eleventh line of the shipped orders whose product has a supplier was bought to order,
 *   one purchase order per supplier and week the order was placed (a few hundred), received long ago, some only
 *   partly, some annulled (the parts were bought elsewhere).
 * - Now: every fourth such line of the orders still to be shipped is on one of four purchase orders per supplier,
 *   one in each stage: Pending (the proposal adds to it), Sent, at the ERP (Ready to be Imported, Processing,
 *   Processed) or Received Partial; made 1–13 days ago and expected after the supplier's lead time, so some are
 *   late. Their order lines are as the product's rules make them: with the supplier 9, received 10.
 * - Waiting: every thirteenth line of the orders still to be shipped is a backorder no purchase order has yet, so a
 *   proposal has something to do.
 * Set-based: a few statements whatever the number of orders.
 */
import { sql } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '../../../../domain/constants';
import { OrderStatus } from '../../../../domain/orders/codes';
import { OrderItemSupply, PurchaseOrderItemStatus as I, PurchaseOrderStatus as S } from '../../domain/codes';
import { PURCHASE_ORDER_EVENT_MESSAGES as M } from '../../domain/events';
import { code, codes } from '../../../../../server/db/codes';
import type { Tx } from '../../../../../server/db/types';
import type { DemoContext } from '../../../../../server/demo/context';

const OPEN_ORDERS = [
  OrderStatus.Pending,
  OrderStatus.ReadyToBeImported,
  OrderStatus.Processing,
  OrderStatus.Processed,
  OrderStatus.Delayed,
];
/** The stage of each of a supplier's four current purchase orders (by the order's id modulo 4), two ways at the ERP. */
const CURRENT = sql`(array[
  array[${code(S.Pending)}, ${code(S.Pending)}],
  array[${code(S.Sent)}, ${code(S.Sent)}],
  array[${code(S.Processing)}, ${code(S.Processed)}],
  array[${code(S.ReadyToBeImported)}, ${code(S.ReceivedPartial)}]
])`;

export async function seedPurchaseOrders(tx: Tx, { now, userIds }: DemoContext): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const buyer = userIds.admin;
  await tx.execute(sql`
    create temp table demo_bought on commit drop as
    select oi.id as order_item_id, oi.order_id, oi.product_id, oi.quantity, oi.item_status, o.status as order_status, o.store_id,
      p.supplier_id,
      case when o.status = ${code(OrderStatus.Sent)} then 'w' || date_trunc('week', o.placed_at at time zone ${SHOP_TIME_ZONE})::date::text
        else 'c' || (o.id % 4)::text end as batch
    from order_items oi join orders o on o.id = oi.order_id join products p on p.id = oi.product_id
    where p.supplier_id is not null and oi.item_status <> 99
      and ((o.status = ${code(OrderStatus.Sent)} and oi.id % 11 = 0) or (o.status in (${codes(OPEN_ORDERS)}) and oi.id % 4 = 0))`);
  // One purchase order per supplier and batch, oldest first (so their numbers run with time), with its status.
  await tx.execute(sql`
    create temp table demo_po on commit drop as
    select row_number() over (order by g.made, g.supplier_id) as n, g.*,
      (g.made at time zone ${SHOP_TIME_ZONE})::date + coalesce(g.lead, 14) as expected
    from (
      select b.supplier_id, b.batch, mode() within group (order by b.store_id) as store_id, s.lead_time_max_days as lead,
        case when b.batch like 'w%' then
          case when (b.supplier_id + extract(week from substr(b.batch, 2)::date)::int) % 9 = 0 then ${code(S.Annulled)}
            when (b.supplier_id + extract(week from substr(b.batch, 2)::date)::int) % 7 = 0 then ${code(S.ReceivedPartial)}
            else ${code(S.Received)} end
        else ${CURRENT}[1 + substr(b.batch, 2)::int][1 + b.supplier_id % 2] end as status,
        case when b.batch like 'w%' then (substr(b.batch, 2)::date + 7)::timestamp at time zone ${SHOP_TIME_ZONE} + interval '9 hours'
          else ${at} - (substr(b.batch, 2)::int * 4 + 1) * interval '1 day' end as made
      from demo_bought b join suppliers s on s.id = b.supplier_id
      group by b.supplier_id, b.batch, s.lead_time_max_days
    ) g`);
  await tx.execute(sql`
    insert into purchase_orders (supplier_id, store_id, currency, status, expected_date, sent_at, received_at, annulled_at, annul_reason,
      erp_reference, created_at, updated_at)
    select d.supplier_id, d.store_id, 'SEK', d.status, d.expected,
      case when d.status in (${code(S.Sent)}, ${code(S.ReceivedPartial)}, ${code(S.Received)}) then d.made + interval '1 hour' end,
      case when d.status = ${code(S.Received)} then least(${at}, d.expected::timestamp at time zone ${SHOP_TIME_ZONE} + interval '10 hours') end,
      case when d.status = ${code(S.Annulled)} then d.made + interval '3 days' end,
      case when d.status = ${code(S.Annulled)} then 'Leverantören kan inte leverera, delarna köptes från annan leverantör' end,
      case when d.status in (${code(S.Processing)}, ${code(S.Processed)}) then 'ERP-' || (40000 + d.n)::text end,
      d.made, ${at}
    from demo_po d order by d.n`);
  // The lines: one per product, its quantity the order lines' sum, received as the status says (partly received:
  // the products of even id are in).
  await tx.execute(sql`
    insert into purchase_order_items (purchase_order_id, product_id, sku, supplier_sku, name, quantity, received_quantity, unit_cost, status,
      created_at, updated_at)
    select po.id, b.product_id, p.sku, p.supplier_sku, left(coalesce(p.name->>'sv', p.name->>'en', p.sku), 255), sum(b.quantity)::int,
      case when d.status = ${code(S.Received)} or (d.status = ${code(S.ReceivedPartial)} and b.product_id % 2 = 0) then sum(b.quantity)::int else 0 end,
      p.purchase_price,
      case
        when d.status in (${code(S.Pending)}, ${code(S.ReadyToBeImported)}) then ${code(I.Pending)}
        when d.status = ${code(S.Annulled)} then ${code(I.Annulled)}
        when d.status = ${code(S.Received)} or (d.status = ${code(S.ReceivedPartial)} and b.product_id % 2 = 0) then ${code(I.Received)}
        else ${code(I.Ordered)} end,
      po.created_at, ${at}
    from demo_bought b
    join demo_po d on d.supplier_id = b.supplier_id and d.batch = b.batch
    join purchase_orders po on po.supplier_id = d.supplier_id and po.created_at = d.made
    join products p on p.id = b.product_id
    group by po.id, b.product_id, p.sku, p.supplier_sku, p.name, p.purchase_price, d.status`);
  // The order lines they serve (an annulled purchase order's lines were bought elsewhere: no allocation).
  await tx.execute(sql`
    insert into purchase_order_allocations (purchase_order_id, purchase_order_item_id, order_id, order_item_id, sku, quantity, item_status_before,
      created_at, updated_at)
    select i.purchase_order_id, i.id, b.order_id, b.order_item_id, i.sku, b.quantity, b.item_status, i.created_at, ${at}
    from demo_bought b
    join demo_po d on d.supplier_id = b.supplier_id and d.batch = b.batch and d.status <> ${code(S.Annulled)}
    join purchase_orders po on po.supplier_id = d.supplier_id and po.created_at = d.made
    join purchase_order_items i on i.purchase_order_id = po.id and i.product_id = b.product_id`);
  // The order lines follow: shipped and received 11, received 10, with the supplier 9; the rest are backorders.
  await tx.execute(sql`
    update order_items oi set
      item_status = case
        when i.status = ${code(I.Received)} and b.order_status = ${code(OrderStatus.Sent)} then ${code(OrderItemSupply.Done)}
        when i.status = ${code(I.Received)} then ${code(OrderItemSupply.Delivered)}
        when i.status in (${code(I.Ordered)}, ${code(I.Partial)}) then ${code(OrderItemSupply.Confirmed)}
        else oi.item_status end,
      logistics_status = case when b.order_status = ${code(OrderStatus.Sent)} then oi.logistics_status else 3 end
    from demo_bought b
    join purchase_order_allocations a on a.order_item_id = b.order_item_id
    join purchase_order_items i on i.id = a.purchase_order_item_id
    where oi.id = b.order_item_id`);
  // Every thirteenth line of an order still to be shipped is a backorder no purchase order has yet.
  await tx.execute(sql`
    update order_items oi set logistics_status = 3
    from orders o, products p
    where o.id = oi.order_id and p.id = oi.product_id and p.supplier_id is not null and o.status in (${codes(OPEN_ORDERS)})
      and oi.item_status not in (12, 13, 14, 19, 99) and oi.id % 13 = 0
      and not exists (select 1 from purchase_order_allocations a where a.order_item_id = oi.id)`);
  // Their timelines: proposed, then sent or at the ERP, received, annulled.
  await tx.execute(sql`
    insert into purchase_order_events (purchase_order_id, kind, message, message_code, message_values, time, actor_id, created_at, updated_at)
    select po.id, e.kind, e.message, e.code, e.values_, e.time, ${buyer}, e.time, e.time
    from purchase_orders po
    cross join lateral (values
      ('proposed', null, ${M.proposed},
        json_build_object('lines', (select count(*) from purchase_order_allocations a where a.purchase_order_id = po.id))::text, po.created_at),
      (case when po.erp_reference is not null then 'ordered' when po.sent_at is not null then 'sent' end, null,
        case when po.erp_reference is not null then ${M.ordered} when po.sent_at is not null then ${M.sent} end,
        json_build_object('to', (select coalesce(s.order_email, s.email) from suppliers s where s.id = po.supplier_id),
          'orderLines', (select count(*) from purchase_order_allocations a where a.purchase_order_id = po.id))::text,
        coalesce(po.sent_at, po.created_at + interval '1 day')),
      (case when po.status in (${code(S.Received)}, ${code(S.ReceivedPartial)}) then 'received' end, null, ${M.received},
        json_build_object('units', (select coalesce(sum(i.received_quantity), 0) from purchase_order_items i where i.purchase_order_id = po.id),
          'lines', (select count(*) from purchase_order_items i where i.purchase_order_id = po.id and i.received_quantity > 0),
          'complete', case when po.status = ${code(S.Received)} then 1 else 0 end)::text,
        coalesce(po.received_at, least(${at}, po.expected_date::timestamp at time zone ${SHOP_TIME_ZONE} + interval '10 hours'))),
      (case when po.status = ${code(S.Annulled)} then 'annulled' end, po.annul_reason, ${M.annulled}, json_build_object('orders', 0)::text,
        po.annulled_at)
    ) as e(kind, message, code, values_, time)
    where e.kind is not null and e.time <= ${at}`);
}
