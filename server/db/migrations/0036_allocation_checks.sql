ALTER TABLE "purchase_order_allocations" DROP CONSTRAINT "purchase_order_allocations_purchase_order_id_purchase_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "purchase_order_allocations" DROP CONSTRAINT "purchase_order_allocations_order_id_orders_id_fk";
