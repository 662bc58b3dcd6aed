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

/** FIT facilities and kWh offered in an auction (loaded by the operator into the FIT supply account). */
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

/** Tracking allocation: which facility's volume each contracted buy received. */
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
