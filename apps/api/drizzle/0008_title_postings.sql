-- One row per word of every title, with the title's length: the btree on (word, title_length,
-- media_id) hands title search the titles holding a word shortest first, so a word in 46,000
-- titles is answered by reading the first few entries instead of ranking every match.
CREATE TABLE "title_postings" (
	"word" text NOT NULL,
	"title_length" integer NOT NULL,
	"media_id" integer NOT NULL,
	CONSTRAINT "title_postings_pk" PRIMARY KEY ("word", "title_length", "media_id")
);
--> statement-breakpoint
INSERT INTO "title_postings" ("word", "title_length", "media_id")
SELECT w.lexeme, char_length(m."title"), m."media_id" FROM "media" m, unnest(m."title_search") AS w;
--> statement-breakpoint
CREATE INDEX "title_postings_media_idx" ON "title_postings" ("media_id");
--> statement-breakpoint
CREATE FUNCTION media_title_postings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM title_postings WHERE media_id = OLD.media_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO title_postings (word, title_length, media_id)
    SELECT lexeme, char_length(NEW.title), NEW.media_id FROM unnest(NEW.title_search);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER media_title_postings AFTER INSERT OR DELETE OR UPDATE OF title ON media
FOR EACH ROW EXECUTE FUNCTION media_title_postings();
