-- Sign-in with an identity provider (issue "Own your instance", ADR 0035): the provider's
-- subject, unique per issuer, names the account it signs in to. An account has at most one
-- identity per issuer; deleting the account deletes its identities.
CREATE TABLE "user_identities" (
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users" ("user_id") ON DELETE CASCADE,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_identities_pkey" PRIMARY KEY ("issuer", "subject")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_user_issuer_unique" ON "user_identities" ("user_id", "issuer");
