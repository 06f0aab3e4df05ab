-- Two-factor sign-in (issue "Own your instance", ADR 0036). The TOTP secret is kept encrypted
-- (AES-256-GCM under a key derived from the instance's session secret); confirmed_at is null
-- while it is set up but not yet proven with a code. last_step is the time step of the last
-- code accepted, so that code (or an earlier one) is refused the next time.
CREATE TABLE "two_factor" (
	"user_id" integer PRIMARY KEY REFERENCES "users" ("user_id") ON DELETE CASCADE,
	"secret" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_step" bigint
);
--> statement-breakpoint
-- Recovery codes: only a keyed hash of each is kept; a used one keeps its row, marked used.
CREATE TABLE "two_factor_recovery_codes" (
	"user_id" integer NOT NULL REFERENCES "two_factor" ("user_id") ON DELETE CASCADE,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "two_factor_recovery_codes_pkey" PRIMARY KEY ("user_id", "code_hash"),
	CONSTRAINT "two_factor_recovery_codes_hash_check" CHECK ("code_hash" ~ '^[0-9a-f]{64}$')
);
