import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * How far an operator's check or import of a file has got (ファイル取込), by the random id its
 * screen sent with the file: written outside the import's transaction, so the screen's poll can be
 * answered by any app server while the import runs. Rows older than a day are removed by housekeeping.
 */
export const uploadProgress = pgTable('upload_progress', {
  id: uuid('id').primaryKey(),
  /** The operator whose screen asked: another operator's poll finds nothing. */
  operatorId: integer('operator_id').notNull(),
  /** read | check | write */
  phase: text('phase').notNull(),
  done: integer('done').notNull(),
  total: integer('total').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});
