ALTER TABLE "currency_groups" ADD COLUMN "sek_rate" numeric(12, 6) DEFAULT '1' NOT NULL;--> statement-breakpoint
UPDATE "currency_groups" SET "sek_rate" = '0.94' WHERE "currency" = 'NOK';--> statement-breakpoint
UPDATE "currency_groups" SET "sek_rate" = '11.10' WHERE "currency" = 'EUR';
