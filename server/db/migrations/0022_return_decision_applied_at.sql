ALTER TABLE "returns" ADD COLUMN "applied_at" timestamp with time zone;--> statement-breakpoint
-- hand-written: a return decided before decisions waited out their undo window had its effects at once.
UPDATE "returns" SET "applied_at" = "decided_at" WHERE "status" <> 1 AND "decided_at" IS NOT NULL;
