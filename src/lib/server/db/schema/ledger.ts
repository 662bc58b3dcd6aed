import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { municipalities, plantGroups, prefectures, renewableTypes } from './codes';

/** Generating facilities with the tracking attributes of domain §6. Ids starting with # are aggregates under 50 kW. */
export const facilities = pgTable(
  'facilities',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    prefectureCd: text('prefecture_cd')
      .notNull()
      .references(() => prefectures.code),
    municipalityCd: text('municipality_cd').references(() => municipalities.code),
    reTypeCd: integer('re_type_cd')
      .notNull()
      .references(() => renewableTypes.code),
    plantGroupCd: integer('plant_group_cd')
      .notNull()
      .references(() => plantGroups.code),
    /** Capacity in watts (kW × 1000), so kW with three decimals stays exact. */
    capacityW: bigint('capacity_w', { mode: 'number' }).notNull(),
    operationStartDate: date('operation_start_date', { mode: 'string' }).notNull(),
    /** FIT facilities sell through the FIT supply; non-FIT ones belong to a generator member. */
    isFit: boolean('is_fit').notNull(),
    ownerOrganizationId: integer('owner_organization_id').references(() => organizations.id),
  },
  (t) => [
    index('facilities_owner_idx').on(t.ownerOrganizationId),
    index('facilities_pref_idx').on(t.prefectureCd, t.reTypeCd),
    check('facilities_capacity_check', sql`${t.capacityW} >= 0`),
    // '*' names the FIT supply's one line per target year in the system accounts (decision 0019).
    check('facilities_id_check', sql`${t.id} <> '*'`),
  ],
);

/**
 * Ledger accounts: one per member, plus the system accounts that are the other side of volume
 * entering or leaving circulation (certification source, FIT supply, retirement).
 */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    /** member | certification_source | fit_supply | retirement */
    kind: text('kind').notNull(),
    organizationId: integer('organization_id').references(() => organizations.id),
  },
  (t) => [
    uniqueIndex('accounts_organization_idx').on(t.organizationId),
    uniqueIndex('accounts_system_kind_idx')
      .on(t.kind)
      .where(sql`${t.organizationId} is null`),
    check('accounts_kind_check', sql`${t.kind} in ('member','certification_source','fit_supply','retirement')`),
    check('accounts_member_has_org', sql`(${t.kind} = 'member') = (${t.organizationId} is not null)`),
  ],
);

/**
 * A balance per (account, target year, product, holding class, facility). Stored with fillfactor 85
 * (migration 0004) so that balance updates stay on their page and leave the indexes alone.
 *
 * A FIT clearing writes its buyers' new lines into a table of its own, holdings_lot_<marketNo>,
 * filled by COPY, indexed afterwards and attached as an inheritance child of this table: every
 * query on holdings reads it, and no line key is held twice across the tables (decision 0019).
 * The system accounts hold FIT volume in one line per target year, facility '*'.
 */
export const holdings = pgTable(
  'holdings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // The references of holdings and postings are checked once per statement by triggers
    // (migration 0006), not by per-row foreign keys: see docs/decisions/0008-ledger-bulk-writes.md.
    /** → accounts.id */
    accountId: integer('account_id').notNull(),
    /** → organizations.id. Denormalised from the account for the member's own queries; null for system accounts. */
    organizationId: integer('organization_id'),
    /** → target_years.id */
    targetYearId: integer('target_year_id').notNull(),
    productCd: integer('product_cd').notNull(),
    holdingClassCd: integer('holding_class_cd').notNull(),
    /** → facilities.id */
    facilityId: text('facility_id').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /** Held by open sell bids: cannot be transferred or offered again until released. */
    reserved: bigint('reserved', { mode: 'number' }).notNull().default(0),
    /** A member line's volume that its target year's expiry moved to the retirement account (shown as 失効; migration 0021). */
    expired: bigint('expired', { mode: 'number' }).notNull().default(0),
    /** Only system source accounts may go below zero (they emit volume into circulation). */
    allowNegative: boolean('allow_negative').notNull().default(false),
  },
  (t) => [
    uniqueIndex('holdings_key_idx').on(t.accountId, t.targetYearId, t.productCd, t.holdingClassCd, t.facilityId),
    // The balance inquiry's filter and its keyset order (facility id in byte order, then class).
    index('holdings_member_query_idx').on(
      t.organizationId,
      t.targetYearId,
      t.productCd,
      sql`${t.facilityId} collate "C"`,
      t.holdingClassCd,
    ),
    check('holdings_balance_nonnegative', sql`${t.allowNegative} or ${t.balance} >= 0`),
    check(
      'holdings_reserved_within_balance',
      sql`${t.reserved} >= 0 and (${t.allowNegative} or ${t.reserved} <= ${t.balance})`,
    ),
    check('holdings_expired_check', sql`${t.expired} >= 0`),
    check('holdings_product_check', sql`${t.productCd} in (1,2,3)`),
    // System lines have no holding class (0); member lines have 1 認定, 2 調達 or 3 確定.
    check(
      'holdings_class_check',
      sql`${t.holdingClassCd} in (0,1,2,3) and ((${t.organizationId} is null) = (${t.holdingClassCd} = 0))`,
    ),
    check(
      'holdings_fit_pool_check',
      sql`${t.facilityId} <> '*' or (${t.organizationId} is null and ${t.productCd} = 1)`,
    ),
  ],
);

/**
 * One movement of volume. Its postings sum to zero: the ledger core builds only balanced entries
 * (src/lib/domain/ledger) and persistEntry writes nothing else; a clearing's deliveries are written
 * set-based as −Σ per source line and +Σ per buyer line of the same facility (persist-deliveries.ts).
 * The property and integration tests check the sum on every entry they make.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The ledger core's MovementKind (src/lib/domain/ledger/entry.ts). */
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Business date on which the movement happened (JST). */
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    actor: text('actor').notNull(),
    /** The other member of a transfer, the certificate number, the auction: shown in the history. */
    reference: text('reference'),
    memo: text('memo'),
  },
  (t) => [
    check(
      'journal_entries_kind_check',
      sql`${t.kind} in ('certify','load-fit-supply','transfer','issue-certificate','clearing','expire')`,
    ),
  ],
);

/** A FIT clearing's postings are in its own child table, postings_lot_<marketNo> (decision 0019). */
export const postings = pgTable(
  'postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** → journal_entries.id (checked per statement, migration 0006) */
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    /** → holdings.id (checked per statement, migration 0006) */
    holdingId: bigint('holding_id', { mode: 'number' }).notNull(),
    /** Denormalised from the holding so that a member's history is one index range scan. */
    organizationId: integer('organization_id'),
    targetYearId: integer('target_year_id').notNull(),
    productCd: integer('product_cd').notNull(),
    holdingClassCd: integer('holding_class_cd').notNull(),
    facilityId: text('facility_id').notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('postings_member_history_idx').on(t.organizationId, t.targetYearId, t.productCd, t.createdAt, t.id),
    index('postings_entry_idx').on(t.entryId),
    check('postings_volume_nonzero', sql`${t.volume} <> 0`),
  ],
);
