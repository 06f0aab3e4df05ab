-- ADR 0032: outbound webhooks. Endpoints a user subscribes; deliveries are an outbox written in
-- the transaction of the change that caused them, claimed by any instance with SKIP LOCKED and
-- kept until answered with a 2xx or given up; attempts are the log each endpoint shows (last 100).
CREATE TABLE "webhook_endpoints" (
	"webhook_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"user_id" integer NOT NULL REFERENCES "users" ("user_id") ON DELETE CASCADE,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"secret" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"disabled_reason" text,
	"failures_in_a_row" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "webhook_endpoints_user_idx" ON "webhook_endpoints" ("user_id") WHERE "enabled";
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"delivery_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"webhook_id" integer NOT NULL REFERENCES "webhook_endpoints" ("webhook_id") ON DELETE CASCADE,
	"message_id" text NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" ("next_attempt_at");
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" ("webhook_id");
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"attempt_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"webhook_id" integer NOT NULL REFERENCES "webhook_endpoints" ("webhook_id") ON DELETE CASCADE,
	"message_id" text NOT NULL,
	"event" text NOT NULL,
	"attempt" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"status_code" integer,
	"latency_ms" integer,
	"excerpt" text NOT NULL,
	"state" text NOT NULL,
	"next_attempt_at" timestamp with time zone,
	CONSTRAINT "webhook_attempts_state_check" CHECK ("state" IN ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "webhook_attempts_endpoint_idx" ON "webhook_attempts" ("webhook_id", "attempt_id");
