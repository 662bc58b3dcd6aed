import { bigint, integer, pgTable, serial, text, timestamp, unique, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './users';

/*
 * Members and operators keep their second factors in tables of their own (an operator is not a
 * member user), built here from one definition: the tables of both kinds have the same columns
 * under the same keys, so one MFA code (src/lib/server/services/auth/mfa) serves both. `userId` is
 * the owner: a member user, or an operator (column operator_id).
 */

/**
 * A TOTP second factor. The secret is stored encrypted with a key kept outside the database
 * (config MFA_KEY or its key file), so a database dump alone yields no usable secret. enabledAt
 * is null while the enrolment waits for its first code.
 */
export function secondFactorTable(name: string, ownerColumn: string, owner: () => AnyPgColumn) {
  return pgTable(name, {
    userId: integer(ownerColumn).primaryKey().references(owner, { onDelete: 'cascade' }),
    secretEnc: text('secret_enc').notNull(),
    enabledAt: timestamp('enabled_at', { withTimezone: true }),
    /** The last accepted TOTP time step: a code of this step or an earlier one is a replay. */
    lastStep: bigint('last_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  });
}

/** One-time recovery codes, stored as SHA-256 hashes (they are random, so no slow hash is needed). */
export function recoveryCodeTable(name: string, ownerColumn: string, owner: () => AnyPgColumn, uniqueName: string) {
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      userId: integer(ownerColumn).notNull().references(owner, { onDelete: 'cascade' }),
      codeHash: text('code_hash').notNull(),
      usedAt: timestamp('used_at', { withTimezone: true }),
    },
    // The unique key also serves lookups by owner (its leading column).
    (t) => [unique(uniqueName).on(t.userId, t.codeHash)],
  );
}

export type SecondFactorTable = ReturnType<typeof secondFactorTable>;
export type RecoveryCodeTable = ReturnType<typeof recoveryCodeTable>;

export const userMfa = secondFactorTable('user_mfa', 'user_id', () => users.id);
export const userRecoveryCodes = recoveryCodeTable(
  'user_recovery_codes',
  'user_id',
  () => users.id,
  'user_recovery_codes_user_code_uq',
);
