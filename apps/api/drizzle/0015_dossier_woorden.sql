CREATE TABLE "dossier_woorden" (
	"woord" text NOT NULL,
	"dossier_id" integer NOT NULL,
	"lengte" integer NOT NULL,
	"mvmnummer" integer,
	"enummer" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- INCLUDE by hand (drizzle cannot declare it): a name search reads, ranks, orders and counts its matches from this
-- index alone (docs/decisions.md, "A name search reads a words index").
CREATE UNIQUE INDEX "dossier_woorden_woord_idx" ON "dossier_woorden" USING btree ("woord","dossier_id")
  INCLUDE ("lengte", "mvmnummer", "enummer", "created_at", "updated_at");
--> statement-breakpoint
-- The triggers below keep the table equal to this query at every commit, whoever writes dossiers:
--   SELECT w.woord, d.id, length(d.zoeknaam), d.mvmnummer, d.enummer, d.created_at, d.updated_at
--   FROM dossiers d, zoeknaam_woorden_van(d.zoeknaam) w (woord) WHERE d.verwijderd_op IS NULL
-- Statement level, like 0013 and 0014 (the seeder inserts thousands of dossiers at once). An update rewrites the
-- rows of the dossiers whose name, liveness, numbers or dates changed: a save moves updated_at, the list's order.
CREATE FUNCTION dossier_woorden_dossiers() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  weg_woorden text[];
  weg_ids integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM dossier_woorden;
    RETURN NULL;
  END IF;
  -- The entries to remove, gathered first: deleting with a join on a transition table (no statistics) planned a
  -- scan of the whole index, ~16 ms for one save on 100,000 households; by the arrays it is an index probe each.
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(v.woord), array_agg(o.id) INTO weg_woorden, weg_ids
    FROM oud o CROSS JOIN LATERAL zoeknaam_woorden_van(o.zoeknaam) AS v (woord)
    WHERE o.verwijderd_op IS NULL;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(v.woord), array_agg(o.id) INTO weg_woorden, weg_ids
    FROM oud o JOIN nieuw n ON n.id = o.id CROSS JOIN LATERAL zoeknaam_woorden_van(o.zoeknaam) AS v (woord)
    WHERE o.verwijderd_op IS NULL
      AND (o.zoeknaam, o.verwijderd_op, o.mvmnummer, o.enummer, o.created_at, o.updated_at)
          IS DISTINCT FROM (n.zoeknaam, n.verwijderd_op, n.mvmnummer, n.enummer, n.created_at, n.updated_at);
  END IF;
  IF weg_woorden IS NOT NULL THEN
    DELETE FROM dossier_woorden w
    USING unnest(weg_woorden, weg_ids) AS x (woord, id)
    WHERE w.woord = x.woord AND w.dossier_id = x.id;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO dossier_woorden (woord, dossier_id, lengte, mvmnummer, enummer, created_at, updated_at)
    SELECT v.woord, n.id, length(n.zoeknaam), n.mvmnummer, n.enummer, n.created_at, n.updated_at
    FROM nieuw n JOIN oud o ON o.id = n.id CROSS JOIN LATERAL zoeknaam_woorden_van(n.zoeknaam) AS v (woord)
    WHERE n.verwijderd_op IS NULL
      AND (o.zoeknaam, o.verwijderd_op, o.mvmnummer, o.enummer, o.created_at, o.updated_at)
          IS DISTINCT FROM (n.zoeknaam, n.verwijderd_op, n.mvmnummer, n.enummer, n.created_at, n.updated_at)
    ORDER BY 1, 2;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO dossier_woorden (woord, dossier_id, lengte, mvmnummer, enummer, created_at, updated_at)
    SELECT v.woord, n.id, length(n.zoeknaam), n.mvmnummer, n.enummer, n.created_at, n.updated_at
    FROM nieuw n CROSS JOIN LATERAL zoeknaam_woorden_van(n.zoeknaam) AS v (woord)
    WHERE n.verwijderd_op IS NULL
    ORDER BY 1, 2;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dossier_woorden_insert AFTER INSERT ON dossiers
  REFERENCING NEW TABLE AS nieuw FOR EACH STATEMENT EXECUTE FUNCTION dossier_woorden_dossiers();
--> statement-breakpoint
CREATE TRIGGER dossier_woorden_update AFTER UPDATE ON dossiers
  REFERENCING OLD TABLE AS oud NEW TABLE AS nieuw FOR EACH STATEMENT EXECUTE FUNCTION dossier_woorden_dossiers();
--> statement-breakpoint
CREATE TRIGGER dossier_woorden_delete AFTER DELETE ON dossiers
  REFERENCING OLD TABLE AS oud FOR EACH STATEMENT EXECUTE FUNCTION dossier_woorden_dossiers();
--> statement-breakpoint
CREATE TRIGGER dossier_woorden_truncate AFTER TRUNCATE ON dossiers
  FOR EACH STATEMENT EXECUTE FUNCTION dossier_woorden_dossiers();
--> statement-breakpoint
-- The dossiers saved before this migration.
INSERT INTO dossier_woorden (woord, dossier_id, lengte, mvmnummer, enummer, created_at, updated_at)
SELECT v.woord, d.id, length(d.zoeknaam), d.mvmnummer, d.enummer, d.created_at, d.updated_at
FROM dossiers d CROSS JOIN LATERAL zoeknaam_woorden_van(d.zoeknaam) AS v (woord)
WHERE d.verwijderd_op IS NULL
ORDER BY 1, 2;
