import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { operators } from './operators';

/**
 * The two-person rule's change requests (ADMIN_FOUR_EYES): a console change that waits for a
 * second operator. `subject` names what it changes (maintenance, business-date, clearing:<marketNo>,
 * target-year:<year>)
 * so that at most one request per subject is pending; `basis` is the state the requester saw, and
 * approval is refused once the state is no longer that.
 */
export const changeRequests = pgTable(
  'change_requests',
  {
    id: serial('id').primaryKey(),
    /** maintenance | business-date | clearing | target-year */
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    /** The exact parameters of the service call approval makes. */
    params: jsonb('params').notNull(),
    basis: jsonb('basis').notNull(),
    /** pending | approved | rejected | withdrawn | expired */
    state: text('state').notNull().default('pending'),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => operators.id),
    requestedByLoginId: text('requested_by_login_id').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    decidedBy: integer('decided_by').references(() => operators.id),
    decidedByLoginId: text('decided_by_login_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    uniqueIndex('change_requests_one_pending_idx')
      .on(t.subject)
      .where(sql`${t.state} = 'pending'`),
    index('change_requests_state_idx').on(t.state, t.requestedAt),
    check('change_requests_state_check', sql`${t.state} in ('pending','approved','rejected','withdrawn','expired')`),
    check('change_requests_kind_check', sql`${t.kind} in ('maintenance','business-date','clearing','target-year')`),
  ],
);
