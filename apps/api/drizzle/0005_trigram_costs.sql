-- pg_trgm declares its similarity functions as cheap (cost 1), so on a large table the planner
-- evaluates `word <% zoeknaam` row by row (~150 ms on 100k households) instead of using the GIN
-- trigram index (~10 ms). Their real cost is far higher; saying so lets the planner pick the index.
-- Needs ownership of the extension's functions; without it the search still works, only slower.
DO $$
BEGIN
  ALTER FUNCTION word_similarity_op(text, text) COST 100;
  ALTER FUNCTION word_similarity(text, text) COST 100;
  ALTER FUNCTION similarity(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm function costs not changed (not owner); name search may use sequential scans';
END
$$;
