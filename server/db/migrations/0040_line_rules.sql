-- How a line was priced, kept to explain it (docs/decisions.md "The explanation of a line's price"): an invoice's
-- goods line keeps its order line's rules and price source, an offer's line the rules of its last pricing.
ALTER TABLE "invoice_lines" ADD COLUMN "adjustments" jsonb;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "source" jsonb;--> statement-breakpoint
ALTER TABLE "offer_items" ADD COLUMN "adjustments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Invoices made before: their goods lines were written in their order's lines' order (the fees' lines, without a
-- SKU, after them); the n-th goods line takes the n-th order line's rules and source when their SKUs agree. A credit
-- note's lines, and a line whose order line is not found, stay null ("not recorded").
WITH goods AS (
  SELECT l.id, l.sku, i.order_id, row_number() OVER (PARTITION BY l.invoice_id ORDER BY l.id) AS n
  FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id
  WHERE i.type = 1 AND l.sku IS NOT NULL
), ordered AS (
  SELECT oi.id, oi.order_id, oi.sku, oi.adjustments, row_number() OVER (PARTITION BY oi.order_id ORDER BY oi.id) AS n
  FROM order_items oi
)
UPDATE "invoice_lines" l SET
  "adjustments" = o.adjustments,
  "source" = ord.pricing -> 'lines' -> (o.id::text)
FROM goods g
JOIN ordered o ON o.order_id = g.order_id AND o.n = g.n AND o.sku = g.sku
JOIN orders ord ON ord.id = o.order_id
WHERE l.id = g.id;
