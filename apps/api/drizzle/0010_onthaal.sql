CREATE TABLE "onthaal_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"dossier_id" integer NOT NULL,
	"dag" date NOT NULL,
	"ticket_count" integer NOT NULL,
	"print_type" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onthaal_tickets_count_min" CHECK ("onthaal_tickets"."ticket_count" >= 1)
);
--> statement-breakpoint
ALTER TABLE "onthaal_tickets" ADD CONSTRAINT "onthaal_tickets_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onthaal_tickets" ADD CONSTRAINT "onthaal_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "onthaal_tickets_dag_count_uq" ON "onthaal_tickets" USING btree ("dag","ticket_count");--> statement-breakpoint
CREATE INDEX "onthaal_tickets_dossier_dag_idx" ON "onthaal_tickets" USING btree ("dossier_id","dag");