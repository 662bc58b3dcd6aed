import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

/** The sign-in columns every kind of user has: member users here, operators (operators.ts) too. */
export function credentialColumns() {
  return {
    loginId: text('login_id').notNull().unique(),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** True until the user replaces a temporary password (the spec's firstLogin is its negation). */
    mustChangePassword: boolean('must_change_password').notNull().default(true),
    /** Set by the operator or by repeated failures; a locked user cannot log in. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    ...credentialColumns(),
  },
  (t) => [index('users_organization_idx').on(t.organizationId)],
);
