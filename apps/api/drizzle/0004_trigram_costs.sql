-- pg_trgm declares its similarity operators as cheap as an equality, so on tables of tens of
-- thousands of rows the planner prefers a sequential scan (about 300 ms) to the trigram
-- index (about 2 ms). Their real cost is closer to 100 times that. Where the extension
-- belongs to someone else, the planner keeps its defaults.
DO $$
BEGIN
  ALTER FUNCTION similarity_op(text, text) COST 100;
  ALTER FUNCTION word_similarity_op(text, text) COST 100;
  ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm operator costs left as they are: %', SQLERRM;
END;
$$;
