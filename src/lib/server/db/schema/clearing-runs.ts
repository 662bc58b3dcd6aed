import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * One requested clearing of an auction and its progress, written by the clearing job in short
 * transactions of their own (never inside the clearing's), so every app server can read it while
 * the clearing runs. At most one run per auction that has not failed: a repeat is refused, and a
 * failed run may be requested again.
 */
export const clearingRuns = pgTable(
  'clearing_runs',
  {
    id: serial('id').primaryKey(),
    /*
     * The auction by its marketNo, without a foreign key: the key's FOR KEY SHARE on the auction
     * row would make a request wait behind a running clearing's FOR UPDATE for the whole clearing.
     */
    marketNo: integer('market_no').notNull(),
    /** queued | running | succeeded | failed */
    state: text('state').notNull().default('queued'),
    /** The audit actor the clearing is recorded as (the operator who requested it). */
    actor: jsonb('actor').notNull(),
    /** The queue's job id (pg-boss) on PostgreSQL; null for the in-process runner. */
    jobId: text('job_id'),
    /** Started attempts; a worker that died mid-clearing leaves its attempt counted. */
    attempts: integer('attempts').notNull().default(0),
    /** The phase being run and when each phase of the current attempt began ({ book: iso, … }). */
    phase: text('phase'),
    phases: jsonb('phases').notNull().default({}),
    requestedAt: timestamp('requested_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 3 }),
    errorMessage: text('error_message'),
    /** { contractedVolume, statements, alreadyCleared } once succeeded. */
    result: jsonb('result'),
  },
  (t) => [
    uniqueIndex('clearing_runs_one_live_idx')
      .on(t.marketNo)
      .where(sql`${t.state} <> 'failed'`),
    check('clearing_runs_state_check', sql`${t.state} in ('queued','running','succeeded','failed')`),
  ],
);
