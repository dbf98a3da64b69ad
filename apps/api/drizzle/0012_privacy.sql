CREATE TABLE "access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"username" text NOT NULL,
	"dossier_id" integer,
	"dossier_ids" integer[],
	"scherm" text NOT NULL,
	"aanroep" text NOT NULL,
	"zoek_soort" text,
	"aantal" integer,
	"adres" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dossiers" ADD COLUMN "geanonimiseerd_op" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "access_log_dossier_idx" ON "access_log" USING btree ("dossier_id","at");--> statement-breakpoint
CREATE INDEX "access_log_user_idx" ON "access_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "access_log_at_idx" ON "access_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "access_log_dossier_ids_idx" ON "access_log" USING gin ("dossier_ids");