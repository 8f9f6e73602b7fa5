ALTER TABLE "print_runs" ADD COLUMN "title" text;--> statement-breakpoint
CREATE INDEX "print_runs_title_trgm_idx" ON "print_runs" USING gin ("title" gin_trgm_ops);