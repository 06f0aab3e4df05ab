-- Webhook events of library entries are captured by PostgreSQL in the statement that makes the
-- change (ADR 0048): triggers on user_media and readings write a row of entry_events when one of
-- the owner's enabled endpoints wants the event, and the delivery worker turns those rows into
-- deliveries, a batch at a time, with the entry as the API answers it. A change thus costs its
-- writer what it costs with no endpoint listening (no transaction of its own, no payload built
-- while the user's rows are locked), and its events exist exactly when the change does.
-- A transaction that sets shelfmark.entry_events to 'off' (an import's batches, an undo) captures
-- nothing: an import is told by its own import.finished.
CREATE TABLE "entry_events" (
	"event_id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"usermedia_id" integer NOT NULL,
	"event" text NOT NULL,
	"reading_id" integer,
	-- The fields the event is about, as the change left them: the payload shows these even when a
	-- later change is in the entry by the time the payload is made.
	"status" text,
	"previous_status" text,
	"rating" integer,
	"review" text,
	"txid" bigint DEFAULT txid_current() NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "entry_events_entry_idx" ON "entry_events" ("usermedia_id");
--> statement-breakpoint
CREATE FUNCTION entry_event_capture(p_user_id integer, p_usermedia_id integer, p_event text, p_reading_id integer, p_status text, p_previous text, p_rating integer, p_review text)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('shelfmark.entry_events', true) = 'off'
    OR NOT EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.user_id = p_user_id AND e.enabled AND p_event = ANY (e.events)) THEN
    RETURN;
  END IF;
  INSERT INTO entry_events (user_id, usermedia_id, event, reading_id, status, previous_status, rating, review)
  VALUES (p_user_id, p_usermedia_id, p_event, p_reading_id, p_status, p_previous, p_rating, p_review);
END;
$$;
--> statement-breakpoint
-- An entry added is entry.added; its status set within the same transaction (an addition "as
-- Read" is an insert and a status change) is part of the addition, not an entry.status_changed:
-- the entries added in the transaction are noted in a transaction-local setting, for users with
-- an endpoint only.
CREATE FUNCTION user_media_entry_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF current_setting('shelfmark.entry_events', true) IS DISTINCT FROM 'off'
      AND EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.user_id = NEW.user_id AND e.enabled) THEN
      PERFORM set_config('shelfmark.entries_added', coalesce(current_setting('shelfmark.entries_added', true), '') || ',' || NEW.usermedia_id || ',', true);
      PERFORM entry_event_capture(NEW.user_id, NEW.usermedia_id, 'entry.added', NULL, NEW.status, NULL, NEW.rating, NEW.review);
    END IF;
    RETURN NULL;
  END IF;
  IF NEW.status IS DISTINCT FROM OLD.status
    AND position(',' || NEW.usermedia_id || ',' IN coalesce(current_setting('shelfmark.entries_added', true), '')) = 0 THEN
    PERFORM entry_event_capture(NEW.user_id, NEW.usermedia_id, 'entry.status_changed', NULL, NEW.status, OLD.status, NULL, NULL);
  END IF;
  IF NEW.rating IS DISTINCT FROM OLD.rating THEN
    PERFORM entry_event_capture(NEW.user_id, NEW.usermedia_id, 'entry.rated', NULL, NULL, NULL, NEW.rating, NULL);
  END IF;
  -- A review written, not one cleared.
  IF NEW.review IS DISTINCT FROM OLD.review AND btrim(coalesce(NEW.review, '')) <> '' THEN
    PERFORM entry_event_capture(NEW.user_id, NEW.usermedia_id, 'entry.reviewed', NULL, NULL, NULL, NULL, NEW.review);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_media_entry_events_insert AFTER INSERT ON user_media FOR EACH ROW EXECUTE FUNCTION user_media_entry_events();
--> statement-breakpoint
CREATE TRIGGER user_media_entry_events_update AFTER UPDATE OF status, rating, review ON user_media FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.rating IS DISTINCT FROM NEW.rating OR OLD.review IS DISTINCT FROM NEW.review)
  EXECUTE FUNCTION user_media_entry_events();
--> statement-breakpoint
-- A reading begun is reading.started; one ended, or recorded already ended, is reading.finished.
CREATE FUNCTION readings_entry_events() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_user integer;
BEGIN
  SELECT um.user_id INTO v_user FROM user_media um WHERE um.usermedia_id = NEW.usermedia_id;
  IF v_user IS NOT NULL THEN
    PERFORM entry_event_capture(v_user, NEW.usermedia_id, CASE WHEN NEW.date_finished IS NULL THEN 'reading.started' ELSE 'reading.finished' END,
      NEW.reading_id, NULL, NULL, NULL, NULL);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER readings_entry_events_insert AFTER INSERT ON readings FOR EACH ROW EXECUTE FUNCTION readings_entry_events();
--> statement-breakpoint
CREATE TRIGGER readings_entry_events_finish AFTER UPDATE OF date_finished ON readings FOR EACH ROW
  WHEN (OLD.date_finished IS NULL AND NEW.date_finished IS NOT NULL)
  EXECUTE FUNCTION readings_entry_events();
