-- Lots with a managed life: a FIT clearing's lots (holdings_lot_N, postings_lot_N; decision 0019) inherit the
-- columns and CHECK constraints of holdings and postings, but not their indexes or triggers. A
-- migration that adds one to holdings or postings calls this function instead of writing the DDL
-- once, e.g.
--   SELECT ledger_apply_to_parent_and_lots('holdings', 'CREATE INDEX ON %I (balance)');
-- It runs format(ddl, table) on the parent and on every lot, in the migration's transaction, and
-- returns how many tables it changed. (src/lib/server/db/lot-ddl.ts does the same from TypeScript,
-- and tests/integration/lot-completeness.test.ts fails when a lot lacks any of its parent's.)
CREATE FUNCTION ledger_apply_to_parent_and_lots(parent regclass, ddl text) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  t text;
  n integer := 0;
BEGIN
  IF parent NOT IN ('holdings'::regclass, 'postings'::regclass) THEN
    RAISE EXCEPTION 'ledger_apply_to_parent_and_lots: % is not holdings or postings', parent;
  END IF;
  FOR t IN SELECT c.relname FROM pg_class c WHERE c.oid = parent
           UNION ALL
           (SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
             WHERE i.inhparent = parent ORDER BY c.relname) LOOP
    EXECUTE format(ddl, t);
    n := n + 1;
  END LOOP;
  RETURN n;
END $$;
