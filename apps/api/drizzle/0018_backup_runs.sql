CREATE TABLE "backup_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"trigger" text NOT NULL,
	"username" text,
	"result" text DEFAULT 'bezig' NOT NULL,
	"file" text,
	"size_bytes" bigint,
	"encrypted" text,
	"message" text
);
--> statement-breakpoint
CREATE INDEX "backup_runs_started_idx" ON "backup_runs" USING btree ("started_at");