-- Signed-in browsers (issue "Own your instance"): a session token names its row, so its owner can
-- list and end it. An ended session (or a deleted one) makes every instance forget what it knew
-- of credentials, through the channel revoked access tokens use.
CREATE TABLE "sessions" (
	"session_id" text PRIMARY KEY,
	"user_id" integer NOT NULL REFERENCES "users" ("user_id") ON DELETE CASCADE,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text,
	"address" text,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" ("user_id", "last_seen");
--> statement-breakpoint
CREATE TRIGGER sessions_ended AFTER UPDATE OF "ended_at" OR DELETE ON "sessions"
FOR EACH STATEMENT EXECUTE FUNCTION access_tokens_changed();
