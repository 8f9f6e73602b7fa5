-- hand-written: an order event the system wrote (a job, a delivery) named actor 0; it names no actor now (null),
-- so the actor can be a reference to the staff account that acted (the statements below add the foreign key).
UPDATE "order_events" SET "actor_id" = NULL WHERE "actor_id" = 0 OR "actor_id" NOT IN (SELECT "id" FROM "users");
--> statement-breakpoint
CREATE SEQUENCE "public"."return_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "message_code" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "message_values" text;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "number" text DEFAULT ('R' || nextval('return_number_seq')) NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_actor_id_idx" ON "order_events" USING btree ("actor_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_number_key" ON "returns" USING btree (lower("number"));--> statement-breakpoint
CREATE INDEX "returns_number_trgm_idx" ON "returns" USING gin ("number" gin_trgm_ops);