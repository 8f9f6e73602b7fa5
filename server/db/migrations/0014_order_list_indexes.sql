CREATE INDEX "orders_check_queue_idx" ON "orders" USING btree ("placed_at","id") WHERE "orders"."check_status" in (1, 2);--> statement-breakpoint
CREATE INDEX "orders_status_placed_idx" ON "orders" USING btree ("status","placed_at","id");--> statement-breakpoint
CREATE INDEX "orders_store_placed_idx" ON "orders" USING btree ("store_id","placed_at","id");--> statement-breakpoint
CREATE INDEX "orders_payment_placed_idx" ON "orders" USING btree ("payment_method_id","placed_at","id");