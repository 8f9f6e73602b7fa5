ALTER TABLE "stores" ADD COLUMN "brand_name" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "logo_file_id" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "organisation_number" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "payment_account" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;