CREATE TABLE "klant_info" (
	"dossier_id" integer NOT NULL,
	"afdeling" text NOT NULL,
	"opmerking" text DEFAULT '' NOT NULL,
	"speciale_voeding" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "klant_info_dossier_id_afdeling_pk" PRIMARY KEY("dossier_id","afdeling")
);
--> statement-breakpoint
ALTER TABLE "categorie" ADD COLUMN "actief" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "gekregen" ADD COLUMN "periode" text;--> statement-breakpoint
ALTER TABLE "maat" ADD COLUMN "actief" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "object" ADD COLUMN "volgorde" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "object" ADD COLUMN "soort" text;--> statement-breakpoint
ALTER TABLE "object" ADD COLUMN "actief" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "klant_info" ADD CONSTRAINT "klant_info_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gekregen_dossier_periode_uq" ON "gekregen" USING btree ("dossier_id","afdeling","periode") WHERE "gekregen"."periode" is not null;--> statement-breakpoint
-- Existing catalogues: the items the quick actions and the period rules look for (by their usual names).
UPDATE "object" o SET "soort" = CASE
    WHEN c."afdeling" = 'voeding' AND lower(o."naam") = 'voeding' THEN 'voeding'
    WHEN c."afdeling" = 'voeding' AND lower(o."naam") = 'verjaardag' THEN 'verjaardag'
    WHEN c."afdeling" = 'voeding' AND lower(o."naam") = 'vuilzakken' THEN 'vuilzakken'
    WHEN c."afdeling" = 'voeding' AND lower(o."naam") LIKE 'melkpoeder%' THEN 'melkpoeder'
    WHEN c."afdeling" = 'zeephuisje' AND lower(o."naam") = 'pakket' THEN 'pakket'
  END
  FROM "categorie" c
  WHERE o."categorie_id" = c."id" AND o."soort" IS NULL
    AND ((c."afdeling" = 'voeding' AND (lower(o."naam") IN ('voeding', 'verjaardag', 'vuilzakken') OR lower(o."naam") LIKE 'melkpoeder%'))
      OR (c."afdeling" = 'zeephuisje' AND lower(o."naam") = 'pakket'));--> statement-breakpoint
-- Existing packages get their period (ISO week or month, Brussels): the first of each period only, so rows
-- recorded twice before the rule keep their history and the unique index still holds.
UPDATE "gekregen" g SET "periode" = x."periode"
  FROM (
    SELECT p."id", p."periode",
      row_number() OVER (PARTITION BY p."dossier_id", p."afdeling", p."periode" ORDER BY p."datum", p."id") AS n
    FROM (
      SELECT g2."id", g2."dossier_id", g2."afdeling", g2."datum",
        CASE WHEN g2."afdeling" = 'voeding'
          THEN to_char(g2."datum" AT TIME ZONE 'Europe/Brussels', 'IYYY-"W"IW')
          ELSE to_char(g2."datum" AT TIME ZONE 'Europe/Brussels', 'YYYY-MM') END AS "periode"
      FROM "gekregen" g2 JOIN "object" o ON o."id" = g2."object_id"
      WHERE g2."periode" IS NULL
        AND ((g2."afdeling" = 'voeding' AND o."soort" = 'voeding') OR (g2."afdeling" = 'zeephuisje' AND o."soort" = 'pakket'))
    ) p
  ) x
  WHERE g."id" = x."id" AND x.n = 1;
