-- Decision 0019: a FIT clearing at market size writes its buyers' lines as a lot (a child table of
-- holdings and of postings, built by COPY and indexed afterwards); the system accounts hold FIT
-- volume in one line per target year (facility '*'), whose per-facility detail is the auctions'
-- supply lists; the clearing reads the supply in one narrow pass in facility id order.
CREATE TABLE "allocation_totals" (
	"auction_id" integer NOT NULL,
	"buy_bid_id" bigint NOT NULL,
	"source" text NOT NULL,
	"facilities" integer NOT NULL,
	"volume" bigint NOT NULL,
	CONSTRAINT "allocation_totals_buy_bid_id_source_pk" PRIMARY KEY("buy_bid_id","source"),
	CONSTRAINT "allocation_totals_volume_check" CHECK ("allocation_totals"."volume" > 0 and "allocation_totals"."facilities" > 0)
);
--> statement-breakpoint
CREATE INDEX "allocation_totals_auction_idx" ON "allocation_totals" USING btree ("auction_id");
--> statement-breakpoint
CREATE TABLE "fit_supply_returns" (
	"auction_id" integer PRIMARY KEY NOT NULL,
	"journal_entry_id" bigint,
	"facilities" integer NOT NULL,
	"volume" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fit_supply_returns" ADD CONSTRAINT "fit_supply_returns_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- Returns written before this migration (one posting per returned facility).
INSERT INTO "fit_supply_returns" ("auction_id", "journal_entry_id", "facilities", "volume")
SELECT a.id, e.id, count(p.id) FILTER (WHERE p.volume > 0), coalesce(sum(p.volume) FILTER (WHERE p.volume > 0), 0)
  FROM auctions a
  JOIN journal_entries e ON e.kind = 'clearing' AND e.reference = '市場番号 ' || a.market_no || ' FIT供給 売れ残り返還'
  LEFT JOIN postings p ON p.entry_id = e.id
 GROUP BY a.id, e.id;
--> statement-breakpoint
-- The supply's tracking attributes as loaded, and its facility ids in byte order (the primary
-- key's order is then the order the allocation engine reads them in).
ALTER TABLE "auction_supplies" ALTER COLUMN "facility_id" TYPE text COLLATE "C";
--> statement-breakpoint
ALTER TABLE "auction_supplies" ADD COLUMN "prefecture_cd" text;--> statement-breakpoint
ALTER TABLE "auction_supplies" ADD COLUMN "municipality_cd" text;--> statement-breakpoint
ALTER TABLE "auction_supplies" ADD COLUMN "re_type_cd" integer;--> statement-breakpoint
ALTER TABLE "auction_supplies" ADD COLUMN "plant_group_cd" integer;--> statement-breakpoint
UPDATE auction_supplies s
   SET prefecture_cd = f.prefecture_cd, municipality_cd = f.municipality_cd, re_type_cd = f.re_type_cd, plant_group_cd = f.plant_group_cd
  FROM facilities f WHERE f.id = s.facility_id;
--> statement-breakpoint
ALTER TABLE "auction_supplies" ALTER COLUMN "prefecture_cd" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "auction_supplies" ALTER COLUMN "re_type_cd" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "auction_supplies" ALTER COLUMN "plant_group_cd" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_id_check" CHECK ("facilities"."id" <> '*');--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_fit_pool_check" CHECK ("holdings"."facility_id" <> '*' or ("holdings"."organization_id" is null and "holdings"."product_cd" = 1));
--> statement-breakpoint
-- As in 0008, plus: the FIT pool line '*' of a system account names no facility; and a member's FIT
-- procured line written here must not already be held in a clearing's lot (holdings_lot_*): the
-- line key is unique across holdings and its lots, and only clearings write lots (decision 0019).
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
              WHERE a.product_cd = 1 AND a.holding_class_cd = 2)
  THEN PERFORM ledger_refuse('holdings line is already held in a clearing lot'); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The FIT supply account's per-facility balances (supply loaded for auctions not cleared yet, and
-- what clearings before 0011 left behind) move into its one line per target year, as one balanced
-- entry per year. A fresh database has no accounts yet (the code master seeds them).
DO $$
DECLARE
  fit_supply integer := (SELECT id FROM accounts WHERE kind = 'fit_supply' AND organization_id IS NULL);
  y record;
  pool bigint;
  entry bigint;
BEGIN
  IF fit_supply IS NULL THEN RETURN; END IF;
  FOR y IN SELECT target_year_id, sum(balance)::bigint AS total FROM holdings
            WHERE account_id = fit_supply AND product_cd = 1 AND facility_id <> '*' AND balance <> 0
            GROUP BY target_year_id LOOP
    INSERT INTO holdings (account_id, organization_id, target_year_id, product_cd, holding_class_cd, facility_id)
      VALUES (fit_supply, NULL, y.target_year_id, 1, 0, '*') ON CONFLICT DO NOTHING;
    SELECT id INTO pool FROM holdings WHERE account_id = fit_supply AND target_year_id = y.target_year_id
       AND product_cd = 1 AND holding_class_cd = 0 AND facility_id = '*';
    INSERT INTO journal_entries (kind, actor, business_date, reference)
      VALUES ('load-fit-supply', 'system:migration-0014', (now() AT TIME ZONE 'Asia/Tokyo')::date,
              'FIT供給を年度ごとの一行へ集約')
      RETURNING id INTO entry;
    INSERT INTO postings (entry_id, holding_id, organization_id, target_year_id, product_cd, holding_class_cd, facility_id, volume)
      SELECT entry, id, NULL::integer, target_year_id, 1, 0, facility_id, -balance FROM holdings
       WHERE account_id = fit_supply AND target_year_id = y.target_year_id AND product_cd = 1
         AND facility_id <> '*' AND balance <> 0
      UNION ALL
      SELECT entry, pool, NULL::integer, y.target_year_id, 1, 0, '*', y.total;
    UPDATE holdings SET balance = 0 WHERE account_id = fit_supply AND target_year_id = y.target_year_id
       AND product_cd = 1 AND facility_id <> '*' AND balance <> 0;
    UPDATE holdings SET balance = balance + y.total WHERE id = pool;
  END LOOP;
END $$;
