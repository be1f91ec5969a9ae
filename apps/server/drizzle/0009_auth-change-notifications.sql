-- Servers remember who a session cookie belongs to for a few seconds (modules/auth/session-cache.ts). Every
-- change of an account and every ended session is announced on the change bus's channel, so each server forgets
-- what it remembered at once, whichever process or library made the change. The payload follows the change
-- bus's envelope: topic "auth", the user's id.
CREATE OR REPLACE FUNCTION "mealplanr_announce_user_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mealplanr_changes', json_build_object('t', 'auth', 'p', json_build_object('userId', OLD."id"))::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "mealplanr_announce_session_end"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mealplanr_changes', json_build_object('t', 'auth', 'p', json_build_object('userId', OLD."user_id"))::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_announce_change" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "mealplanr_announce_user_change"();
--> statement-breakpoint
CREATE TRIGGER "sessions_announce_end" AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "mealplanr_announce_session_end"();
