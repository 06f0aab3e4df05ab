-- ADR 0037: registration modes, invitations, disabled accounts. A disabled account keeps its data;
-- its sessions are ended and every instance forgets what it knew of its credentials, through the
-- channel ended sessions and revoked tokens use (migrations 0018 and 0025).
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;
--> statement-breakpoint
DROP TRIGGER users_role_changed ON "users";
--> statement-breakpoint
CREATE TRIGGER users_role_changed AFTER UPDATE OF "role", "disabled_at" OR DELETE ON "users"
FOR EACH STATEMENT EXECUTE FUNCTION access_tokens_changed();
--> statement-breakpoint
-- Invitation links an admin hands out: only the SHA-256 of the code is kept.
CREATE TABLE "invitations" (
	"invitation_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"code_hash" text NOT NULL,
	"created_by" integer REFERENCES "users" ("user_id") ON DELETE SET NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"max_uses" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "invitations_code_hash_check" CHECK ("code_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "invitations_uses_check" CHECK ("max_uses" >= 1 AND "uses" >= 0 AND "uses" <= "max_uses")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_code_hash_unique" ON "invitations" ("code_hash");
