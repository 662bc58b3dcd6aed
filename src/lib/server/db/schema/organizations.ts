import { boolean, check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Trading members (取引会員) and the system's own organizations (the FIT seller). */
export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    /** The spec's {product}Number: the market participant number members know each other by. */
    memberNumber: text('member_number').notNull().unique(),
    name: text('name').notNull(),
    /** retailer | consumer | generator | intermediary | fit_seller */
    kind: text('kind').notNull(),
    corporateNumber: text('corporate_number'),
    /** Qualified invoice issuer registration number (T + 13 digits). */
    invoiceRegistrationNumber: text('invoice_registration_number'),
    fitParticipation: boolean('fit_participation').notNull().default(false),
    nonFitParticipation: boolean('non_fit_participation').notNull().default(false),
    /** System organizations (OCCTO as FIT seller) own no login users and never trade as members. */
    isSystem: boolean('is_system').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'organizations_kind_check',
      sql`${t.kind} in ('retailer','consumer','generator','intermediary','fit_seller')`,
    ),
  ],
);
