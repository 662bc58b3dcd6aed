import { bigint, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A member user's TOTP second factor. The secret is stored encrypted with a key kept outside the
 * database (config MFA_KEY or its key file), so a database dump alone yields no usable secret.
 * enabledAt is null while the enrolment waits for its first code.
 */
export const userMfa = pgTable('user_mfa', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEnc: text('secret_enc').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The last accepted TOTP time step: a code of this step or an earlier one is a replay. */
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes, stored as SHA-256 hashes (they are random, so no slow hash is needed). */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  // The unique key also serves lookups by user (its leading column).
  (t) => [unique('user_recovery_codes_user_code_uq').on(t.userId, t.codeHash)],
);
