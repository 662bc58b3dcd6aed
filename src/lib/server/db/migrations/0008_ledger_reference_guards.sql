-- Migration 0006 replaced the foreign keys of holdings and postings by statement-level checks; the
-- foreign keys also refused TRUNCATE and key changes of the referenced tables and locked the
-- referenced rows (FOR KEY SHARE) so that a concurrent DELETE could not leave an orphan. These
-- guards give that back, still once per statement.
-- TRUNCATE skips the DELETE triggers that keep referenced rows in place.
CREATE FUNCTION ledger_no_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_refuse(TG_TABLE_NAME || ' is referenced by the ledger and is never truncated');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER facilities_no_truncate BEFORE TRUNCATE ON facilities
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_no_truncate();
--> statement-breakpoint
CREATE TRIGGER accounts_no_truncate BEFORE TRUNCATE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_no_truncate();
--> statement-breakpoint
CREATE TRIGGER organizations_no_truncate BEFORE TRUNCATE ON organizations
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_no_truncate();
--> statement-breakpoint
CREATE TRIGGER target_years_no_truncate BEFORE TRUNCATE ON target_years
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_no_truncate();
--> statement-breakpoint
-- Row level, so that an UPDATE that only names id without changing it (an ORM writing every
-- column) still passes.
CREATE FUNCTION ledger_id_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.id IS DISTINCT FROM OLD.id THEN
    PERFORM ledger_refuse(TG_TABLE_NAME || '.id is referenced by the ledger and never changes');
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER facilities_id_fixed BEFORE UPDATE OF id ON facilities
  FOR EACH ROW EXECUTE FUNCTION ledger_id_fixed();
--> statement-breakpoint
CREATE TRIGGER accounts_id_fixed BEFORE UPDATE OF id ON accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_id_fixed();
--> statement-breakpoint
CREATE TRIGGER organizations_id_fixed BEFORE UPDATE OF id ON organizations
  FOR EACH ROW EXECUTE FUNCTION ledger_id_fixed();
--> statement-breakpoint
CREATE TRIGGER target_years_id_fixed BEFORE UPDATE OF id ON target_years
  FOR EACH ROW EXECUTE FUNCTION ledger_id_fixed();
--> statement-breakpoint
-- The insert checks lock the referenced rows FOR KEY SHARE (one lock per distinct id, as the
-- foreign key did per row) before looking for them: a DELETE of one of them then waits for this
-- transaction, and its own check (holdings_keep_referenced) sees the new holdings. Facilities are
-- the exception: a FIT clearing inserts lines for up to a million of them, and a lock on each
-- facility tuple is the very cost 0006 removed (decision 0008). The app never deletes a facility,
-- and one that has ever been held cannot be deleted (0006), so only a manual DELETE of a facility
-- racing its very first holding could leave an orphan.
CREATE OR REPLACE FUNCTION holdings_check_references() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM accounts x WHERE x.id IN (SELECT a.account_id FROM added a) FOR KEY SHARE;
  PERFORM 1 FROM organizations x WHERE x.id IN (SELECT a.organization_id FROM added a) FOR KEY SHARE;
  PERFORM 1 FROM target_years x WHERE x.id IN (SELECT a.target_year_id FROM added a) FOR KEY SHARE;
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
CREATE OR REPLACE FUNCTION postings_check_references() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM organizations x WHERE x.id IN (SELECT a.organization_id FROM added a) FOR KEY SHARE;
  IF EXISTS (SELECT 1 FROM added a WHERE NOT EXISTS (SELECT 1 FROM journal_entries x WHERE x.id = a.entry_id))
  THEN PERFORM ledger_refuse('postings.entry_id names no journal entry'); END IF;
  IF EXISTS (SELECT 1 FROM added a WHERE NOT EXISTS (SELECT 1 FROM holdings x WHERE x.id = a.holding_id))
  THEN PERFORM ledger_refuse('postings.holding_id names no holding'); END IF;
  IF EXISTS (SELECT 1 FROM added a WHERE a.organization_id IS NOT NULL
              AND NOT EXISTS (SELECT 1 FROM organizations x WHERE x.id = a.organization_id))
  THEN PERFORM ledger_refuse('postings.organization_id names no organization'); END IF;
  RETURN NULL;
END $$;
