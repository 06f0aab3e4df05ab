-- A transaction may defer its shelf-version bumps to its end (db/shelf-version-bumps.ts): the
-- triggers then note the users in a transaction-local setting, and one statement just before the
-- commit bumps them. The bump locks the user's shelf_versions row until the commit, and every
-- other write of that user waits on it; deferred, the lock is held only for the commit, not
-- while the change goes on (building webhook payloads, queueing deliveries).
CREATE OR REPLACE FUNCTION shelf_versions_bump(p_users integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('shelfmark.defer_shelf_bump', true) = 'on' THEN
    PERFORM set_config('shelfmark.deferred_shelf_users',
      concat_ws(',', nullif(current_setting('shelfmark.deferred_shelf_users', true), ''), nullif(array_to_string(p_users, ','), '')), true);
    RETURN;
  END IF;
  INSERT INTO shelf_versions (user_id, version)
  SELECT DISTINCT u, 1 FROM unnest(p_users) AS u WHERE u IS NOT NULL
  ON CONFLICT (user_id) DO UPDATE SET version = shelf_versions.version + 1;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION shelf_versions_bump_deferred() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  pending text := nullif(current_setting('shelfmark.deferred_shelf_users', true), '');
BEGIN
  PERFORM set_config('shelfmark.defer_shelf_bump', 'off', true);
  PERFORM set_config('shelfmark.deferred_shelf_users', '', true);
  IF pending IS NOT NULL THEN
    PERFORM shelf_versions_bump(string_to_array(pending, ',')::integer[]);
  END IF;
END;
$$;
