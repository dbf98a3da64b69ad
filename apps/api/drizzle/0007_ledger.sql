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
CREATE UNIQUE INDEX "gekregen_dossier_periode_uq" ON "gekregen" USING btree ("dossier_id","afdeling","periode") WHERE "gekregen"."periode" is not null;