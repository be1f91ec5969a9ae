-- Every deletion of a grocery list is announced on the change bus's channel, however it happens: the owner
-- deleting it (the server announces that too, at once in its own process) or the owner's account being deleted,
-- which takes their lists with it (ON DELETE CASCADE). Open live views of members then end with `list_deleted`
-- instead of staying open on a list that is gone. The payload follows the change bus's envelope and the list's
-- change messages (modules/grocery-lists/list-changes.ts): topic "grocery-list:<id>", the version after the
-- change (one past the list's last).
CREATE OR REPLACE FUNCTION "mealplanr_announce_list_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'mealplanr_changes',
    json_build_object(
      't', 'grocery-list:' || OLD."id",
      'p', json_build_object('type', 'list_deleted', 'version', OLD."version" + 1)
    )::text
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "grocery_lists_announce_deleted" AFTER DELETE ON "grocery_lists"
  FOR EACH ROW EXECUTE FUNCTION "mealplanr_announce_list_deleted"();
