-- A deferred shelf-version bump (migration 0024) now happens inside PostgreSQL at the commit, by
-- a deferred constraint trigger, instead of by a statement the server sends just before its
-- COMMIT. The bump locks the user's shelf_versions row, and every other write of that user waits
-- on it: sent by the server, the lock was held for a round trip to the server and back, which a
-- busy server stretches to milliseconds (bench/RESULTS.md, issue 30); at the commit it is held
-- for the commit alone.
CREATE UNLOGGED TABLE shelf_version_bumps_at_commit (
  bump_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION shelf_version_bump_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO shelf_versions (user_id, version) VALUES (NEW.user_id, 1)
  ON CONFLICT (user_id) DO UPDATE SET version = shelf_versions.version + 1;
  DELETE FROM shelf_version_bumps_at_commit WHERE bump_id = NEW.bump_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER shelf_version_bump_at_commit AFTER INSERT ON shelf_version_bumps_at_commit
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION shelf_version_bump_at_commit();
--> statement-breakpoint
-- Deferred, a user is noted once a transaction (the setting lists them) and bumped at its commit.
CREATE OR REPLACE FUNCTION shelf_versions_bump(p_users integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  noted integer[];
  fresh integer[];
BEGIN
  IF current_setting('shelfmark.defer_shelf_bump', true) = 'on' THEN
    noted := coalesce(string_to_array(nullif(current_setting('shelfmark.deferred_shelf_users', true), ''), ',')::integer[], '{}');
    fresh := ARRAY(SELECT DISTINCT u FROM unnest(p_users) AS u WHERE u IS NOT NULL AND NOT u = ANY(noted));
    IF cardinality(fresh) > 0 THEN
      INSERT INTO shelf_version_bumps_at_commit (user_id) SELECT unnest(fresh);
      PERFORM set_config('shelfmark.deferred_shelf_users', array_to_string(noted || fresh, ','), true);
    END IF;
    RETURN;
  END IF;
  INSERT INTO shelf_versions (user_id, version)
  SELECT DISTINCT u, 1 FROM unnest(p_users) AS u WHERE u IS NOT NULL
  ON CONFLICT (user_id) DO UPDATE SET version = shelf_versions.version + 1;
END;
$$;
--> statement-breakpoint
DROP FUNCTION shelf_versions_bump_deferred();
