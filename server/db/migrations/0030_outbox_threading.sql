ALTER TABLE "outbox" ADD COLUMN "in_reply_to" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "references" text;