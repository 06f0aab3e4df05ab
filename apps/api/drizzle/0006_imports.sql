CREATE TABLE "import_jobs" (
	"job_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_jobs_job_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"extra" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "import_jobs_status_check" CHECK ("import_jobs"."status" in ('queued', 'running', 'needs_review', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "import_rows" (
	"row_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_rows_row_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"outcome" text,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"creator" text NOT NULL,
	"isbn" text,
	"status" text,
	"rating" smallint,
	"media_id" integer,
	"confidence" double precision,
	"reason" text,
	"candidates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source_key" text NOT NULL,
	"content_hash" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "import_rows_state_check" CHECK ("import_rows"."state" in ('pending', 'imported', 'review', 'skipped', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_job_id_import_jobs_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_media_id_media_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("media_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_jobs_user_idx" ON "import_jobs" USING btree ("user_id","job_id");--> statement-breakpoint
CREATE INDEX "import_jobs_unfinished_idx" ON "import_jobs" USING btree ("job_id") WHERE "import_jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "import_rows_job_state_idx" ON "import_rows" USING btree ("job_id","state","row_id");--> statement-breakpoint
CREATE INDEX "import_rows_source_idx" ON "import_rows" USING btree ("user_id","source_key");