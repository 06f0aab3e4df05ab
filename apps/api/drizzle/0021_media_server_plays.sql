-- Issue "Tracks itself", part 1: plays Jellyfin, Plex and Emby report. A recorded play is a line of
-- the entry's history; an unknown item waits in the integration's inbox; dedupe_key (the item,
-- episode, what the play did and the hour it ended) is unique per user, so the same play reported
-- twice or by two servers is stored once.
CREATE TABLE "media_server_plays" (
	"play_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"integration_id" integer NOT NULL REFERENCES "integrations" ("integration_id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users" ("user_id") ON DELETE CASCADE,
	"state" text NOT NULL,
	"action" text NOT NULL,
	"media_type" text NOT NULL,
	"title" text NOT NULL,
	"year" integer,
	"season" integer,
	"episode" integer,
	"rating" integer,
	"external_ids" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"server_user" text NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	"media_id" integer REFERENCES "media" ("media_id") ON DELETE SET NULL,
	"submedia_id" integer REFERENCES "submedia" ("submedia_id") ON DELETE SET NULL,
	"usermedia_id" integer REFERENCES "user_media" ("usermedia_id") ON DELETE CASCADE,
	"candidates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_server_plays_state_check" CHECK ("state" in ('recorded', 'inbox', 'skipped')),
	CONSTRAINT "media_server_plays_action_check" CHECK ("action" in ('watched', 'episode', 'started', 'rated')),
	CONSTRAINT "media_server_plays_type_check" CHECK ("media_type" in ('movie', 'tvshow'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "media_server_plays_dedupe_unique" ON "media_server_plays" ("user_id", "dedupe_key");
--> statement-breakpoint
CREATE INDEX "media_server_plays_integration_idx" ON "media_server_plays" ("integration_id", "state", "created");
--> statement-breakpoint
CREATE INDEX "media_server_plays_entry_idx" ON "media_server_plays" ("usermedia_id", "played_at") WHERE "usermedia_id" is not null;
--> statement-breakpoint
CREATE INDEX "media_server_plays_same_play_idx" ON "media_server_plays" ("user_id", "media_id", "action", "played_at") WHERE "media_id" is not null;
