-- A change of an entry's status (or type, favourite, genres) moves one from a row of the shelf
-- totals to another. The trigger took the old row's lock, then the new one's, so two changes of
-- one user's entries going opposite ways at the same moment (In Library to To Be Read, and To Be
-- Read to In Library) took the same two locks in opposite orders and one of them failed with
-- "deadlock detected" (found by the webhooks benchmark once its writes all changed something).
-- The rows are now taken in one order whichever way a change goes: the shelf totals before the
-- genre totals, each by user, status, type and genre mask.
CREATE OR REPLACE FUNCTION user_media_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_first boolean := TG_OP = 'DELETE'
    OR (TG_OP = 'UPDATE' AND (OLD.user_id, OLD.status, OLD.media_type, OLD.genre_mask) <= (NEW.user_id, NEW.status, NEW.media_type, NEW.genre_mask));
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM shelf_totals_add(NEW.user_id, NEW.status, NEW.media_type, 1, CASE WHEN NEW.favorited THEN 1 ELSE 0 END);
    PERFORM shelf_genre_totals_add(NEW.user_id, NEW.genre_mask, NEW.status, NEW.media_type, 1, CASE WHEN NEW.favorited THEN 1 ELSE 0 END);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM shelf_totals_add(OLD.user_id, OLD.status, OLD.media_type, -1, CASE WHEN OLD.favorited THEN -1 ELSE 0 END);
    PERFORM shelf_genre_totals_add(OLD.user_id, OLD.genre_mask, OLD.status, OLD.media_type, -1, CASE WHEN OLD.favorited THEN -1 ELSE 0 END);
  ELSIF old_first THEN
    PERFORM shelf_totals_add(OLD.user_id, OLD.status, OLD.media_type, -1, CASE WHEN OLD.favorited THEN -1 ELSE 0 END);
    PERFORM shelf_totals_add(NEW.user_id, NEW.status, NEW.media_type, 1, CASE WHEN NEW.favorited THEN 1 ELSE 0 END);
    PERFORM shelf_genre_totals_add(OLD.user_id, OLD.genre_mask, OLD.status, OLD.media_type, -1, CASE WHEN OLD.favorited THEN -1 ELSE 0 END);
    PERFORM shelf_genre_totals_add(NEW.user_id, NEW.genre_mask, NEW.status, NEW.media_type, 1, CASE WHEN NEW.favorited THEN 1 ELSE 0 END);
  ELSE
    PERFORM shelf_totals_add(NEW.user_id, NEW.status, NEW.media_type, 1, CASE WHEN NEW.favorited THEN 1 ELSE 0 END);
    PERFORM shelf_totals_add(OLD.user_id, OLD.status, OLD.media_type, -1, CASE WHEN OLD.favorited THEN -1 ELSE 0 END);
    PERFORM shelf_genre_totals_add(NEW.user_id, NEW.genre_mask, NEW.status, NEW.media_type, 1, CASE WHEN NEW.favorited THEN 1 ELSE 0 END);
    PERFORM shelf_genre_totals_add(OLD.user_id, OLD.genre_mask, OLD.status, OLD.media_type, -1, CASE WHEN OLD.favorited THEN -1 ELSE 0 END);
  END IF;
  RETURN NULL;
END;
$$;
