import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { auctions } from './auctions';

/**
 * Settlement statements (精算書), one per member and cleared auction, written in the clearing
 * transaction. Amounts never change once issued: `statement` holds the whole computed Statement of
 * the settlement core; the PDF is rendered from it.
 */
export const settlementStatements = pgTable(
  'settlement_statements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    statementNo: text('statement_no').notNull().unique(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** pay | receive */
    direction: text('direction').notNull(),
    subtotalYen: bigint('subtotal_yen', { mode: 'number' }).notNull(),
    taxYen: bigint('tax_yen', { mode: 'number' }).notNull(),
    totalYen: bigint('total_yen', { mode: 'number' }).notNull(),
    statement: jsonb('statement').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    pdfRegeneratedAt: timestamp('pdf_regenerated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('settlement_statements_member_auction_idx').on(t.auctionId, t.organizationId),
    index('settlement_statements_member_date_idx').on(t.organizationId, t.issueDate),
  ],
);
