import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { targetYears } from './codes';
import { journalEntries } from './ledger';

/** Issued non-fossil certificates (証書). Immutable once issued. */
export const certificates = pgTable(
  'certificates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    certificateNo: text('certificate_no').notNull(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    targetYearId: integer('target_year_id')
      .notNull()
      .references(() => targetYears.id),
    fiscalYear: integer('fiscal_year').notNull(),
    productCd: integer('product_cd').notNull(),
    /** 1 demand location (需要場所), 2 power menu (電源メニュー). */
    nfcTypeCd: integer('nfc_type_cd').notNull(),
    /** 1 own company, 2 other company. */
    useCd: integer('use_cd').notNull(),
    consumer: text('consumer'),
    corporateNo: text('corporate_no'),
    officeName: text('office_name'),
    demandLocation: text('demand_location'),
    businessNo: text('business_no'),
    menuName: text('menu_name'),
    remarks: text('remarks'),
    totalIssueVolume: bigint('total_issue_volume', { mode: 'number' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** Public link parts: random, unguessable, unrelated to the number. */
    hash: text('hash').notNull(),
    passCd: text('pass_cd').notNull(),
    journalEntryId: bigint('journal_entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
  },
  (t) => [
    uniqueIndex('certificates_no_idx').on(t.fiscalYear, t.certificateNo),
    uniqueIndex('certificates_hash_idx').on(t.hash),
    index('certificates_member_idx').on(t.organizationId, t.fiscalYear, t.productCd, t.issuedAt),
    check('certificates_type_check', sql`${t.nfcTypeCd} in (1,2) and ${t.useCd} in (1,2)`),
    check('certificates_volume_check', sql`${t.totalIssueVolume} > 0`),
  ],
);

/** Per-facility rows of a certificate, with the facility's attributes as they were at issue. */
export const certificateDetails = pgTable(
  'certificate_details',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    certificateId: bigint('certificate_id', { mode: 'number' })
      .notNull()
      .references(() => certificates.id),
    lineNo: integer('line_no').notNull(),
    facilityId: text('facility_id').notNull(),
    facilityName: text('facility_name').notNull(),
    facilityAddress: text('facility_address').notNull(),
    reTypeCd: integer('re_type_cd').notNull(),
    capacityW: bigint('capacity_w', { mode: 'number' }).notNull(),
    operationStartDate: text('operation_start_date').notNull(),
    re100: integer('re100').notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('certificate_details_line_idx').on(t.certificateId, t.lineNo),
    check('certificate_details_volume_check', sql`${t.volume} > 0`),
  ],
);

/** Per-year counter for certificate numbers, taken under a row lock so numbers never repeat. */
export const certificateCounters = pgTable('certificate_counters', {
  fiscalYear: integer('fiscal_year').primaryKey(),
  lastNo: integer('last_no').notNull().default(0),
});
