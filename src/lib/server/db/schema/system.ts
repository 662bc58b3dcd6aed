import { bigserial, boolean, check, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** One row (id = 1): the market's business date and the maintenance switch. */
export const systemSettings = pgTable(
  'system_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Null means "today in Asia/Tokyo". */
    businessDate: date('business_date', { mode: 'string' }),
    maintenance: boolean('maintenance').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('system_settings_single_row', sql`${t.id} = 1`)],
);

/** Every state change: who, when, what, before and after. Append only. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** user | operator | system */
    actorType: text('actor_type').notNull(),
    actorId: text('actor_id').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** The personal API token the user acted through (decision 0023); null for the screens. */
    apiTokenId: integer('api_token_id'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_at_idx').on(t.at),
    // The console's 監査ログ filters (decision 0013): each reads its newest rows in key order and
    // stops after a page, and the action list is a skip scan over the first.
    index('audit_log_action_at_idx').on(t.action, t.at, t.id),
    index('audit_log_actor_at_idx').on(t.actorId, t.at, t.id),
    // ledger.certify names the member only inside after (an operator acts, on a journal entry).
    index('audit_log_certify_member_idx')
      .on(sql`(${t.after} ->> 'memberNumber')`)
      .where(sql`${t.action} = 'ledger.certify'`),
    check('audit_log_actor_type_check', sql`${t.actorType} in ('user','operator','system')`),
  ],
);
