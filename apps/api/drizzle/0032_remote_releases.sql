-- Versioned remote releases (issue 34, ADR 0043): each release of a remote is an immutable folder
-- in the release store, recorded here with what it was built against. Which version each user
-- gets is the remote's rollout: the current version for everyone, and at most one canary for a
-- share of users or for staff. A change to a rollout is heard by every instance (NOTIFY), which
-- forgets its cached rollouts, so a fleet agrees at once. The shell's reports of its remote loads
-- are kept per remote and version.
CREATE TABLE "remote_releases" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"built_against" jsonb NOT NULL,
	"forced" boolean NOT NULL DEFAULT false,
	"released_at" timestamp with time zone NOT NULL DEFAULT now(),
	PRIMARY KEY ("remote", "version")
);
--> statement-breakpoint
CREATE TABLE "remote_rollouts" (
	"remote" text PRIMARY KEY,
	"current_version" text,
	"previous_version" text,
	"canary_version" text,
	"canary_audience" text CHECK ("canary_audience" IN ('share', 'staff')),
	"canary_percent" integer CHECK ("canary_percent" BETWEEN 1 AND 99),
	"canary_started_at" timestamp with time zone,
	"stopped_version" text,
	"stopped_reason" text,
	"stopped_at" timestamp with time zone,
	"changed_at" timestamp with time zone NOT NULL DEFAULT now(),
	FOREIGN KEY ("remote", "current_version") REFERENCES "remote_releases" ("remote", "version"),
	FOREIGN KEY ("remote", "previous_version") REFERENCES "remote_releases" ("remote", "version"),
	FOREIGN KEY ("remote", "canary_version") REFERENCES "remote_releases" ("remote", "version"),
	CHECK (("canary_version" IS NULL) = ("canary_audience" IS NULL)),
	CHECK (("canary_audience" = 'share') = ("canary_percent" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "remote_loads" (
	"load_id" bigserial PRIMARY KEY,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"ok" boolean NOT NULL,
	"phase" text,
	"ms" integer NOT NULL,
	"user_id" integer REFERENCES "users" ("user_id") ON DELETE SET NULL,
	"reported_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "remote_loads_version_idx" ON "remote_loads" ("remote", "version", "reported_at");
--> statement-breakpoint
CREATE FUNCTION remote_rollouts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('remote_rollouts_changed', txid_current()::text);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER remote_rollouts_changed AFTER INSERT OR UPDATE OR DELETE ON "remote_rollouts"
FOR EACH STATEMENT EXECUTE FUNCTION remote_rollouts_changed();
