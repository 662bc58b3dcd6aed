import { boolean, check, date, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const prefectures = pgTable('prefectures', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  displayOrder: integer('display_order').notNull(),
});

/** Local government codes (全国地方公共団体コード); vintage recorded in code_master_sources. */
export const municipalities = pgTable('municipalities', {
  code: text('code').primaryKey(),
  prefectureCode: text('prefecture_code')
    .notNull()
    .references(() => prefectures.code),
  name: text('name').notNull(),
  type: text('type').notNull(),
  kana: text('kana').notNull(),
});

export const codeMasterSources = pgTable('code_master_sources', {
  name: text('name').primaryKey(),
  vintage: text('vintage').notNull(),
  description: text('description').notNull(),
});

export const renewableTypes = pgTable('renewable_types', {
  code: integer('code').primaryKey(),
  name: text('name').notNull(),
});

export const plantGroups = pgTable('plant_groups', {
  code: integer('code').primaryKey(),
  name: text('name').notNull(),
});

export const products = pgTable('products', {
  code: integer('code').primaryKey(),
  name: text('name').notNull(),
  marketName: text('market_name').notNull(),
  isFit: boolean('is_fit').notNull(),
});

/** Fiscal years (年度) in which certificates are traded: April to March. */
export const targetYears = pgTable('target_years', {
  id: serial('id').primaryKey(),
  targetYear: integer('target_year').notNull().unique(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
});

/** Price band per product and target year, prices in hundredths of a yen per kWh. */
export const bidPriceLimits = pgTable(
  'bid_price_limits',
  {
    targetYearId: integer('target_year_id')
      .notNull()
      .references(() => targetYears.id),
    productCd: integer('product_cd')
      .notNull()
      .references(() => products.code),
    minPriceCents: integer('min_price_cents').notNull(),
    maxPriceCents: integer('max_price_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.targetYearId, t.productCd] }),
    check('bid_price_limits_band_check', sql`${t.minPriceCents} > 0 and ${t.minPriceCents} <= ${t.maxPriceCents}`),
  ],
);
