-- So that lots do not pile up over the years, folding a closed target year's lots back into holdings (services/ledger/fold-lots.ts)
-- copies each lot line into the parent with its own id before the lot is detached. The insert
-- check that a member's FIT procured line is not already held in a lot now leaves out the row
-- itself (same id): a moved line is the same line, not a second one.
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
  IF EXISTS (SELECT 1 FROM added a WHERE a.facility_id <> '*'
              AND NOT EXISTS (SELECT 1 FROM facilities x WHERE x.id = a.facility_id))
  THEN PERFORM ledger_refuse('holdings.facility_id names no facility'); END IF;
  IF EXISTS (SELECT 1 FROM added a JOIN holdings h
               ON h.account_id = a.account_id AND h.target_year_id = a.target_year_id AND h.product_cd = a.product_cd
              AND h.holding_class_cd = a.holding_class_cd AND h.facility_id = a.facility_id
              AND h.tableoid <> 'holdings'::regclass
              AND h.id <> a.id
              WHERE a.product_cd = 1 AND a.holding_class_cd = 2)
  THEN PERFORM ledger_refuse('holdings line is already held in a clearing lot'); END IF;
  RETURN NULL;
END $$;
