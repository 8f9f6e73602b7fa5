/**
 * Demo presales (issue 30 §3: "a dozen presales in every status"): twelve presales over the stores, each with three
 * items of products the open orders of its store ask for.
 * - Four Draft (starting in a week or two, items Draft), five Active (started days ago, ending in weeks; items Active,
 *   one of them Received and, in one presale, one Annulled), three Inactive (ended; items Received).
 * - The open orders' lines of an Active or Inactive presale's product in its store are held for its items, up to the
 *   most that may be sold: On Hold while the item waits, Confirmed once it was received, Manual Intervention where it
 *   was annulled.
 * The customers' two e-mails (templates 19 and 20) come with them, for every store. A few statements whatever the
 * number of orders.
 */
import { sql } from 'drizzle-orm';
import { OrderStatus } from '../../../../domain/orders/codes';
import { PresaleItemStatus as I, PresaleLine, PresaleStatus as S } from '../../domain/codes';
import { EmailTemplateType } from '../../../../domain/resources/shop/email-templates';
import { emailTemplates } from '../../../../../server/db/schema';
import { code, codes } from '../../../../../server/db/codes';
import type { Tx } from '../../../../../server/db/types';
import type { DemoContext } from '../../../../../server/demo/context';

const OPEN_ORDERS = [OrderStatus.Pending, OrderStatus.ReadyToBeImported, OrderStatus.Processing, OrderStatus.Processed];

/** Name, status, start and end in days from now (null: no end). */
const PRESALES: readonly [string, number, number, number | null][] = [
  ['iPhone 18: skal och skärmskydd', S.Active, -12, 30],
  ['Galaxy S26: skal och glas', S.Active, -20, 10],
  ['Pixel 11: tillbehör', S.Active, -5, 45],
  ['MagSafe-laddare, ny modell', S.Active, -30, null],
  ['Höstens displaybyten', S.Active, -3, 60],
  ['Vårens nyheter', S.Draft, 7, 60],
  ['Galaxy Z Fold 8: skal', S.Draft, 14, 74],
  ['iPad Pro 2027: skydd', S.Draft, 10, null],
  ['Black Friday-förbeställning', S.Draft, 21, 35],
  ['iPhone 17: skal', S.Inactive, -120, -40],
  ['Galaxy S25: glas', S.Inactive, -200, -120],
  ['Pixel 10: tillbehör', S.Inactive, -90, -30],
];

/** The customers' e-mails of a presale (types 19 and 20) for every store, in Swedish and English. */
const TEMPLATES = [
  {
    Name: 'Förhandsförsäljning: varan har kommit',
    TemplateType: EmailTemplateType.PresaleArrived,
    Subject: {
      sv: 'Din förbeställda vara har kommit: order {{order.number}}',
      en: 'Your pre-ordered item has arrived: order {{order.number}}',
    },
    Body: {
      sv: '<p>Hej {{customer.name}},</p><p>{{presale.product}} ({{presale.sku}}, {{presale.quantity}} st) som du förbeställde i {{presale.name}} har kommit till oss. Vi skickar din order {{order.number}} så snart den är packad.</p><p>Hälsningar<br>{{store.name}}</p>',
      en: '<p>Hello {{customer.name}},</p><p>{{presale.product}} ({{presale.sku}}, {{presale.quantity}} pcs) that you pre-ordered in {{presale.name}} has arrived. We will ship your order {{order.number}} as soon as it is packed.</p><p>Kind regards<br>{{store.name}}</p>',
    },
  },
  {
    Name: 'Förhandsförsäljning: nytt leveransdatum',
    TemplateType: EmailTemplateType.PresaleDateChanged,
    Subject: { sv: 'Nytt datum för din förbeställning: order {{order.number}}', en: 'New date for your pre-order: order {{order.number}}' },
    Body: {
      sv: '<p>Hej {{customer.name}},</p><p>{{presale.product}} ({{presale.sku}}) som du förbeställde i {{presale.name}} väntas nu {{presale.expectedDate}} i stället för {{presale.previousDate}}. Din order {{order.number}} skickas när varan har kommit.</p><p>Hälsningar<br>{{store.name}}</p>',
      en: '<p>Hello {{customer.name}},</p><p>{{presale.product}} ({{presale.sku}}) that you pre-ordered in {{presale.name}} is now expected on {{presale.expectedDate}} instead of {{presale.previousDate}}. Your order {{order.number}} ships once it has arrived.</p><p>Kind regards<br>{{store.name}}</p>',
    },
  },
];

export async function seedPresales(tx: Tx, { now }: DemoContext): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  await tx.insert(emailTemplates).values(TEMPLATES.map((t) => ({ ...t, StoreID: null, Active: true, CreatedAt: now, UpdatedAt: now })));
  await tx.execute(sql`
    insert into presales (name, store_id, currency, status, starts_at, ends_at, note, created_at, updated_at)
    select p.name, s.id, s.currency, p.status, ${at} + make_interval(days => p.starts), ${at} + make_interval(days => p.ends), null,
      ${at} + make_interval(days => least(p.starts, 0) - 7), ${at}
    from (values ${sql.join(
      PRESALES.map(([name, status, starts, ends], n) => sql`(${n}::int, ${name}::text, ${status}::int, ${starts}::int, ${ends}::int)`),
      sql`, `,
    )}) as p(n, name, status, starts, ends)
    join (select id, currency, row_number() over (order by id) - 1 as k, count(*) over () as stores from stores) s on s.k = p.n % s.stores`);
  // Three items per presale: the products its store's open orders ask for most, a different three for each presale.
  await tx.execute(sql`
    insert into presale_items (presale_id, product_id, sku, name, currency, price, max_quantity, expected_date, status, created_at, updated_at)
    select ps.id, pr.id, pr.sku, left(coalesce(pr.name ->> 'sv', pr.name ->> 'en', pr.sku), 255), ps.currency,
      round((coalesce(pr.purchase_price, 50) * 1.6)::numeric, 0) - 0.10, 10 + (pr.rank * 7) % 40,
      (ps.starts_at at time zone 'UTC')::date + 20 + pr.rank * 9,
      case when ps.status = ${code(S.Draft)} then ${code(I.Draft)}
        when ps.status = ${code(S.Inactive)} then ${code(I.Received)}
        when pr.rank = 3 and ps.ord % 2 = 0 then ${code(I.Received)}
        when pr.rank = 3 and ps.ord = 1 then ${code(I.Annulled)}
        else ${code(I.Active)} end,
      ps.created_at, ${at}
    from (select *, (row_number() over (partition by store_id order by id))::int as ord from presales) ps
    cross join lateral (
      select p.id, p.sku, p.name, p.purchase_price, (row_number() over (order by w.lines desc, p.id))::int as rank
      from (
        select oi.product_id, count(*) as lines from order_items oi join orders o on o.id = oi.order_id
        where o.store_id = ps.store_id and o.status in (${codes(OPEN_ORDERS)}) and oi.item_status <> 99 and oi.product_id is not null
        group by oi.product_id
        order by count(*) desc, oi.product_id
        offset (ps.ord - 1) * 3 limit 3
      ) w join products p on p.id = w.product_id
    ) pr`);
  // The open orders' lines of those products in the presale's store, not bought to order, held up to the most.
  await tx.execute(sql`
    insert into presale_reservations (presale_id, presale_item_id, order_id, order_item_id, sku, quantity, created_at, updated_at)
    select c.presale_id, c.item_id, c.order_id, c.order_item_id, c.sku, c.quantity, c.placed_at, c.placed_at
    from (
      select i.presale_id, i.id as item_id, oi.order_id, oi.id as order_item_id, oi.sku, oi.quantity, o.placed_at, i.max_quantity,
        sum(oi.quantity) over (partition by i.id order by oi.id) as running,
        row_number() over (partition by oi.id order by i.id) as once
      from presale_items i join presales ps on ps.id = i.presale_id
      join orders o on o.store_id = ps.store_id and o.status in (${codes(OPEN_ORDERS)})
      join order_items oi on oi.order_id = o.id and oi.product_id = i.product_id and oi.item_status not in (9, 10, 11, 12, 13, 14, 19, 99)
      where ps.status <> ${code(S.Draft)} and i.status <> ${code(I.Draft)}
        and not exists (select 1 from purchase_order_allocations a where a.order_item_id = oi.id)
    ) c
    where c.running <= c.max_quantity and c.once = 1`);
  await tx.execute(sql`
    update order_items oi set item_status = case i.status when ${code(I.Received)} then ${code(PresaleLine.Released)}
        when ${code(I.Annulled)} then ${code(PresaleLine.Settle)} else ${code(PresaleLine.Waiting)} end
    from presale_reservations r join presale_items i on i.id = r.presale_item_id
    where r.order_item_id = oi.id`);
}
