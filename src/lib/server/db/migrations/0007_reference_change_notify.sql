-- Every change to the system settings or the target years, from any process (app server, operator
-- CLI, seed, psql), notifies the app servers in the same transaction so their caches drop the old rows.
CREATE OR REPLACE FUNCTION "notify_reference_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('nfc_reference_change', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "system_settings_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "system_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_reference_change"();
--> statement-breakpoint
CREATE TRIGGER "target_years_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "target_years"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_reference_change"();
