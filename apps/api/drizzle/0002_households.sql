CREATE SEQUENCE "public"."enummer_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."mvmnummer_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "dossiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"mvmnummer" integer,
	"enummer" integer,
	"niet_betalen" boolean DEFAULT false NOT NULL,
	"controle" boolean DEFAULT false NOT NULL,
	"reden_controle" text DEFAULT '' NOT NULL,
	"voorrang" boolean DEFAULT false NOT NULL,
	"dag" text,
	"tijdelijke_opmerkingen" text DEFAULT '' NOT NULL,
	"zoeknaam" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verwijderd_op" timestamp with time zone,
	CONSTRAINT "dossiers_mvmnummer_unique" UNIQUE("mvmnummer"),
	CONSTRAINT "dossiers_enummer_unique" UNIQUE("enummer")
);
--> statement-breakpoint
CREATE TABLE "gezin" (
	"dossier_id" integer PRIMARY KEY NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"gemeente" text DEFAULT '' NOT NULL,
	"straat" text DEFAULT '' NOT NULL,
	"huisnummer" text DEFAULT '' NOT NULL,
	"verblijfsvergunning" text,
	"doorverwijzende_instantie" text,
	"doorverwijs_brief" boolean DEFAULT false NOT NULL,
	"kennis_nederlands" smallint DEFAULT 0 NOT NULL,
	"acute_nood" smallint DEFAULT 0 NOT NULL,
	"financiele_nood" smallint DEFAULT 0 NOT NULL,
	"kernwaarden" smallint DEFAULT 0 NOT NULL,
	"is_gemotiveerd" smallint DEFAULT 0 NOT NULL,
	"oprechtheid" smallint DEFAULT 0 NOT NULL,
	"opmerking_situatie" text DEFAULT '' NOT NULL,
	"opmerking_financieel" text DEFAULT '' NOT NULL,
	"opmerking" text DEFAULT '' NOT NULL,
	"in_schuldbemiddeling" boolean DEFAULT false NOT NULL,
	"maandelijks_budget" numeric(10, 2) DEFAULT 0 NOT NULL,
	"maandelijks_budget_niet_bekend" boolean DEFAULT true NOT NULL,
	"maandelijks_inkomen" numeric(10, 2) DEFAULT 0 NOT NULL,
	"maandelijks_inkomen_niet_bekend" boolean DEFAULT true NOT NULL,
	"kindergeld" numeric(10, 2) DEFAULT 0 NOT NULL,
	"kindergeld_niet_bekend" boolean DEFAULT true NOT NULL,
	"allimentatie" numeric(10, 2) DEFAULT 0 NOT NULL,
	"allimentatie_niet_bekend" boolean DEFAULT true NOT NULL,
	"huur" numeric(10, 2) DEFAULT 0 NOT NULL,
	"huur_niet_bekend" boolean DEFAULT true NOT NULL,
	"energie" numeric(10, 2) DEFAULT 0 NOT NULL,
	"energie_niet_bekend" boolean DEFAULT true NOT NULL,
	"vaste_kosten" numeric(10, 2) DEFAULT 0 NOT NULL,
	"vaste_kosten_niet_bekend" boolean DEFAULT true NOT NULL,
	"schuld_aflossing" numeric(10, 2) DEFAULT 0 NOT NULL,
	"schuld_aflossing_niet_bekend" boolean DEFAULT true NOT NULL,
	"type_voeding" text DEFAULT 'Gewoon' NOT NULL,
	"ondertekend_formulier" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gezinslid" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"voornaam" text DEFAULT '' NOT NULL,
	"achternaam" text DEFAULT '' NOT NULL,
	"gezins_hoofd" boolean DEFAULT false NOT NULL,
	"geboortedatum" date,
	"geslacht" text,
	"type" text DEFAULT 'ouder' NOT NULL,
	"telefoonnummer" text DEFAULT '' NOT NULL,
	"geboorteland" text DEFAULT '' NOT NULL,
	"nationaliteit" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"arbeidsstatus" text,
	"inschrijfdatum" timestamp with time zone,
	"rijksregister_nummer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lidmaatschap" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"eind" timestamp with time zone NOT NULL,
	"vroegtijdig_beindigd" boolean DEFAULT false NOT NULL,
	"vroegtijdig_beindigd_op" timestamp with time zone,
	"redenen_beindiging" text DEFAULT '' NOT NULL,
	"gezins_samenstelling_in_orde" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categorie" (
	"id" serial PRIMARY KEY NOT NULL,
	"naam" text NOT NULL,
	"afdeling" text NOT NULL,
	"volgorde" integer DEFAULT 0 NOT NULL,
	"per_persoon" boolean DEFAULT false NOT NULL,
	"op_maat" boolean DEFAULT false NOT NULL,
	"print_kind_info" boolean DEFAULT false NOT NULL,
	"opties" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gekregen" (
	"id" serial PRIMARY KEY NOT NULL,
	"afdeling" text NOT NULL,
	"dossier_id" integer NOT NULL,
	"object_id" integer NOT NULL,
	"maat_id" integer,
	"gezinslid_id" integer,
	"ontvanger" text DEFAULT '' NOT NULL,
	"datum" timestamp with time zone NOT NULL,
	"aantal" integer DEFAULT 1 NOT NULL,
	"opmerking" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gekregen_aantal_min" CHECK ("gekregen"."aantal" >= 1)
);
--> statement-breakpoint
CREATE TABLE "maat" (
	"id" serial PRIMARY KEY NOT NULL,
	"object_id" integer NOT NULL,
	"naam" text NOT NULL,
	"volgorde" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "object" (
	"id" serial PRIMARY KEY NOT NULL,
	"naam" text NOT NULL,
	"prijs" numeric(10, 2) DEFAULT 0 NOT NULL,
	"categorie_id" integer NOT NULL,
	"extra_escpos_data" text DEFAULT '' NOT NULL,
	"seperate_receipt" boolean DEFAULT false NOT NULL,
	"punctuele_order" integer
);
--> statement-breakpoint
ALTER TABLE "gezin" ADD CONSTRAINT "gezin_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gezinslid" ADD CONSTRAINT "gezinslid_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lidmaatschap" ADD CONSTRAINT "lidmaatschap_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gekregen" ADD CONSTRAINT "gekregen_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gekregen" ADD CONSTRAINT "gekregen_object_id_object_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."object"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gekregen" ADD CONSTRAINT "gekregen_maat_id_maat_id_fk" FOREIGN KEY ("maat_id") REFERENCES "public"."maat"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gekregen" ADD CONSTRAINT "gekregen_gezinslid_id_gezinslid_id_fk" FOREIGN KEY ("gezinslid_id") REFERENCES "public"."gezinslid"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maat" ADD CONSTRAINT "maat_object_id_object_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."object"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "object" ADD CONSTRAINT "object_categorie_id_categorie_id_fk" FOREIGN KEY ("categorie_id") REFERENCES "public"."categorie"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dossiers_zoeknaam_trgm_idx" ON "dossiers" USING gin ("zoeknaam" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dossiers_updated_idx" ON "dossiers" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "dossiers_created_idx" ON "dossiers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "gezinslid_dossier_idx" ON "gezinslid" USING btree ("dossier_id");--> statement-breakpoint
CREATE INDEX "gezinslid_rrn_idx" ON "gezinslid" USING btree ("rijksregister_nummer");--> statement-breakpoint
CREATE INDEX "lidmaatschap_dossier_idx" ON "lidmaatschap" USING btree ("dossier_id");--> statement-breakpoint
CREATE INDEX "gekregen_dossier_afdeling_datum_idx" ON "gekregen" USING btree ("dossier_id","afdeling","datum");--> statement-breakpoint
CREATE INDEX "gekregen_dossier_datum_idx" ON "gekregen" USING btree ("dossier_id","datum");--> statement-breakpoint
CREATE INDEX "gekregen_object_idx" ON "gekregen" USING btree ("object_id");--> statement-breakpoint
CREATE INDEX "maat_object_idx" ON "maat" USING btree ("object_id");--> statement-breakpoint
CREATE INDEX "object_categorie_idx" ON "object" USING btree ("categorie_id");