CREATE TABLE "auth_epoch" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "auth_epoch_one_row" CHECK ("auth_epoch"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "auth_epoch" ("id", "value") VALUES (1, 0);--> statement-breakpoint
-- Raised in the transaction of every change a session check depends on, so the new number becomes visible
-- together with the change: an instance that sees it unchanged may trust what it read before.
CREATE FUNCTION "bump_auth_epoch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "auth_epoch" SET "value" = "value" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_auth_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_auth_epoch"();--> statement-breakpoint
CREATE TRIGGER "roles_auth_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_auth_epoch"();--> statement-breakpoint
CREATE TRIGGER "user_roles_auth_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_auth_epoch"();--> statement-breakpoint
-- Not on a login (insert) nor on the touch of last_seen_at: only what can end or change a session.
CREATE TRIGGER "sessions_auth_epoch" AFTER UPDATE OF "token_hash", "user_id", "created_at", "revoked" OR DELETE OR TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_auth_epoch"();
