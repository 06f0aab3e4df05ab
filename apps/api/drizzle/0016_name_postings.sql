-- Creator and series names get the word index titles have (0008_title_postings): the distinct
-- words of the names, trigram-indexed, to correct a misspelt word against a small table, and one
-- posting per word of each name with the name's length, so search reads the names holding a
-- word shortest first from a btree instead of rechecking every name sharing a trigram.
CREATE TABLE "creator_words" ("word" text PRIMARY KEY);
--> statement-breakpoint
CREATE TABLE "creator_postings" (
	"word" text NOT NULL,
	"name_length" integer NOT NULL,
	"creator_id" integer NOT NULL,
	CONSTRAINT "creator_postings_pk" PRIMARY KEY ("word", "name_length", "creator_id")
);
--> statement-breakpoint
CREATE TABLE "series_words" ("word" text PRIMARY KEY);
--> statement-breakpoint
CREATE TABLE "series_postings" (
	"word" text NOT NULL,
	"name_length" integer NOT NULL,
	"series_id" integer NOT NULL,
	CONSTRAINT "series_postings_pk" PRIMARY KEY ("word", "name_length", "series_id")
);
--> statement-breakpoint
INSERT INTO "creator_postings" ("word", "name_length", "creator_id")
SELECT w.lexeme, char_length(c."name"), c."creator_id" FROM "creators" c, unnest(to_tsvector('simple', c."name")) AS w;
--> statement-breakpoint
INSERT INTO "creator_words" ("word") SELECT DISTINCT "word" FROM "creator_postings";
--> statement-breakpoint
INSERT INTO "series_postings" ("word", "name_length", "series_id")
SELECT w.lexeme, char_length(s."name"), s."series_id" FROM "series" s, unnest(to_tsvector('simple', s."name")) AS w;
--> statement-breakpoint
INSERT INTO "series_words" ("word") SELECT DISTINCT "word" FROM "series_postings";
--> statement-breakpoint
CREATE INDEX "creator_postings_creator_idx" ON "creator_postings" ("creator_id");
--> statement-breakpoint
CREATE INDEX "series_postings_series_idx" ON "series_postings" ("series_id");
--> statement-breakpoint
CREATE INDEX "creator_words_trgm_idx" ON "creator_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "series_words_trgm_idx" ON "series_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION creator_name_postings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM creator_postings WHERE creator_id = OLD.creator_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO creator_postings (word, name_length, creator_id)
    SELECT lexeme, char_length(NEW.name), NEW.creator_id FROM unnest(to_tsvector('simple', NEW.name));
    INSERT INTO creator_words (word) SELECT lexeme FROM unnest(to_tsvector('simple', NEW.name)) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER creator_name_postings AFTER INSERT OR DELETE OR UPDATE OF name ON creators
FOR EACH ROW EXECUTE FUNCTION creator_name_postings();
--> statement-breakpoint
CREATE FUNCTION series_name_postings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM series_postings WHERE series_id = OLD.series_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO series_postings (word, name_length, series_id)
    SELECT lexeme, char_length(NEW.name), NEW.series_id FROM unnest(to_tsvector('simple', NEW.name));
    INSERT INTO series_words (word) SELECT lexeme FROM unnest(to_tsvector('simple', NEW.name)) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER series_name_postings AFTER INSERT OR DELETE OR UPDATE OF name ON series
FOR EACH ROW EXECUTE FUNCTION series_name_postings();
