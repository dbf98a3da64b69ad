CREATE SEQUENCE "public"."sinterklaas_volgnummer_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "instellingen" (
	"naam" text PRIMARY KEY NOT NULL,
	"waarde" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markt_aanwezigheid" (
	"id" serial PRIMARY KEY NOT NULL,
	"markt_id" integer NOT NULL,
	"dossier_id" integer NOT NULL,
	"tijd" timestamp with time zone NOT NULL,
	"ontvangen_op" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" text,
	"gescand_door" integer,
	CONSTRAINT "markt_aanwezigheid_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "markt_aanwezigheid_markt_dossier" UNIQUE("markt_id","dossier_id")
);
--> statement-breakpoint
CREATE TABLE "markten" (
	"id" serial PRIMARY KEY NOT NULL,
	"naam" text NOT NULL,
	"beschrijving" text NOT NULL,
	"start_datum" date NOT NULL,
	"eind_datum" date NOT NULL,
	"print_locatie" text DEFAULT 'voeding' NOT NULL,
	"voor_kinderen" boolean DEFAULT false NOT NULL,
	"min_kind_leeftijd" integer DEFAULT 0 NOT NULL,
	"max_kind_leeftijd" integer DEFAULT 12 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "markten_periode" CHECK ("markten"."eind_datum" >= "markten"."start_datum"),
	CONSTRAINT "markten_leeftijden" CHECK ("markten"."min_kind_leeftijd" >= 0 and "markten"."max_kind_leeftijd" >= "markten"."min_kind_leeftijd"),
	CONSTRAINT "markten_print_locatie" CHECK ("markten"."print_locatie" in ('voeding', 'onthaal'))
);
--> statement-breakpoint
CREATE TABLE "evenementen" (
	"id" serial PRIMARY KEY NOT NULL,
	"naam" text NOT NULL,
	"datum" date,
	"per_kind" boolean DEFAULT true NOT NULL,
	"max_kind_leeftijd" integer DEFAULT 12 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evenementen_max_leeftijd" CHECK ("evenementen"."max_kind_leeftijd" >= 0)
);
--> statement-breakpoint
CREATE TABLE "evenement_inschrijvingen" (
	"id" serial PRIMARY KEY NOT NULL,
	"evenement_id" integer NOT NULL,
	"dossier_id" integer NOT NULL,
	"aanwezig" boolean DEFAULT false NOT NULL,
	"opmerking" text DEFAULT '' NOT NULL,
	"kinderen" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ingecheckt_op" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evenement_inschrijving_uniek" UNIQUE("evenement_id","dossier_id")
);
--> statement-breakpoint
ALTER TABLE "markt_aanwezigheid" ADD CONSTRAINT "markt_aanwezigheid_markt_id_markten_id_fk" FOREIGN KEY ("markt_id") REFERENCES "public"."markten"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markt_aanwezigheid" ADD CONSTRAINT "markt_aanwezigheid_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markt_aanwezigheid" ADD CONSTRAINT "markt_aanwezigheid_gescand_door_users_id_fk" FOREIGN KEY ("gescand_door") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evenement_inschrijvingen" ADD CONSTRAINT "evenement_inschrijvingen_evenement_id_evenementen_id_fk" FOREIGN KEY ("evenement_id") REFERENCES "public"."evenementen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evenement_inschrijvingen" ADD CONSTRAINT "evenement_inschrijvingen_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "markten_start_idx" ON "markten" USING btree ("start_datum");--> statement-breakpoint
CREATE INDEX "markten_eind_idx" ON "markten" USING btree ("eind_datum");