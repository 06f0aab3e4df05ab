-- ADR 0031: personal access tokens. Only the SHA-256 of a secret is kept; a revoked token keeps
-- its row (revoked_at set) so its next use is told it was revoked rather than unknown.
CREATE TABLE "access_tokens" (
	"token_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"user_id" integer NOT NULL REFERENCES "users" ("user_id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"scopes" text[] NOT NULL,
	"hint" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" date,
	"revoked_at" timestamp with time zone,
	"last_used" timestamp with time zone,
	"last_used_from" text,
	CONSTRAINT "access_tokens_secret_hash_check" CHECK ("secret_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "access_tokens_scopes_check" CHECK (cardinality("scopes") >= 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "access_tokens_secret_hash_unique" ON "access_tokens" ("secret_hash");
--> statement-breakpoint
CREATE INDEX "access_tokens_user_live_idx" ON "access_tokens" ("user_id", "token_id") WHERE "revoked_at" IS NULL;
--> statement-breakpoint
-- Every instance caches the tokens it has seen (access/token-cache.ts) and forgets them all when
-- told that a token was revoked or changed, or an account's role changed or it was deleted.
CREATE FUNCTION access_tokens_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('access_tokens_changed', '');
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER access_tokens_revoked AFTER UPDATE OF "revoked_at", "expires_at", "scopes", "user_id", "secret_hash" OR DELETE ON "access_tokens"
FOR EACH STATEMENT EXECUTE FUNCTION access_tokens_changed();
--> statement-breakpoint
CREATE TRIGGER users_role_changed AFTER UPDATE OF "role" OR DELETE ON "users"
FOR EACH STATEMENT EXECUTE FUNCTION access_tokens_changed();
