-- Issue "Tracks itself": KOReader's progress sync and Audiobookshelf polling. Every row of a
-- source goes with its integration; the history lines stay with the entry.
CREATE TABLE "koreader_keys" (
	"integration_id" integer PRIMARY KEY REFERENCES "integrations" ("integration_id") ON DELETE CASCADE,
	"token_id" integer NOT NULL REFERENCES "access_tokens" ("token_id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE TABLE "koreader_documents" (
	"document_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"integration_id" integer NOT NULL REFERENCES "integrations" ("integration_id") ON DELETE CASCADE,
	"document" text NOT NULL,
	"progress" text NOT NULL,
	"percentage" double precision NOT NULL,
	"device" text NOT NULL,
	"device_id" text,
	"synced_at" bigint NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"media_id" integer REFERENCES "media" ("media_id") ON DELETE SET NULL,
	"applied_percentage" double precision,
	"ignored" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "koreader_documents_integration_document_unique" ON "koreader_documents" ("integration_id", "document");
--> statement-breakpoint
CREATE TABLE "audiobookshelf_servers" (
	"integration_id" integer PRIMARY KEY REFERENCES "integrations" ("integration_id") ON DELETE CASCADE,
	"address" text NOT NULL,
	"api_token" text NOT NULL,
	"next_poll_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_polled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audiobookshelf_items" (
	"item_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"integration_id" integer NOT NULL REFERENCES "integrations" ("integration_id") ON DELETE CASCADE,
	"library_item_id" text NOT NULL,
	"title" text NOT NULL,
	"author" text NOT NULL,
	"isbn" text,
	"asin" text,
	"progress" double precision NOT NULL,
	"is_finished" boolean NOT NULL,
	"last_update" bigint NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"media_id" integer REFERENCES "media" ("media_id") ON DELETE SET NULL,
	"applied_progress" double precision,
	"ignored" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "audiobookshelf_items_integration_item_unique" ON "audiobookshelf_items" ("integration_id", "library_item_id");
--> statement-breakpoint
CREATE TABLE "synced_progress_events" (
	"event_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"usermedia_id" integer NOT NULL REFERENCES "user_media" ("usermedia_id") ON DELETE CASCADE,
	"integration_id" integer REFERENCES "integrations" ("integration_id") ON DELETE SET NULL,
	"line" text NOT NULL,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "synced_progress_events_line_check" CHECK (length("line") > 0)
);
--> statement-breakpoint
CREATE INDEX "synced_progress_events_entry_idx" ON "synced_progress_events" ("usermedia_id", "time");
