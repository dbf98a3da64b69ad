CREATE TABLE "zoeknaam_woorden" (
	"woord" text PRIMARY KEY NOT NULL,
	"aantal" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "zoeknaam_woorden_trgm_idx" ON "zoeknaam_woorden" USING gin ("woord" gin_trgm_ops);--> statement-breakpoint
-- The words table of the typo search (docs/decisions.md, "Fast member routes"): every distinct word of a live
-- dossier's zoeknaam (not deleted, not anonymised), counted once per dossier. The triggers below keep it equal
-- to this query at every commit, whoever writes dossiers:
--   SELECT woord, count(*) FROM dossiers, zoeknaam_woorden_van(zoeknaam) woord
--   WHERE verwijderd_op IS NULL AND geanonimiseerd_op IS NULL GROUP BY woord
CREATE FUNCTION zoeknaam_woorden_van(zoeknaam text) RETURNS SETOF text LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT DISTINCT woord FROM regexp_split_to_table(zoeknaam, '\s+') AS woord WHERE woord <> '';
$$;
--> statement-breakpoint
-- Adds each name's words with its sign (+1 a dossier that now counts, -1 one that no longer does), in word order so
-- two saves never deadlock; a word whose count reaches 0 is removed in the same transaction.
CREATE FUNCTION zoeknaam_woorden_tel(namen text[], tekens integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  leeg text[];
BEGIN
  WITH geteld AS (
    INSERT INTO zoeknaam_woorden AS t (woord, aantal)
    SELECT w.woord, sum(d.teken)::integer
    FROM unnest(namen, tekens) AS d (zoeknaam, teken)
    CROSS JOIN LATERAL zoeknaam_woorden_van(d.zoeknaam) AS w (woord)
    GROUP BY w.woord
    HAVING sum(d.teken) <> 0
    ORDER BY w.woord
    ON CONFLICT (woord) DO UPDATE SET aantal = t.aantal + excluded.aantal
    RETURNING t.woord, t.aantal
  )
  SELECT array_agg(woord) INTO leeg FROM geteld WHERE aantal <= 0;
  IF leeg IS NOT NULL THEN
    DELETE FROM zoeknaam_woorden WHERE woord = ANY (leeg) AND aantal <= 0;
  END IF;
END
$$;
--> statement-breakpoint
-- Statement level (one update of the words per statement: the seeder inserts thousands of dossiers at once). An
-- UPDATE trigger with transition tables cannot name its columns, so it picks the rows whose name or liveness changed.
CREATE FUNCTION zoeknaam_woorden_dossiers() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  namen text[];
  tekens integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM zoeknaam_woorden;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.zoeknaam), array_agg(1) INTO namen, tekens
    FROM nieuw n
    WHERE n.verwijderd_op IS NULL AND n.geanonimiseerd_op IS NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.zoeknaam), array_agg(-1) INTO namen, tekens
    FROM oud o
    WHERE o.verwijderd_op IS NULL AND o.geanonimiseerd_op IS NULL;
  ELSE
    SELECT array_agg(v.zoeknaam), array_agg(v.teken) INTO namen, tekens
    FROM oud o
    JOIN nieuw n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES
      (o.zoeknaam, -1, o.verwijderd_op IS NULL AND o.geanonimiseerd_op IS NULL),
      (n.zoeknaam, 1, n.verwijderd_op IS NULL AND n.geanonimiseerd_op IS NULL)
    ) AS v (zoeknaam, teken, telt)
    WHERE v.telt
      AND (o.zoeknaam, o.verwijderd_op IS NULL AND o.geanonimiseerd_op IS NULL)
          IS DISTINCT FROM (n.zoeknaam, n.verwijderd_op IS NULL AND n.geanonimiseerd_op IS NULL);
  END IF;
  IF namen IS NOT NULL THEN
    PERFORM zoeknaam_woorden_tel(namen, tekens);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER zoeknaam_woorden_insert AFTER INSERT ON dossiers
  REFERENCING NEW TABLE AS nieuw FOR EACH STATEMENT EXECUTE FUNCTION zoeknaam_woorden_dossiers();
--> statement-breakpoint
CREATE TRIGGER zoeknaam_woorden_update AFTER UPDATE ON dossiers
  REFERENCING OLD TABLE AS oud NEW TABLE AS nieuw FOR EACH STATEMENT EXECUTE FUNCTION zoeknaam_woorden_dossiers();
--> statement-breakpoint
CREATE TRIGGER zoeknaam_woorden_delete AFTER DELETE ON dossiers
  REFERENCING OLD TABLE AS oud FOR EACH STATEMENT EXECUTE FUNCTION zoeknaam_woorden_dossiers();
--> statement-breakpoint
CREATE TRIGGER zoeknaam_woorden_truncate AFTER TRUNCATE ON dossiers
  FOR EACH STATEMENT EXECUTE FUNCTION zoeknaam_woorden_dossiers();
--> statement-breakpoint
-- The dossiers saved before this migration.
SELECT zoeknaam_woorden_tel(array_agg(zoeknaam), array_agg(1))
FROM dossiers
WHERE verwijderd_op IS NULL AND geanonimiseerd_op IS NULL;
