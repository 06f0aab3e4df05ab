CREATE TABLE "share_links" (
	"share_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "share_links_share_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token" text NOT NULL,
	"item_key" "bytea" NOT NULL,
	"kind" text NOT NULL,
	"year" smallint,
	"shelf" text,
	"media_type" text,
	"title" text,
	"show_covers" boolean NOT NULL,
	"show_creators" boolean NOT NULL,
	"show_ratings" boolean NOT NULL,
	"show_reviews" boolean NOT NULL,
	"show_tags" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_opened_at" timestamp with time zone,
	"open_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "share_links_kind_check" CHECK (("share_links"."kind" = 'year' and "share_links"."year" is not null and "share_links"."shelf" is null and "share_links"."media_type" is null)
        or ("share_links"."kind" = 'shelf' and "share_links"."year" is null and "share_links"."shelf" is not null and not "share_links"."show_tags")),
	CONSTRAINT "share_links_item_key_check" CHECK (octet_length("share_links"."item_key") = 32)
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_fetched_at" timestamp with time zone,
	CONSTRAINT "calendar_feeds_secret_check" CHECK (length("calendar_feeds"."secret") >= 32)
);
--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_token_unique" ON "share_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "share_links_user_idx" ON "share_links" USING btree ("user_id","share_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_secret_unique" ON "calendar_feeds" USING btree ("secret");