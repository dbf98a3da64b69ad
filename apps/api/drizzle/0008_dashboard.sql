CREATE TABLE "pakket_telling" (
	"afdeling" text NOT NULL,
	"dag" date NOT NULL,
	"type_voeding" text NOT NULL,
	"aantal" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pakket_telling_afdeling_dag_type_voeding_pk" PRIMARY KEY("afdeling","dag","type_voeding")
);
--> statement-breakpoint
CREATE INDEX "gekregen_datum_idx" ON "gekregen" USING btree ("datum","afdeling","dossier_id");--> statement-breakpoint
-- The dashboard's summary of packages per Brussels day (docs/areas/dashboard.md). A package is a row of the food
-- desk with the item 'Voeding' or of the soap house with the item 'Pakket' (PAKKET_ITEMS in
-- packages/domain/src/dashboard/series.ts); it is counted under the household's food type. The triggers below keep
-- the summary equal to this query at every commit, whoever writes the rows.
-- The area whose package an item is ('voeding' for the food desk's 'Voeding', 'zeephuisje' for the soap house's
-- 'Pakket'), or null: the one place that says what a package is (PAKKET_ITEMS in the domain). A later migration
-- may redefine it (e.g. from a kind of item instead of its name) and call pakket_telling_herbereken().
CREATE FUNCTION pakket_afdeling_van(o object) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE o.soort WHEN 'voeding' THEN 'voeding' WHEN 'pakket' THEN 'zeephuisje' END;
$$;
--> statement-breakpoint
CREATE FUNCTION pakket_telling_herbereken() RETURNS void LANGUAGE sql AS $$
  DELETE FROM pakket_telling;
  INSERT INTO pakket_telling (afdeling, dag, type_voeding, aantal)
  SELECT r.afdeling, (r.datum AT TIME ZONE 'Europe/Brussels')::date, gz.type_voeding, sum(r.aantal)
  FROM gekregen r
  JOIN object o ON o.id = r.object_id
  JOIN gezin gz ON gz.dossier_id = r.dossier_id
  WHERE r.afdeling = pakket_afdeling_van(o)
  GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
-- Rows written to gekregen (statement level: one summary update per statement, keys in one order so two desks
-- never deadlock). A row whose household has no gezin row (being deleted) is left to the gezin trigger.
CREATE FUNCTION pakket_telling_gekregen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM pakket_telling;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO pakket_telling AS t (afdeling, dag, type_voeding, aantal)
    SELECT r.afdeling, (r.datum AT TIME ZONE 'Europe/Brussels')::date, gz.type_voeding, -sum(r.aantal)
    FROM oud r
    JOIN object o ON o.id = r.object_id
    JOIN gezin gz ON gz.dossier_id = r.dossier_id
    WHERE r.afdeling = pakket_afdeling_van(o)
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (afdeling, dag, type_voeding) DO UPDATE SET aantal = t.aantal + excluded.aantal;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO pakket_telling AS t (afdeling, dag, type_voeding, aantal)
    SELECT r.afdeling, (r.datum AT TIME ZONE 'Europe/Brussels')::date, gz.type_voeding, sum(r.aantal)
    FROM nieuw r
    JOIN object o ON o.id = r.object_id
    JOIN gezin gz ON gz.dossier_id = r.dossier_id
    WHERE r.afdeling = pakket_afdeling_van(o)
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (afdeling, dag, type_voeding) DO UPDATE SET aantal = t.aantal + excluded.aantal;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER pakket_telling_gekregen_insert AFTER INSERT ON gekregen
  REFERENCING NEW TABLE AS nieuw FOR EACH STATEMENT EXECUTE FUNCTION pakket_telling_gekregen();
--> statement-breakpoint
CREATE TRIGGER pakket_telling_gekregen_update AFTER UPDATE ON gekregen
  REFERENCING OLD TABLE AS oud NEW TABLE AS nieuw FOR EACH STATEMENT EXECUTE FUNCTION pakket_telling_gekregen();
--> statement-breakpoint
CREATE TRIGGER pakket_telling_gekregen_delete AFTER DELETE ON gekregen
  REFERENCING OLD TABLE AS oud FOR EACH STATEMENT EXECUTE FUNCTION pakket_telling_gekregen();
--> statement-breakpoint
CREATE TRIGGER pakket_telling_gekregen_truncate AFTER TRUNCATE ON gekregen
  FOR EACH STATEMENT EXECUTE FUNCTION pakket_telling_gekregen();
--> statement-breakpoint
-- A household's food type changes, or its gezin row comes or goes: its packages move to the new type.
CREATE FUNCTION pakket_telling_gezin() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO pakket_telling AS t (afdeling, dag, type_voeding, aantal)
    SELECT r.afdeling, (r.datum AT TIME ZONE 'Europe/Brussels')::date, g.type_voeding, -sum(r.aantal)
    FROM oud g
    JOIN gekregen r ON r.dossier_id = g.dossier_id
    JOIN object o ON o.id = r.object_id
    WHERE r.afdeling = pakket_afdeling_van(o)
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (afdeling, dag, type_voeding) DO UPDATE SET aantal = t.aantal + excluded.aantal;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO pakket_telling AS t (afdeling, dag, type_voeding, aantal)
    SELECT r.afdeling, (r.datum AT TIME ZONE 'Europe/Brussels')::date, g.type_voeding, sum(r.aantal)
    FROM nieuw g
    JOIN gekregen r ON r.dossier_id = g.dossier_id
    JOIN object o ON o.id = r.object_id
    WHERE r.afdeling = pakket_afdeling_van(o)
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (afdeling, dag, type_voeding) DO UPDATE SET aantal = t.aantal + excluded.aantal;
  ELSE
    -- Each household whose type changed: minus under the old type, plus under the new one.
    INSERT INTO pakket_telling AS t (afdeling, dag, type_voeding, aantal)
    SELECT r.afdeling, (r.datum AT TIME ZONE 'Europe/Brussels')::date, v.type_voeding, sum(v.teken * r.aantal)
    FROM oud p
    JOIN nieuw n ON n.dossier_id = p.dossier_id AND n.type_voeding IS DISTINCT FROM p.type_voeding
    CROSS JOIN LATERAL (VALUES (p.type_voeding, -1), (n.type_voeding, 1)) AS v (type_voeding, teken)
    JOIN gekregen r ON r.dossier_id = p.dossier_id
    JOIN object o ON o.id = r.object_id
    WHERE r.afdeling = pakket_afdeling_van(o)
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (afdeling, dag, type_voeding) DO UPDATE SET aantal = t.aantal + excluded.aantal;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER pakket_telling_gezin_insert AFTER INSERT ON gezin
  REFERENCING NEW TABLE AS nieuw FOR EACH STATEMENT EXECUTE FUNCTION pakket_telling_gezin();
--> statement-breakpoint
CREATE TRIGGER pakket_telling_gezin_update AFTER UPDATE ON gezin
  REFERENCING OLD TABLE AS oud NEW TABLE AS nieuw FOR EACH STATEMENT EXECUTE FUNCTION pakket_telling_gezin();
--> statement-breakpoint
CREATE TRIGGER pakket_telling_gezin_delete AFTER DELETE ON gezin
  REFERENCING OLD TABLE AS oud FOR EACH STATEMENT EXECUTE FUNCTION pakket_telling_gezin();
--> statement-breakpoint
-- A dossier erased from the database: its gezin and rows go by cascade, and the triggers of those deletes run
-- only after both are gone, when neither can name the food type any more; so the packages leave the summary
-- before the cascade.
CREATE FUNCTION pakket_telling_dossier() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO pakket_telling AS t (afdeling, dag, type_voeding, aantal)
  SELECT r.afdeling, (r.datum AT TIME ZONE 'Europe/Brussels')::date, g.type_voeding, -sum(r.aantal)
  FROM gekregen r
  JOIN gezin g ON g.dossier_id = r.dossier_id
  JOIN object o ON o.id = r.object_id
  WHERE r.dossier_id = OLD.id
    AND (r.afdeling = pakket_afdeling_van(o))
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (afdeling, dag, type_voeding) DO UPDATE SET aantal = t.aantal + excluded.aantal;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER pakket_telling_dossier_delete BEFORE DELETE ON dossiers FOR EACH ROW
  EXECUTE FUNCTION pakket_telling_dossier();
--> statement-breakpoint
-- An item that becomes or stops being a package item (its soort changes): count again (a rare change in the catalogue).
CREATE FUNCTION pakket_telling_object() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pakket_telling_herbereken();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER pakket_telling_object AFTER UPDATE ON object FOR EACH ROW
  WHEN (pakket_afdeling_van(OLD) IS DISTINCT FROM pakket_afdeling_van(NEW))
  EXECUTE FUNCTION pakket_telling_object();
--> statement-breakpoint
-- Rows recorded before this migration.
SELECT pakket_telling_herbereken();
