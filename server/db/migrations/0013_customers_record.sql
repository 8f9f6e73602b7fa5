ALTER TABLE "customers" ADD COLUMN "type" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "type" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "personal_id" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "organisation_number" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "address1" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "address2" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "municipality" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "locale" text DEFAULT 'sv' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "locale" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "membership_level" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "membership_level" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "newsletter_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "newsletter_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "sms_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "sms_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "merged_into_id" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "personal_id_normalized" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "organisation_number_normalized" text;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_merged_into_id_customers_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_name_sort_idx" ON "customers" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "customers_type_idx" ON "customers" USING btree ("type","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_key" ON "customers" USING btree ("store_id","email");--> statement-breakpoint
CREATE INDEX "customers_membership_level_idx" ON "customers" USING btree ("membership_level","id");--> statement-breakpoint
CREATE INDEX "customers_merged_into_id_idx" ON "customers" USING btree ("merged_into_id","id");--> statement-breakpoint
CREATE INDEX "customers_personal_id_normalized_idx" ON "customers" USING btree ("personal_id_normalized");--> statement-breakpoint
CREATE INDEX "customers_organisation_number_normalized_idx" ON "customers" USING btree ("organisation_number_normalized");