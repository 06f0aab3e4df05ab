-- Issue "Tracks itself": the sources that record plays and progress without typing. The status
-- all kinds share lives here; each kind's events and inbox live in its own tables.
CREATE TABLE "integrations" (
	"integration_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"user_id" integer NOT NULL REFERENCES "users" ("user_id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"paused_reason" text,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"last_event_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	CONSTRAINT "integrations_kind_check" CHECK ("kind" in ('jellyfin', 'plex', 'emby', 'koreader', 'audiobookshelf')),
	CONSTRAINT "integrations_secret_hash_check" CHECK ("secret_hash" is null or "secret_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE INDEX "integrations_user_idx" ON "integrations" ("user_id", "integration_id");
