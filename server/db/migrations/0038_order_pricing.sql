-- The one money model (docs/decisions.md "One money model"): an order's amounts are excl. VAT but its VAT and total,
-- a line carries its discount and the rules behind it, an invoice line its discount.
ALTER TABLE "order_items" ADD COLUMN "discount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "adjustments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pricing" jsonb DEFAULT '{"applied":[],"fees":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "discount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- Orders placed before: their fees and discount were VAT included, at the store country's standard rate. Each is
-- kept excl. VAT; the discount goes on the order's largest line (as a discount given by hand, up to that line), and
-- the VAT is what the total, as charged, holds beyond the rest.
WITH standard AS (
  SELECT s.id AS store_id,
    coalesce((SELECT v.rate FROM vat v WHERE v.country_code = s.country_code ORDER BY v.vat_type_id LIMIT 1), 0) AS rate
  FROM stores s
)
UPDATE "orders" o SET
  "shipping_fee" = round(o.shipping_fee * 100 / (100 + st.rate), 2),
  "payment_fee" = round(o.payment_fee * 100 / (100 + st.rate), 2),
  "discount" = round(o.discount * 100 / (100 + st.rate), 2)
FROM standard st WHERE st.store_id = o.store_id;--> statement-breakpoint
WITH largest AS (
  SELECT DISTINCT ON (i.order_id) i.id, i.order_id, i.line_total FROM order_items i ORDER BY i.order_id, i.line_total DESC, i.id
)
UPDATE "order_items" i SET
  "discount" = least(o.discount, l.line_total),
  "line_total" = l.line_total - least(o.discount, l.line_total),
  "adjustments" = jsonb_build_array(jsonb_build_object('kind', 'manual', 'id', 0, 'code', null, 'name', 'Rabatt', 'amount', (least(o.discount, l.line_total) * 100)::bigint))
FROM largest l JOIN orders o ON o.id = l.order_id
WHERE i.id = l.id AND o.discount > 0;--> statement-breakpoint
UPDATE "orders" o SET
  "discount" = coalesce((SELECT sum(i.discount) FROM order_items i WHERE i.order_id = o.id), 0);--> statement-breakpoint
UPDATE "orders" SET "vat_amount" = greatest(0, total - (subtotal - discount + shipping_fee + payment_fee));
