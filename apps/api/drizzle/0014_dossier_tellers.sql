CREATE TABLE "dossier_tellers" (
	"lijst" text PRIMARY KEY NOT NULL,
	"aantal" integer NOT NULL,
	CONSTRAINT "dossier_tellers_lijst" CHECK ("dossier_tellers"."lijst" in ('leden', 'punctueel'))
);
--> statement-breakpoint
-- Num-Total-Entries of an unfiltered member or one-off list (docs/decisions.md, "Fast member routes"): the triggers
-- below keep each row equal to this query at every commit, whoever writes dossiers:
--   SELECT count(*) FROM dossiers WHERE verwijderd_op IS NULL AND mvmnummer IS NOT NULL   -- 'leden'
--   SELECT count(*) FROM dossiers WHERE verwijderd_op IS NULL AND enummer IS NOT NULL     -- 'punctueel'
INSERT INTO "dossier_tellers" ("lijst", "aantal")
SELECT 'leden', count(*) FROM "dossiers" WHERE "verwijderd_op" IS NULL AND "mvmnummer" IS NOT NULL
UNION ALL
SELECT 'punctueel', count(*) FROM "dossiers" WHERE "verwijderd_op" IS NULL AND "enummer" IS NOT NULL;
--> statement-breakpoint
-- Statement level, like the words of 0013 (the seeder inserts thousands of dossiers at once). A statement that
-- changes no count (most saves only move updated_at) writes nothing, so saves do not queue on these two rows.
CREATE FUNCTION dossier_tellers_dossiers() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  leden integer := 0;
  punctueel integer := 0;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE dossier_tellers SET aantal = 0;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT count(*) FILTER (WHERE n.mvmnummer IS NOT NULL), count(*) FILTER (WHERE n.enummer IS NOT NULL)
      INTO leden, punctueel
    FROM nieuw n WHERE n.verwijderd_op IS NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT leden - count(*) FILTER (WHERE o.mvmnummer IS NOT NULL), punctueel - count(*) FILTER (WHERE o.enummer IS NOT NULL)
      INTO leden, punctueel
    FROM oud o WHERE o.verwijderd_op IS NULL;
  END IF;
  -- In list order, so two statements never wait on each other's rows in opposite order.
  IF leden <> 0 THEN
    UPDATE dossier_tellers SET aantal = aantal + leden WHERE lijst = 'leden';
  END IF;
  IF punctueel <> 0 THEN
    UPDATE dossier_tellers SET aantal = aantal + punctueel WHERE lijst = 'punctueel';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dossier_tellers_insert AFTER INSERT ON dossiers
  REFERENCING NEW TABLE AS nieuw FOR EACH STATEMENT EXECUTE FUNCTION dossier_tellers_dossiers();
--> statement-breakpoint
CREATE TRIGGER dossier_tellers_update AFTER UPDATE ON dossiers
  REFERENCING OLD TABLE AS oud NEW TABLE AS nieuw FOR EACH STATEMENT EXECUTE FUNCTION dossier_tellers_dossiers();
--> statement-breakpoint
CREATE TRIGGER dossier_tellers_delete AFTER DELETE ON dossiers
  REFERENCING OLD TABLE AS oud FOR EACH STATEMENT EXECUTE FUNCTION dossier_tellers_dossiers();
--> statement-breakpoint
CREATE TRIGGER dossier_tellers_truncate AFTER TRUNCATE ON dossiers
  FOR EACH STATEMENT EXECUTE FUNCTION dossier_tellers_dossiers();
