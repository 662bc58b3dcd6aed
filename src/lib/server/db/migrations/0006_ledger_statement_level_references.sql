ALTER TABLE "holdings" DROP CONSTRAINT "holdings_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "holdings" DROP CONSTRAINT "holdings_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "holdings" DROP CONSTRAINT "holdings_target_year_id_target_years_id_fk";
--> statement-breakpoint
ALTER TABLE "holdings" DROP CONSTRAINT "holdings_facility_id_facilities_id_fk";
--> statement-breakpoint
ALTER TABLE "postings" DROP CONSTRAINT "postings_entry_id_journal_entries_id_fk";
--> statement-breakpoint
ALTER TABLE "postings" DROP CONSTRAINT "postings_holding_id_holdings_id_fk";
--> statement-breakpoint
ALTER TABLE "postings" DROP CONSTRAINT "postings_organization_id_organizations_id_fk";
--> statement-breakpoint
-- The references of holdings and postings are checked once per INSERT statement over its new rows
-- (a set-based anti-join) instead of by per-row foreign-key triggers: a clearing inserts a million
-- holding lines and two million postings, and the per-row checks (one lookup and one row lock per
-- reference per row) made the inserts 3–4× slower (docs/decisions/0008-ledger-bulk-writes.md).
-- The ledger is append-only, so the referenced rows are protected by refusing deletes and key
-- changes instead of by ON DELETE NO ACTION.
CREATE FUNCTION ledger_refuse(what text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '%', what USING ERRCODE = 'foreign_key_violation';
END $$;
--> statement-breakpoint
CREATE FUNCTION holdings_check_references() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM added a WHERE NOT EXISTS (SELECT 1 FROM accounts x WHERE x.id = a.account_id))
  THEN PERFORM ledger_refuse('holdings.account_id names no account'); END IF;
  IF EXISTS (SELECT 1 FROM added a WHERE a.organization_id IS NOT NULL
              AND NOT EXISTS (SELECT 1 FROM organizations x WHERE x.id = a.organization_id))
  THEN PERFORM ledger_refuse('holdings.organization_id names no organization'); END IF;
  IF EXISTS (SELECT 1 FROM added a WHERE NOT EXISTS (SELECT 1 FROM target_years x WHERE x.id = a.target_year_id))
  THEN PERFORM ledger_refuse('holdings.target_year_id names no target year'); END IF;
  IF EXISTS (SELECT 1 FROM added a WHERE NOT EXISTS (SELECT 1 FROM facilities x WHERE x.id = a.facility_id))
  THEN PERFORM ledger_refuse('holdings.facility_id names no facility'); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER holdings_check_references AFTER INSERT ON holdings
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION holdings_check_references();
--> statement-breakpoint
CREATE FUNCTION postings_check_references() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM added a WHERE NOT EXISTS (SELECT 1 FROM journal_entries x WHERE x.id = a.entry_id))
  THEN PERFORM ledger_refuse('postings.entry_id names no journal entry'); END IF;
  IF EXISTS (SELECT 1 FROM added a WHERE NOT EXISTS (SELECT 1 FROM holdings x WHERE x.id = a.holding_id))
  THEN PERFORM ledger_refuse('postings.holding_id names no holding'); END IF;
  IF EXISTS (SELECT 1 FROM added a WHERE a.organization_id IS NOT NULL
              AND NOT EXISTS (SELECT 1 FROM organizations x WHERE x.id = a.organization_id))
  THEN PERFORM ledger_refuse('postings.organization_id names no organization'); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER postings_check_references AFTER INSERT ON postings
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION postings_check_references();
--> statement-breakpoint
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_refuse(TG_TABLE_NAME || ' rows are never deleted, and their references never change');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER holdings_append_only BEFORE DELETE OR TRUNCATE ON holdings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER holdings_keys_fixed BEFORE UPDATE OF account_id, organization_id, target_year_id, facility_id ON holdings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER postings_append_only BEFORE DELETE OR TRUNCATE OR UPDATE OF entry_id, holding_id, organization_id ON postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER journal_entries_append_only BEFORE DELETE OR TRUNCATE OR UPDATE OF id ON journal_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
-- What holdings reference may not disappear while a holding names it (rare statements; one scan).
CREATE FUNCTION holdings_keep_referenced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE held boolean;
BEGIN
  -- One branch per table: PL/pgSQL plans only the branch it runs, and the id types differ.
  IF TG_TABLE_NAME = 'facilities' THEN
    held := EXISTS (SELECT 1 FROM holdings h JOIN removed r ON r.id = h.facility_id);
  ELSIF TG_TABLE_NAME = 'accounts' THEN
    held := EXISTS (SELECT 1 FROM holdings h JOIN removed r ON r.id = h.account_id);
  ELSIF TG_TABLE_NAME = 'organizations' THEN
    held := EXISTS (SELECT 1 FROM holdings h JOIN removed r ON r.id = h.organization_id);
  ELSE
    held := EXISTS (SELECT 1 FROM holdings h JOIN removed r ON r.id = h.target_year_id);
  END IF;
  IF held THEN PERFORM ledger_refuse(TG_TABLE_NAME || ' row is still referenced by holdings'); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER facilities_keep_referenced AFTER DELETE ON facilities
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION holdings_keep_referenced();
--> statement-breakpoint
CREATE TRIGGER accounts_keep_referenced AFTER DELETE ON accounts
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION holdings_keep_referenced();
--> statement-breakpoint
CREATE TRIGGER organizations_keep_referenced AFTER DELETE ON organizations
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION holdings_keep_referenced();
--> statement-breakpoint
CREATE TRIGGER target_years_keep_referenced AFTER DELETE ON target_years
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION holdings_keep_referenced();
