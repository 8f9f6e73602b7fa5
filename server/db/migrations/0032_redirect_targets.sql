ALTER TABLE "redirects" ADD COLUMN "target_category_id" integer;--> statement-breakpoint
ALTER TABLE "redirects" ADD COLUMN "target_page_id" integer;--> statement-breakpoint
ALTER TABLE "redirects" ADD COLUMN "target_product_id" integer;--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_target_category_id_categories_id_fk" FOREIGN KEY ("target_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_target_page_id_pages_id_fk" FOREIGN KEY ("target_page_id") REFERENCES "public"."pages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_target_product_id_products_id_fk" FOREIGN KEY ("target_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "redirects_target_category_id_idx" ON "redirects" USING btree ("target_category_id","id");--> statement-breakpoint
CREATE INDEX "redirects_target_page_id_idx" ON "redirects" USING btree ("target_page_id","id");--> statement-breakpoint
CREATE INDEX "redirects_target_product_id_idx" ON "redirects" USING btree ("target_product_id","id");--> statement-breakpoint
-- Hand-written (docs/decisions.md "Redirects pick their target"): a redirect's target was the slug of a category or
-- page, or a product's SKU, as free text; it is now the record itself. Targets that name a record become it; one
-- that names nothing is left empty, and the redirect's form asks for its target at its next edit.
UPDATE "redirects" SET "target_category_id" = "categories"."id" FROM "categories"
  WHERE "redirects"."redirect_type" = 'categories' AND "categories"."slug" = "redirects"."target";--> statement-breakpoint
UPDATE "redirects" SET "target_page_id" = "pages"."id" FROM "pages"
  WHERE "redirects"."redirect_type" = 'pages' AND "pages"."slug" = "redirects"."target";--> statement-breakpoint
UPDATE "redirects" SET "target_product_id" = "products"."id" FROM "products"
  WHERE "redirects"."redirect_type" = 'products' AND upper("products"."sku") = upper("redirects"."target");--> statement-breakpoint
ALTER TABLE "redirects" DROP COLUMN "target";
