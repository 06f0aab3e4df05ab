-- Your account (issue 33): a change of email waits here until the new address confirms it
-- through its link. The token travels only by mail; its SHA-256 hash is kept. One pending
-- change per account: a new request replaces the old.
CREATE TABLE "email_changes" (
	"token_hash" text PRIMARY KEY,
	"user_id" integer NOT NULL REFERENCES "users" ("user_id") ON DELETE CASCADE,
	"new_email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "email_changes_user_idx" ON "email_changes" ("user_id");
