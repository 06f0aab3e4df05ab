CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'librarian', 'user'))
);
--> statement-breakpoint
CREATE TABLE "creators" (
	"creator_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "creators_creator_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"first" text,
	"last" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "media" (
	"media_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"isbn" text,
	"isbn13" text,
	"publication" date,
	"num_pages" integer,
	"num_episodes" integer,
	"seasons" integer,
	"startyear" integer,
	"endyear" integer,
	"parentguide" text,
	"series_id" integer,
	"series_num" double precision,
	"restricted" boolean DEFAULT false NOT NULL,
	"sort_creator" text DEFAULT '' NOT NULL,
	"sort_title" text NOT NULL,
	"title_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "title")) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_type_check" CHECK ("media"."type" in ('book', 'movie', 'tvshow', 'album', 'videogame')),
	CONSTRAINT "media_not_negative_check" CHECK ("media"."num_pages" >= 0 and "media"."seasons" >= 0 and "media"."startyear" >= 0 and "media"."endyear" >= 0 and "media"."series_num" >= 0)
);
--> statement-breakpoint
CREATE TABLE "media_creators" (
	"media_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "media_creators_media_id_creator_id_pk" PRIMARY KEY("media_id","creator_id")
);
--> statement-breakpoint
CREATE TABLE "media_genres" (
	"media_id" integer NOT NULL,
	"genre_id" integer NOT NULL,
	CONSTRAINT "media_genres_media_id_genre_id_pk" PRIMARY KEY("media_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "series" (
	"series_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "series_series_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "submedia" (
	"submedia_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "submedia_submedia_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"media_id" integer NOT NULL,
	"title" text NOT NULL,
	"overallnum" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "title_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entries" (
	"entry_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "entries_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usermedia_id" integer NOT NULL,
	"reading_id" integer,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"page" integer
);
--> statement-breakpoint
CREATE TABLE "readings" (
	"reading_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "readings_reading_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usermedia_id" integer NOT NULL,
	"date_started" timestamp with time zone NOT NULL,
	"date_finished" timestamp with time zone,
	"status" text,
	CONSTRAINT "readings_status_check" CHECK ("readings"."status" in ('read', 'DNF')),
	CONSTRAINT "readings_dates_check" CHECK ("readings"."date_finished" >= "readings"."date_started")
);
--> statement-breakpoint
CREATE TABLE "shelf_totals" (
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"media_type" text NOT NULL,
	"total" integer NOT NULL,
	"favorites" integer NOT NULL,
	CONSTRAINT "shelf_totals_user_id_status_media_type_pk" PRIMARY KEY("user_id","status","media_type")
);
--> statement-breakpoint
CREATE TABLE "user_media" (
	"usermedia_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_media_usermedia_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"status" text NOT NULL,
	"rating" smallint DEFAULT 0 NOT NULL,
	"review" text,
	"favorited" boolean DEFAULT false NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"media_type" text NOT NULL,
	"sort_creator" text NOT NULL,
	"sort_title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_media_rating_check" CHECK ("user_media"."rating" between 0 and 10),
	CONSTRAINT "user_media_progress_check" CHECK ("user_media"."progress" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_submedia" (
	"usersubmedia_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_submedia_usersubmedia_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usermedia_id" integer NOT NULL,
	"submedia_id" integer NOT NULL,
	"favorited" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"tag_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tags_tag_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usermedia_tags" (
	"usermedia_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "usermedia_tags_usermedia_id_tag_id_pk" PRIMARY KEY("usermedia_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "recommendations" (
	"recommendation_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recommendations_recommendation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"media_a" integer NOT NULL,
	"media_b" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommendations_distinct_check" CHECK ("recommendations"."media_a" <> "recommendations"."media_b")
);
--> statement-breakpoint
CREATE TABLE "bug_reports" (
	"bugreport_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bug_reports_bugreport_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"title" text NOT NULL,
	"circumstances" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_requests" (
	"request_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_requests_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"creator" text,
	"details" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "media_requests_status_check" CHECK ("media_requests"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"mail_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_mail_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_series_id_series_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("series_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_creators" ADD CONSTRAINT "media_creators_media_id_media_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("media_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_creators" ADD CONSTRAINT "media_creators_creator_id_creators_creator_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("creator_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_genres" ADD CONSTRAINT "media_genres_media_id_media_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("media_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_genres" ADD CONSTRAINT "media_genres_genre_id_genres_genre_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("genre_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submedia" ADD CONSTRAINT "submedia_media_id_media_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("media_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_usermedia_id_user_media_usermedia_id_fk" FOREIGN KEY ("usermedia_id") REFERENCES "public"."user_media"("usermedia_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_reading_id_readings_reading_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."readings"("reading_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_usermedia_id_user_media_usermedia_id_fk" FOREIGN KEY ("usermedia_id") REFERENCES "public"."user_media"("usermedia_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_media" ADD CONSTRAINT "user_media_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_media" ADD CONSTRAINT "user_media_media_id_media_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("media_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_submedia" ADD CONSTRAINT "user_submedia_usermedia_id_user_media_usermedia_id_fk" FOREIGN KEY ("usermedia_id") REFERENCES "public"."user_media"("usermedia_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_submedia" ADD CONSTRAINT "user_submedia_submedia_id_submedia_submedia_id_fk" FOREIGN KEY ("submedia_id") REFERENCES "public"."submedia"("submedia_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usermedia_tags" ADD CONSTRAINT "usermedia_tags_usermedia_id_user_media_usermedia_id_fk" FOREIGN KEY ("usermedia_id") REFERENCES "public"."user_media"("usermedia_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usermedia_tags" ADD CONSTRAINT "usermedia_tags_tag_id_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("tag_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_media_a_media_media_id_fk" FOREIGN KEY ("media_a") REFERENCES "public"."media"("media_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_media_b_media_media_id_fk" FOREIGN KEY ("media_b") REFERENCES "public"."media"("media_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD CONSTRAINT "bug_reports_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_requests" ADD CONSTRAINT "media_requests_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_unique" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "creators_name_trgm_idx" ON "creators" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "media_isbn13_unique" ON "media" USING btree ("isbn13");--> statement-breakpoint
CREATE INDEX "media_isbn_prefix_idx" ON "media" USING btree ("isbn" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "media_isbn13_prefix_idx" ON "media" USING btree ("isbn13" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "media_title_search_idx" ON "media" USING gin ("title_search");--> statement-breakpoint
CREATE INDEX "media_title_trgm_idx" ON "media" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_catalog_public_idx" ON "media" USING btree ("sort_title","media_id") WHERE not "media"."restricted";--> statement-breakpoint
CREATE INDEX "media_catalog_idx" ON "media" USING btree ("sort_title","media_id");--> statement-breakpoint
CREATE INDEX "media_catalog_type_idx" ON "media" USING btree ("type","sort_title","media_id");--> statement-breakpoint
CREATE INDEX "media_series_idx" ON "media" USING btree ("series_id","series_num");--> statement-breakpoint
CREATE INDEX "media_creators_creator_idx" ON "media_creators" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "media_genres_genre_idx" ON "media_genres" USING btree ("genre_id","media_id");--> statement-breakpoint
CREATE UNIQUE INDEX "series_name_lower_unique" ON "series" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "series_name_trgm_idx" ON "series" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "submedia_media_num_unique" ON "submedia" USING btree ("media_id","overallnum");--> statement-breakpoint
CREATE INDEX "title_words_trgm_idx" ON "title_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "entries_usermedia_idx" ON "entries" USING btree ("usermedia_id","time");--> statement-breakpoint
CREATE INDEX "entries_reading_idx" ON "entries" USING btree ("reading_id");--> statement-breakpoint
CREATE INDEX "readings_usermedia_idx" ON "readings" USING btree ("usermedia_id","date_started");--> statement-breakpoint
CREATE UNIQUE INDEX "readings_one_current_unique" ON "readings" USING btree ("usermedia_id") WHERE "readings"."date_finished" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "user_media_user_media_unique" ON "user_media" USING btree ("user_id","media_id");--> statement-breakpoint
CREATE INDEX "user_media_creator_idx" ON "user_media" USING btree ("user_id","status","sort_creator","sort_title","usermedia_id");--> statement-breakpoint
CREATE INDEX "user_media_title_idx" ON "user_media" USING btree ("user_id","status","sort_title","usermedia_id");--> statement-breakpoint
CREATE INDEX "user_media_recent_idx" ON "user_media" USING btree ("user_id","status","usermedia_id");--> statement-breakpoint
CREATE INDEX "user_media_type_creator_idx" ON "user_media" USING btree ("user_id","media_type","status","sort_creator","sort_title","usermedia_id");--> statement-breakpoint
CREATE INDEX "user_media_type_title_idx" ON "user_media" USING btree ("user_id","media_type","status","sort_title","usermedia_id");--> statement-breakpoint
CREATE INDEX "user_media_type_recent_idx" ON "user_media" USING btree ("user_id","media_type","status","usermedia_id");--> statement-breakpoint
CREATE INDEX "user_media_all_creator_idx" ON "user_media" USING btree ("user_id","sort_creator","sort_title","usermedia_id");--> statement-breakpoint
CREATE INDEX "user_media_all_title_idx" ON "user_media" USING btree ("user_id","sort_title","usermedia_id");--> statement-breakpoint
CREATE INDEX "user_media_all_recent_idx" ON "user_media" USING btree ("user_id","usermedia_id");--> statement-breakpoint
CREATE INDEX "user_media_favorites_idx" ON "user_media" USING btree ("user_id","sort_creator","sort_title","usermedia_id") WHERE "user_media"."favorited";--> statement-breakpoint
CREATE INDEX "user_media_media_idx" ON "user_media" USING btree ("media_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_submedia_unique" ON "user_submedia" USING btree ("usermedia_id","submedia_id");--> statement-breakpoint
CREATE INDEX "user_submedia_submedia_idx" ON "user_submedia" USING btree ("submedia_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_user_value_unique" ON "tags" USING btree ("user_id",lower("value"));--> statement-breakpoint
CREATE INDEX "tags_value_trgm_idx" ON "tags" USING gin ("value" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "usermedia_tags_tag_idx" ON "usermedia_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recommendations_unique" ON "recommendations" USING btree ("user_id","media_a","media_b");--> statement-breakpoint
CREATE INDEX "media_requests_status_idx" ON "media_requests" USING btree ("status","request_id");--> statement-breakpoint
CREATE INDEX "media_requests_user_idx" ON "media_requests" USING btree ("user_id","request_id");