import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { credentialColumns } from './users';
import { recoveryCodeTable, secondFactorTable } from './mfa';

/**
 * The market's operators (JEPX operations), who sign in to the console under /admin. A kind of
 * user of their own: no member organization, their own sessions, and a second factor that is
 * mandatory (enrolled at first login). A login id may equal a member user's: the two never meet.
 */
export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  ...credentialColumns(),
});

/**
 * Operator sessions, by the SHA-256 of their token like members' sessions. mfaVerifiedAt is null
 * for the session a password alone opened for an operator without a second factor: it may only
 * enrol one (the enrolment then opens a verified session in its place).
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    mfaVerifiedAt: timestamp('mfa_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

export const operatorMfa = secondFactorTable('operator_mfa', 'operator_id', () => operators.id);
export const operatorRecoveryCodes = recoveryCodeTable(
  'operator_recovery_codes',
  'operator_id',
  () => operators.id,
  'operator_recovery_codes_operator_code_uq',
);
