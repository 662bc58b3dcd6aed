import { bigint, date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per target year whose unused volume has expired (migration 0021, decision 0029): written
 * in the expiry's transaction, so a year expires once, whichever server or command runs it.
 */
export const yearExpiries = pgTable('year_expiries', {
  /** → target_years.id */
  targetYearId: integer('target_year_id').primaryKey(),
  fiscalYear: integer('fiscal_year').notNull().unique(),
  /** The expire entry; null when nothing was left to expire. */
  journalEntryId: bigint('journal_entry_id', { mode: 'number' }),
  businessDate: date('business_date', { mode: 'string' }).notNull(),
  actor: text('actor').notNull(),
  /** Member lines expired. */
  lines: integer('lines').notNull(),
  /** kWh expired in all, members' lines and FIT supply. */
  volume: bigint('volume', { mode: 'number' }).notNull(),
  fitSupplyVolume: bigint('fit_supply_volume', { mode: 'number' }).notNull(),
  /** Per member, product and class: lines and kWh (the audit record's figures). */
  totals: jsonb('totals').notNull(),
  expiredAt: timestamp('expired_at', { withTimezone: true }).notNull().defaultNow(),
});
