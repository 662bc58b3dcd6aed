import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { targetYears } from './codes';
import { facilities, holdings } from './ledger';

/**
 * One auction per (target year, round, product). marketNo = fiscal year × 100 + round × 10 +
 * product (202631: FY2026, round 3, FIT). Its state follows the bidding window against the market
 * clock (business date + time of day); the operator moves the window to open or close early.
 */
export const auctions = pgTable(
  'auctions',
  {
    id: serial('id').primaryKey(),
    marketNo: integer('market_no').notNull().unique(),
    targetYearId: integer('target_year_id')
      .notNull()
      .references(() => targetYears.id),
    fiscalYear: integer('fiscal_year').notNull(),
    roundNo: integer('round_no').notNull(),
    productCd: integer('product_cd').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true, precision: 3 }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true, precision: 3 }).notNull(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    /** Single price (non-FIT) in cents; null for multi price or nothing executed. */
    clearingPriceCents: integer('clearing_price_cents'),
    /** The public market summary (MarketSummary of the engine) once cleared. */
    summary: jsonb('summary'),
  },
  (t) => [
    uniqueIndex('auctions_round_product_idx').on(t.targetYearId, t.roundNo, t.productCd),
    check('auctions_round_check', sql`${t.roundNo} between 1 and 4`),
    check('auctions_product_check', sql`${t.productCd} in (1,2,3)`),
    check('auctions_window_check', sql`${t.opensAt} < ${t.closesAt}`),
  ],
);

/** Buy and sell bids. Never edited: deleted (status) and entered again. */
export const bids = pgTable(
  'bids',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** Unique within the member and auction, from 1. */
    bidNo: integer('bid_no').notNull(),
    /** Spec bidTypeCd: 1 sell, 2 buy. */
    bidTypeCd: integer('bid_type_cd').notNull(),
    priceCents: integer('price_cents').notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull(),
    /** Entry time with microseconds: the tie-break after price. */
    enteredAt: timestamp('entered_at', { withTimezone: true, precision: 6 }).notNull(),
    /** active | deleted */
    status: text('status').notNull().default('active'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    enteredBy: integer('entered_by').notNull(),
    /** Sell bids: the authorized holding line whose volume is reserved. */
    holdingId: bigint('holding_id', { mode: 'number' }).references(() => holdings.id),
    facilityId: text('facility_id').references(() => facilities.id),
    /** FIT buy bids: up to two tracking preferences ({facilityId} or {conditions}). */
    preferences: jsonb('preferences'),
  },
  (t) => [
    uniqueIndex('bids_member_no_idx').on(t.auctionId, t.organizationId, t.bidNo),
    index('bids_book_idx').on(t.auctionId, t.status, t.bidTypeCd),
    check('bids_type_check', sql`${t.bidTypeCd} in (1,2)`),
    check('bids_price_check', sql`${t.priceCents} > 0`),
    check('bids_volume_check', sql`${t.volume} > 0`),
    check('bids_status_check', sql`${t.status} in ('active','deleted')`),
    check('bids_sell_line_check', sql`(${t.bidTypeCd} = 1) = (${t.holdingId} is not null)`),
  ],
);

export const bidCounters = pgTable(
  'bid_counters',
  {
    auctionId: integer('auction_id').notNull(),
    organizationId: integer('organization_id').notNull(),
    lastBidNo: integer('last_bid_no').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.auctionId, t.organizationId] })],
);

/**
 * FIT facilities and kWh offered in an auction: the FIT supply's per-facility detail (the ledger
 * holds the offered total in the FIT supply account's one line per target year, decision 0019).
 * The tracking attributes are a snapshot taken at loading, so the clearing reads the offer in one
 * narrow pass in facility id order: facility_id is COLLATE "C" (migration 0014), and the primary
 * key's order is the engine's byte order.
 */
export const auctionSupplies = pgTable(
  'auction_supplies',
  {
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id),
    facilityId: text('facility_id')
      .notNull()
      .references(() => facilities.id),
    volume: bigint('volume', { mode: 'number' }).notNull(),
    prefectureCd: text('prefecture_cd').notNull(),
    municipalityCd: text('municipality_cd'),
    reTypeCd: integer('re_type_cd').notNull(),
    plantGroupCd: integer('plant_group_cd').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.auctionId, t.facilityId] }),
    check('auction_supplies_volume_check', sql`${t.volume} > 0`),
  ],
);

/** Per bid outcome of a cleared auction. */
export const bidResults = pgTable(
  'bid_results',
  {
    bidId: bigint('bid_id', { mode: 'number' })
      .primaryKey()
      .references(() => bids.id),
    auctionId: integer('auction_id').notNull(),
    organizationId: integer('organization_id').notNull(),
    contractedVolume: bigint('contracted_volume', { mode: 'number' }).notNull(),
    contractedPriceCents: integer('contracted_price_cents'),
    amountYen: bigint('amount_yen', { mode: 'number' }).notNull(),
    /** 約定 | 一部約定 | 不約定 */
    status: text('status').notNull(),
  },
  (t) => [index('bid_results_member_idx').on(t.organizationId, t.auctionId)],
);

/**
 * Tracking allocation of a non-FIT auction: which sell line's facility each contracted buy received.
 * FIT clearings record allocation_totals instead (the facility detail is the buyers' lot, 0019).
 */
export const allocations = pgTable(
  'allocations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    auctionId: integer('auction_id').notNull(),
    buyBidId: bigint('buy_bid_id', { mode: 'number' }).notNull(),
    sellBidId: bigint('sell_bid_id', { mode: 'number' }),
    facilityId: text('facility_id').notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull(),
    /** preference-1 | preference-2 | random | sell-line */
    source: text('source').notNull(),
  },
  (t) => [index('allocations_auction_idx').on(t.auctionId, t.buyBidId)],
);

/**
 * FIT tracking allocation per buy bid and source (第1希望, 第2希望, random): how many facilities and
 * kWh each bid drew from each. The per-facility detail is the buyers' holdings of the auction's
 * lot (decision 0019); the per-bid split over facilities is reproducible from the book.
 */
export const allocationTotals = pgTable(
  'allocation_totals',
  {
    auctionId: integer('auction_id').notNull(),
    buyBidId: bigint('buy_bid_id', { mode: 'number' }).notNull(),
    /** preference-1 | preference-2 | random */
    source: text('source').notNull(),
    facilities: integer('facilities').notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.buyBidId, t.source] }),
    index('allocation_totals_auction_idx').on(t.auctionId),
    check('allocation_totals_volume_check', sql`${t.volume} > 0 and ${t.facilities} > 0`),
  ],
);

/**
 * What a FIT clearing returned of its unsold supply (decision 0011): the entry, facilities and kWh.
 * Every clearing since 0019 writes its row, with no entry and zeros when everything sold.
 */
export const fitSupplyReturns = pgTable('fit_supply_returns', {
  auctionId: integer('auction_id')
    .primaryKey()
    .references(() => auctions.id),
  journalEntryId: bigint('journal_entry_id', { mode: 'number' }),
  facilities: integer('facilities').notNull(),
  volume: bigint('volume', { mode: 'number' }).notNull(),
});

/**
 * A FIT facility's certified volume for a target year (FIT認定量, decision 0011): what all FIT
 * auctions of the year together may offer of it. Registered by `ops load-fit-volumes`.
 */
export const fitFacilityVolumes = pgTable(
  'fit_facility_volumes',
  {
    targetYear: integer('target_year').notNull(),
    facilityId: text('facility_id')
      .notNull()
      .references(() => facilities.id),
    volume: bigint('volume', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.targetYear, t.facilityId] }),
    check('fit_facility_volumes_volume_check', sql`${t.volume} > 0`),
  ],
);

/**
 * Per facility, what a FIT clearing returned unsold (decision 0011), and the auction it was offered
 * again in, once it was.
 */
export const fitSupplyRests = pgTable(
  'fit_supply_rests',
  {
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id),
    facilityId: text('facility_id').notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull(),
    reofferedAuctionId: integer('reoffered_auction_id').references(() => auctions.id),
  },
  (t) => [
    primaryKey({ columns: [t.auctionId, t.facilityId] }),
    check('fit_supply_rests_volume_check', sql`${t.volume} > 0`),
  ],
);
