-- Release reminders (issue 32): per-user opt-in, the devices subscribed to Web Push, and a
-- record of every reminder sent, so a reminder goes out once however many instances run the job.
CREATE TABLE "reminder_settings" (
	"user_id" integer PRIMARY KEY REFERENCES "users" ("user_id") ON DELETE CASCADE,
	"weekly_mail" boolean NOT NULL DEFAULT false,
	"weekday" smallint NOT NULL DEFAULT 1 CHECK ("weekday" BETWEEN 1 AND 7),
	"push" boolean NOT NULL DEFAULT false,
	"updated_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"subscription_id" serial PRIMARY KEY,
	"user_id" integer NOT NULL REFERENCES "users" ("user_id") ON DELETE CASCADE,
	"endpoint" text NOT NULL UNIQUE,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" ("user_id");
--> statement-breakpoint
CREATE TABLE "reminders_sent" (
	"user_id" integer NOT NULL REFERENCES "users" ("user_id") ON DELETE CASCADE,
	"kind" text NOT NULL CHECK ("kind" IN ('weekly_mail', 'release_push')),
	"day" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL DEFAULT now(),
	PRIMARY KEY ("user_id", "kind", "day")
);
