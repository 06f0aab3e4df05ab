-- Readings keep how much of each date was given (issue 21: partial dates); import jobs keep when
-- they started and were undone, and each import row what it wrote, so undo is exact.
ALTER TABLE "readings" DROP CONSTRAINT "readings_dates_check";--> statement-breakpoint
ALTER TABLE "import_jobs" DROP CONSTRAINT "import_jobs_status_check";--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "started_precision" text DEFAULT 'day' NOT NULL;--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "finished_precision" text DEFAULT 'day' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "undone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "import_rows" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_precision_check" CHECK ("readings"."started_precision" in ('year', 'month', 'day') and "readings"."finished_precision" in ('year', 'month', 'day'));--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_dates_check" CHECK ("readings"."date_finished" >= case "readings"."finished_precision" when 'year' then date_trunc('year', "readings"."date_started", 'UTC') when 'month' then date_trunc('month', "readings"."date_started", 'UTC') else "readings"."date_started" end);--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_status_check" CHECK ("import_jobs"."status" in ('queued', 'running', 'needs_review', 'done', 'failed', 'undone'));