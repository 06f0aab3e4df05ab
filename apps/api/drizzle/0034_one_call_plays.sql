-- A media server's play of a movie to the end is recorded in one call (media_server_play_watched)
-- instead of a transaction of about ten statements, each a round trip between the server and
-- PostgreSQL (bench/RESULTS.md, issue 31). So that the play and the library say the same thing
-- once, the two library statements it needs become functions the library calls too: a status
-- change carrying the readings along (entry_set_status, was the text of
-- library/entry-writes.repository.ts) and the insertion of entries with copies of their item's
-- type and sort keys (user_media_insert, was library-entries.repository.ts).
CREATE FUNCTION entry_set_status(p_usermedia_id integer, p_user_id integer, p_status text, p_when_open text, p_when_none text, p_records_from text, p_now timestamptz)
RETURNS integer LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  changed integer;
BEGIN
  -- Every part reads the entry's state from before the statement; the entry row is locked for its duration.
  WITH entry AS (SELECT usermedia_id, status AS old_status FROM user_media WHERE usermedia_id = p_usermedia_id AND user_id = p_user_id FOR UPDATE),
  open AS (SELECT reading_id FROM readings WHERE usermedia_id = (SELECT usermedia_id FROM entry) AND date_finished IS NULL),
  finished AS (
    UPDATE readings SET date_finished = p_now, finished_precision = 'day', status = p_when_open
    WHERE reading_id IN (SELECT reading_id FROM open) AND p_when_open <> 'keep'
    RETURNING 1),
  added AS (
    INSERT INTO readings (usermedia_id, date_started, date_finished, status, started_precision, finished_precision)
    SELECT usermedia_id, p_now,
      CASE WHEN p_when_none = 'start' THEN NULL ELSE p_now END,
      CASE WHEN p_when_none = 'start' THEN NULL ELSE p_when_none END, 'day', 'day'
    FROM entry
    WHERE p_when_none <> 'nothing' AND NOT EXISTS (SELECT 1 FROM open)
      AND (p_when_none = 'start' OR old_status = ANY(string_to_array(p_records_from, ',')))
    ON CONFLICT DO NOTHING
    RETURNING 1)
  UPDATE user_media SET status = p_status,
    progress = CASE WHEN p_when_none = 'start' AND NOT EXISTS (SELECT 1 FROM open) THEN 0 ELSE progress END
  WHERE usermedia_id = (SELECT usermedia_id FROM entry)
  RETURNING usermedia_id INTO changed;
  RETURN changed;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION user_media_insert(p_user_id integer, p_wanted jsonb)
RETURNS TABLE (usermedia_id integer, media_id integer, has_submedia boolean) LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH wanted AS (
    SELECT * FROM jsonb_to_recordset(p_wanted)
      AS w(media_id int, status text, rating int, review text, favorited boolean, progress int, created_at timestamptz)),
  item AS (
    SELECT m.media_id, m.type AS media_type, m.sort_creator, m.sort_title, m.num_pages,
      EXISTS (SELECT 1 FROM submedia s WHERE s.media_id = m.media_id) AS has_submedia
    -- = ANY of an array, not IN (the set): the planner takes the set for 100 rows and read all
    -- of a small catalogue rather than probe its key for the one item a play or a click adds.
    FROM media m WHERE m.media_id = ANY (ARRAY(SELECT media_id FROM wanted))),
  created AS (
    INSERT INTO user_media (user_id, media_id, status, rating, review, favorited, progress, media_type, sort_creator, sort_title, created_at)
    SELECT p_user_id, w.media_id, w.status, coalesce(w.rating, 0), w.review, coalesce(w.favorited, false),
      least(coalesce(w.progress, 0), coalesce(item.num_pages, coalesce(w.progress, 0))),
      item.media_type, item.sort_creator, item.sort_title, coalesce(w.created_at, now())
    FROM wanted w JOIN item ON item.media_id = w.media_id
    ON CONFLICT DO NOTHING
    RETURNING user_media.usermedia_id, user_media.media_id)
  SELECT created.usermedia_id, created.media_id, item.has_submedia FROM created JOIN item ON item.media_id = created.media_id;
END;
$$;
--> statement-breakpoint
-- A movie played to the end, in one call, when the server's copy of the integration is still
-- true and the user's webhook endpoints want none of the events it causes (the server builds
-- those payloads, so such plays take its own path). 'stale': the integration is not as the
-- caller has it (deleted, paused, its settings changed, its owner disabled or of another role,
-- or an endpoint now wants one of p_events); the caller reads it again. 'nomatch': none of the
-- play's ids, [source, id] pairs in the order they count, names a movie the owner may see; the
-- caller matches by title. Then, under the user's plays lock, a play recorded already within
-- p_same_play_minutes either way changes nothing ('duplicate'); otherwise the entry goes to Seen
-- with a reading ending at the play (an entry Seen already, with no reading open, gets one more
-- finished reading: a rewatch), and the play is stored as a line of the entry's history. A play
-- whose dedupe key is taken raises media_server_play_duplicate, which undoes the whole call.
-- 'conflict': the entry appeared between the look and the insert (added by hand at that moment).
CREATE FUNCTION media_server_play_watched(p_integration_id integer, p_secret_hash text, p_settings jsonb, p_user_id integer, p_role text,
  p_events text[], p_ids jsonb, p_played_at timestamptz, p_same_play_minutes integer, p_play jsonb,
  p_when_open text, p_when_none text, p_records_from text)
RETURNS TABLE (outcome text, media_id integer, usermedia_id integer) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_media integer;
  v_entry integer;
  v_status text;
  v_play integer;
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM integrations i JOIN users u ON u.user_id = i.user_id
    WHERE i.integration_id = p_integration_id AND i.user_id = p_user_id AND i.secret_hash = p_secret_hash AND NOT i.paused
      AND i.settings = p_settings AND u.disabled_at IS NULL AND u.role = p_role
  ) OR EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.user_id = p_user_id AND e.enabled AND e.events && p_events) THEN
    RETURN QUERY SELECT 'stale'::text, NULL::integer, NULL::integer;
    RETURN;
  END IF;
  -- A probe of the id's key per pair (LIMIT 1 keeps the lateral from being flattened into a
  -- join that reads every id: the planner takes the pairs for 100 rows).
  SELECT m.media_id INTO v_media
  FROM jsonb_array_elements(p_ids) WITH ORDINALITY AS given(pair, n)
    CROSS JOIN LATERAL (
      SELECT x.media_id FROM external_ids x WHERE x.source = given.pair->>0 AND x.external_id = given.pair->>1 LIMIT 1
    ) AS held
    JOIN media m ON m.media_id = held.media_id
  WHERE m.type = 'movie' AND (p_role = 'admin' OR NOT m.restricted)
  ORDER BY given.n
  LIMIT 1;
  IF v_media IS NULL THEN
    RETURN QUERY SELECT 'nomatch'::text, NULL::integer, NULL::integer;
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('media_server_plays'), p_user_id);
  IF EXISTS (
    SELECT 1 FROM media_server_plays
    WHERE user_id = p_user_id AND media_id = v_media AND action = 'watched' AND state = 'recorded' AND submedia_id IS NULL
      AND played_at BETWEEN p_played_at - make_interval(mins => p_same_play_minutes) AND p_played_at + make_interval(mins => p_same_play_minutes)
  ) THEN
    RETURN QUERY SELECT 'duplicate'::text, v_media, NULL::integer;
    RETURN;
  END IF;
  SELECT um.usermedia_id, um.status INTO v_entry, v_status FROM user_media um WHERE um.user_id = p_user_id AND um.media_id = v_media;
  IF v_entry IS NULL THEN
    -- New to the shelf, it is put there Seen, with no reading yet: the branch below gives it the
    -- finished reading a rewatch gets (what Seen from "in the library" records), in one write of
    -- the entry rather than an insert and a status change.
    SELECT i.usermedia_id INTO v_entry FROM user_media_insert(p_user_id, jsonb_build_array(jsonb_build_object('media_id', v_media, 'status', 'read'))) i;
    IF v_entry IS NULL THEN
      RETURN QUERY SELECT 'conflict'::text, v_media, NULL::integer;
      RETURN;
    END IF;
    v_status := 'read';
  END IF;
  IF v_status = 'read' AND NOT EXISTS (SELECT 1 FROM readings r WHERE r.usermedia_id = v_entry AND r.date_finished IS NULL) THEN
    INSERT INTO readings (usermedia_id, date_started, date_finished, status) VALUES (v_entry, p_played_at, p_played_at, 'read') ON CONFLICT DO NOTHING;
  ELSE
    PERFORM entry_set_status(v_entry, p_user_id, 'read', p_when_open, p_when_none, p_records_from, p_played_at);
  END IF;
  INSERT INTO media_server_plays (integration_id, user_id, state, action, media_type, title, year, season, episode, rating, external_ids, server_user, played_at,
    media_id, usermedia_id, dedupe_key)
  SELECT p_integration_id, p_user_id, 'recorded', 'watched', 'movie', p_play->>'title', (p_play->>'year')::integer, NULL, NULL,
    (p_play->>'rating')::integer, coalesce(p_play->'externalIds', '{}'::jsonb), p_play->>'serverUser', p_played_at, v_media, v_entry,
    -- The dedupe key names the record, known only here: the caller's key has {media} in its place.
    replace(p_play->>'dedupeKey', '{media}', v_media::text)
  ON CONFLICT DO NOTHING
  RETURNING play_id INTO v_play;
  IF v_play IS NULL THEN
    RAISE EXCEPTION 'media_server_play_duplicate';
  END IF;
  RETURN QUERY SELECT 'watched'::text, v_media, v_entry;
END;
$$;
