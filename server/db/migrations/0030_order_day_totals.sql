CREATE TABLE "order_day_totals" (
	"day" date NOT NULL,
	"store_id" integer NOT NULL,
	"currency" text NOT NULL,
	"orders" integer NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	CONSTRAINT "order_day_totals_day_store_id_currency_pk" PRIMARY KEY("day","store_id","currency")
);
--> statement-breakpoint
-- hand-written: the rollup kept by statement-level triggers on orders (server/db/schema/dashboard.ts), and filled from the orders already there.
-- One function per kind of statement: each reads the transition tables it has. A day's row changes only when its
-- count or sum does (an order's note written, say, touches no row), and rows are written in key order (no deadlock
-- between two statements that touch the same days). Annulled orders (status 99) are not counted.
CREATE FUNCTION order_day_totals_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_day_totals AS t (day, store_id, currency, orders, total)
  SELECT (placed_at AT TIME ZONE 'Europe/Stockholm')::date, store_id, currency, count(*), sum(total)
  FROM new_rows WHERE status <> 99
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (day, store_id, currency) DO UPDATE SET orders = t.orders + excluded.orders, total = t.total + excluded.total;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION order_day_totals_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_day_totals AS t (day, store_id, currency, orders, total)
  SELECT day, store_id, currency, sum(n), sum(amount)
  FROM (
    SELECT (placed_at AT TIME ZONE 'Europe/Stockholm')::date AS day, store_id, currency, 1 AS n, total AS amount FROM new_rows WHERE status <> 99
    UNION ALL
    SELECT (placed_at AT TIME ZONE 'Europe/Stockholm')::date, store_id, currency, -1, -total FROM old_rows WHERE status <> 99
  ) AS change
  GROUP BY 1, 2, 3 HAVING sum(n) <> 0 OR sum(amount) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (day, store_id, currency) DO UPDATE SET orders = t.orders + excluded.orders, total = t.total + excluded.total;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION order_day_totals_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_day_totals AS t (day, store_id, currency, orders, total)
  SELECT (placed_at AT TIME ZONE 'Europe/Stockholm')::date, store_id, currency, -count(*), -sum(total)
  FROM old_rows WHERE status <> 99
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (day, store_id, currency) DO UPDATE SET orders = t.orders + excluded.orders, total = t.total + excluded.total;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_day_totals_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_day_totals_inserted();
--> statement-breakpoint
CREATE TRIGGER order_day_totals_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_day_totals_updated();
--> statement-breakpoint
CREATE TRIGGER order_day_totals_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_day_totals_deleted();
--> statement-breakpoint
INSERT INTO order_day_totals (day, store_id, currency, orders, total)
SELECT (placed_at AT TIME ZONE 'Europe/Stockholm')::date, store_id, currency, count(*), sum(total)
FROM orders WHERE status <> 99
GROUP BY 1, 2, 3;
