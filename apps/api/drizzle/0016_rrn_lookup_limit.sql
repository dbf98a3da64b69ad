CREATE TABLE "rrn_lookup_counts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"minute_start" timestamp with time zone NOT NULL,
	"minute_count" integer NOT NULL,
	"hour_start" timestamp with time zone NOT NULL,
	"hour_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_warnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"username" text NOT NULL,
	"adres" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"aantal" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "security_warnings_window_idx" ON "security_warnings" USING btree ("kind","user_id","window_start");