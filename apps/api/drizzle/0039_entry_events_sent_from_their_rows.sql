-- An entry's events are sent from their own rows (ADR 0049): the delivery worker leases a batch
-- of entry_events (locked_until, as the deliveries' lease: a fleet's instances take each once, a
-- dead instance's come back when it runs out), makes their payloads, posts them to the owner's
-- endpoints and, in the transaction that records the attempts, deletes the events. Only an
-- attempt that failed is stored in webhook_deliveries, for its retries. Storing every delivery
-- first (its payload once per endpoint, then its claim, then its removal) was most of what
-- webhooks cost the writes.
-- message_key makes each delivery's webhook-id (with the endpoint's id), so an event posted
-- again after a crash carries the webhook-id it had.
ALTER TABLE "entry_events" ADD COLUMN "message_key" uuid DEFAULT gen_random_uuid() NOT NULL;
--> statement-breakpoint
ALTER TABLE "entry_events" ADD COLUMN "locked_until" timestamp with time zone;
--> statement-breakpoint
-- The body is kept as the text that was signed and first sent, so a retry sends the same bytes
-- (jsonb would reorder its keys).
ALTER TABLE "webhook_deliveries" ALTER COLUMN "payload" TYPE text USING "payload"::text;
--> statement-breakpoint
-- How many attempts an endpoint's log holds, so it is trimmed only once it holds twice its size.
ALTER TABLE "webhook_endpoints" ADD COLUMN "log_rows" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "webhook_endpoints" e SET "log_rows" = (SELECT count(*) FROM "webhook_attempts" a WHERE a."webhook_id" = e."webhook_id");
--> statement-breakpoint
-- A batch of attempts recorded in one call (one round trip rather than a transaction of six,
-- which was most of what the delivery worker cost the server): the entry events they were made
-- from are deleted; each endpoint is locked, in one order, so its attempts are counted and its
-- log trimmed one batch after another (an endpoint deleted meanwhile took its deliveries and log
-- with it: its attempts are dropped); a stored delivery leaves the outbox once answered with a 2xx
-- or out of retries, else waits for its next attempt, and one not stored yet that failed is
-- stored for its retries; each endpoint's failures in a row are counted in the order the attempts
-- were made, and one that reaches p_failure_limit is disabled with the reason of its last
-- failure; the log gets the attempts and keeps at least each endpoint's last p_log_size (at
-- most twice that). Answers the endpoints this batch disabled, with whom to tell.
-- p_attempts: [{n, delivery_id (null when not stored), webhook_id, message_id, event, body (only
-- for one not stored that failed), attempt, at, status_code, latency_ms, excerpt, state, next_at,
-- ok, reason (were it to disable the endpoint)}], in the order they were made.
CREATE FUNCTION webhook_attempts_record(p_attempts jsonb, p_released bigint[], p_failure_limit integer, p_log_size integer)
RETURNS TABLE (r_user_id integer, r_url text, r_reason text, r_email text, r_username text) LANGUAGE plpgsql AS $$
DECLARE
  v_endpoints integer[];
  v_full integer[];
BEGIN
  -- Its commit does not wait for the disk: a record lost to a crash only sends its events again
  -- (with their webhook-ids), and the writes of the library, whose commits do wait, are not
  -- kept waiting behind the worker's.
  PERFORM set_config('synchronous_commit', 'off', true);
  IF cardinality(p_released) > 0 THEN
    DELETE FROM entry_events WHERE event_id = ANY (p_released);
  END IF;
  SELECT coalesce(array_agg(locked.webhook_id ORDER BY locked.webhook_id), '{}') INTO v_endpoints
  FROM (SELECT e.webhook_id FROM webhook_endpoints e
        WHERE e.webhook_id IN (SELECT (item->>'webhook_id')::integer FROM jsonb_array_elements(p_attempts) item)
        ORDER BY e.webhook_id FOR NO KEY UPDATE) locked;
  IF cardinality(v_endpoints) = 0 THEN
    RETURN;
  END IF;

  DELETE FROM webhook_deliveries d USING jsonb_to_recordset(p_attempts) AS a(delivery_id bigint, next_at timestamptz)
  WHERE d.delivery_id = a.delivery_id AND a.next_at IS NULL;
  UPDATE webhook_deliveries d SET attempt = a.attempt, next_attempt_at = a.next_at, locked_until = NULL
  FROM jsonb_to_recordset(p_attempts) AS a(delivery_id bigint, attempt integer, next_at timestamptz)
  WHERE d.delivery_id = a.delivery_id AND a.next_at IS NOT NULL;
  INSERT INTO webhook_deliveries (webhook_id, message_id, event, payload, attempt, next_attempt_at)
  SELECT a.webhook_id, a.message_id, a.event, a.body, a.attempt, a.next_at
  FROM jsonb_to_recordset(p_attempts) AS a(n integer, delivery_id bigint, webhook_id integer, message_id text, event text, body text, attempt integer, next_at timestamptz)
  WHERE a.delivery_id IS NULL AND a.next_at IS NOT NULL AND a.webhook_id = ANY (v_endpoints)
  ORDER BY a.n;

  RETURN QUERY
  WITH a AS (
    SELECT * FROM jsonb_to_recordset(p_attempts) AS x(n integer, webhook_id integer, ok boolean, reason text) WHERE x.webhook_id = ANY (v_endpoints)
  ), last AS (
    SELECT a.webhook_id, max(a.n) FILTER (WHERE a.ok) AS ok_n, max(a.n) AS last_n FROM a GROUP BY a.webhook_id
  ), counted AS (
    SELECT e.webhook_id,
      (CASE WHEN last.ok_n IS NULL THEN e.failures_in_a_row ELSE 0 END
        + (SELECT count(*) FROM a WHERE a.webhook_id = e.webhook_id AND NOT a.ok AND a.n > coalesce(last.ok_n, 0)))::integer AS failures,
      (SELECT a.reason FROM a WHERE a.webhook_id = e.webhook_id AND a.n = last.last_n) AS reason,
      e.enabled AS was_enabled
    FROM last JOIN webhook_endpoints e ON e.webhook_id = last.webhook_id
  ), changed AS (
    UPDATE webhook_endpoints e SET failures_in_a_row = c.failures,
      enabled = e.enabled AND NOT (c.was_enabled AND c.failures >= p_failure_limit),
      disabled_reason = CASE WHEN c.was_enabled AND c.failures >= p_failure_limit THEN c.reason ELSE e.disabled_reason END
    FROM counted c
    WHERE e.webhook_id = c.webhook_id AND c.failures <> e.failures_in_a_row
    RETURNING e.user_id, e.url, c.reason, c.was_enabled AND c.failures >= p_failure_limit AS disables
  )
  SELECT u.user_id, changed.url, changed.reason, u.email, u.username FROM changed JOIN users u ON u.user_id = changed.user_id WHERE changed.disables;

  INSERT INTO webhook_attempts (webhook_id, message_id, event, attempt, at, status_code, latency_ms, excerpt, state, next_attempt_at)
  SELECT a.webhook_id, a.message_id, a.event, a.attempt, a.at, a.status_code, a.latency_ms, a.excerpt, a.state, a.next_at
  FROM jsonb_to_recordset(p_attempts) AS a(n integer, webhook_id integer, message_id text, event text, attempt integer, at timestamptz,
    status_code integer, latency_ms integer, excerpt text, state text, next_at timestamptz)
  WHERE a.webhook_id = ANY (v_endpoints)
  ORDER BY a.n;
  -- The log is trimmed to its last p_log_size only once it holds twice that (the page and the
  -- API show the last p_log_size): trimming at every batch read every row of the endpoint's log
  -- each time, for a handful of rows.
  WITH added AS (
    SELECT (item->>'webhook_id')::integer AS webhook_id, count(*)::integer AS n FROM jsonb_array_elements(p_attempts) item GROUP BY 1
  ), counted AS (
    UPDATE webhook_endpoints e SET log_rows = e.log_rows + added.n FROM added
    WHERE e.webhook_id = added.webhook_id AND e.webhook_id = ANY (v_endpoints)
    RETURNING e.webhook_id, e.log_rows
  )
  SELECT coalesce(array_agg(counted.webhook_id) FILTER (WHERE counted.log_rows > 2 * p_log_size), '{}') INTO v_full FROM counted;
  IF cardinality(v_full) > 0 THEN
    DELETE FROM webhook_attempts WHERE attempt_id IN (
      SELECT ranked.attempt_id FROM (
        SELECT w.attempt_id, row_number() OVER (PARTITION BY w.webhook_id ORDER BY w.attempt_id DESC) AS newer
        FROM webhook_attempts w WHERE w.webhook_id = ANY (v_full)) ranked
      WHERE ranked.newer > p_log_size);
    UPDATE webhook_endpoints e SET log_rows = (SELECT count(*) FROM webhook_attempts w WHERE w.webhook_id = e.webhook_id)
    WHERE e.webhook_id = ANY (v_full);
  END IF;
END;
$$;
--> statement-breakpoint
-- A batch of entry events not leased by an instance now, leased until p_until, in the order they
-- were captured (a transaction's entry events before its reading events). A lease lost to a
-- crash lets the events be taken again: its commit does not wait for the disk either.
CREATE FUNCTION entry_events_lease(p_now timestamptz, p_until timestamptz, p_batch integer)
RETURNS SETOF entry_events LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  RETURN QUERY
  WITH due AS (
    SELECT e.event_id FROM entry_events e WHERE e.locked_until IS NULL OR e.locked_until <= p_now
    ORDER BY e.txid, e.event LIKE 'reading.%', e.event_id LIMIT p_batch FOR UPDATE SKIP LOCKED
  )
  UPDATE entry_events e SET locked_until = p_until FROM due WHERE e.event_id = due.event_id RETURNING e.*;
END;
$$;
