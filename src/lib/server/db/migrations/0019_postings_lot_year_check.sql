-- Reads that stay fast as lots pile up: a postings lot's CHECK named only its journal entry, so the members' history
-- (organization, target year, product) planned and probed every postings lot of every year. Each
-- existing postings lot gets the target year and product of its rows as a CHECK (a clearing now
-- writes it into the lot's own CHECK), so that the planner leaves other years' lots out as it
-- already does for holdings lots. A lot with rows of more than one year or product would fail here:
-- no clearing writes one.
DO $$
DECLARE
  lot regclass;
  year_ids int[];
BEGIN
  FOR lot IN SELECT i.inhrelid::regclass FROM pg_inherits i WHERE i.inhparent = 'postings'::regclass LOOP
    EXECUTE format('SELECT array_agg(DISTINCT target_year_id) FROM %s', lot) INTO year_ids;
    IF cardinality(year_ids) = 1 THEN
      EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I CHECK (target_year_id = %s AND product_cd = 1)',
                     lot, lot::text || '_year_check', year_ids[1]);
    END IF;
  END LOOP;
END $$;
