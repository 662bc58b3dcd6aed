import { sql } from 'drizzle-orm';
import type { Tx } from '../../db';
import { BULK_ROWS, slices } from '../../db/bulk';
import { checkEntryShape, type JournalEntry } from '@/lib/domain/ledger';
import { holdingCoordinatesOf } from './ledger-accounts';
import { ledgerRefusal } from './ledger-errors';
import type { EntryMeta } from './persist-entry';
import { countOf, insertEntry, lockInIdOrder } from './set-based';

/** Largest balance the ledger core accepts (Number.isSafeInteger), as applyEntry checks it. */
const SAFE_LIMIT = sql.raw(String(Number.MAX_SAFE_INTEGER));

/** Holding coordinates of staged posting s matching holding h (the holdings_key_idx columns). */
const SAME_LINE = sql`h.account_id = s.account_id and h.target_year_id = s.target_year_id and h.product_cd = s.product_cd
  and h.holding_class_cd = s.holding_class_cd and h.facility_id = s.facility_id`;

/** The staged postings summed per holding line: what each line moves by. */
const PER_LINE = sql`(select account_id, target_year_id, product_cd, holding_class_cd, facility_id, sum(volume) as volume
  from bulk_postings group by 1, 2, 3, 4, 5)`;

/**
 * persistEntry for entries of many postings (a FIT supply file, a certification file: two postings
 * per facility, a hundred thousand facilities): the same entry built by the same ledger core, the
 * same rules, written set-based (decision 0008): the postings are staged in a temp table in a few
 * array statements; missing holdings created and all of them locked in id order (the global lock
 * order) in one statement each; applyEntry's refusal rules checked on the locked rows; balances
 * moved by one UPDATE … FROM and the postings written by one INSERT … SELECT. Postings only: an
 * entry that changes reservations goes through persistEntry. A refusal throws, and the caller's
 * transaction rolls back whole.
 */
export async function persistEntryInBulk(
  tx: Tx,
  entry: JournalEntry,
  meta: EntryMeta,
  { onStep }: { onStep?: () => void } = {},
): Promise<{ entryId: number | null }> {
  if (entry.reservations.length) throw new Error('persistEntryInBulk writes postings only; use persistEntry');
  const shape = checkEntryShape(entry);
  if (!shape.ok) throw ledgerRefusal(shape.error);

  const step = () => onStep?.();
  await stagePostings(tx, entry, step);
  await tx.execute(sql`
    insert into holdings (account_id, organization_id, target_year_id, product_cd, holding_class_cd, facility_id, allow_negative)
    select distinct account_id, organization_id, target_year_id, product_cd, holding_class_cd, facility_id, allow_negative
      from bulk_postings
    on conflict do nothing`);
  step();
  await lockInIdOrder(tx, sql`select h.id from bulk_postings s join holdings h on ${SAME_LINE}`);
  step();
  // applyEntry's rules on the locked rows, before anything moves (the table's checks would abort
  // the transaction instead of refusing).
  const refused = await countOf(
    tx,
    sql`select count(*) as n from ${PER_LINE} s join holdings h on ${SAME_LINE}
         where (not h.allow_negative and h.balance + s.volume < h.reserved) or abs(h.balance + s.volume) > ${SAFE_LIMIT}`,
  );
  if (refused > 0)
    throw ledgerRefusal({
      reason: 'INSUFFICIENT_BALANCE',
      message: `${refused} holding lines would go below what they hold or reserve`,
    });
  await tx.execute(sql`update holdings h set balance = h.balance + s.volume from ${PER_LINE} s where ${SAME_LINE}`);
  step();
  const entryId = await insertEntry(tx, entry.kind, meta);
  await tx.execute(sql`
    insert into postings (entry_id, holding_id, organization_id, target_year_id, product_cd, holding_class_cd, facility_id, volume)
    select ${entryId}::bigint, h.id, h.organization_id, h.target_year_id, h.product_cd, h.holding_class_cd, h.facility_id, s.volume
      from bulk_postings s join holdings h on ${SAME_LINE}
     order by s.seq`);
  step();
  return { entryId };
}

/** The steps persistEntryInBulk reports through onStep for this entry: a slice of staging each, then 4. */
export function bulkEntrySteps(entry: JournalEntry): number {
  return Math.ceil(entry.postings.length / BULK_ROWS) + 4;
}

/** The entry's postings with their holdings' coordinates, in a temp table, in entry order (seq). */
async function stagePostings(tx: Tx, entry: JournalEntry, step: () => void): Promise<void> {
  await tx.execute(sql`drop table if exists bulk_postings`);
  await tx.execute(sql`
    create temp table bulk_postings (
      seq integer not null, account_id integer not null, organization_id integer, target_year_id integer not null,
      product_cd integer not null, holding_class_cd integer not null, facility_id text not null,
      allow_negative boolean not null, volume bigint not null
    ) on commit drop`);
  const coordinates = await holdingCoordinatesOf(
    tx,
    entry.postings.map((p) => p.line),
  );
  const postings = entry.postings.map((p, seq) => ({ seq, at: coordinates(p.line), volume: p.volume }));
  for (const part of slices(postings)) {
    const columns: [unknown[], string][] = [
      [part.map((p) => p.seq), 'integer'],
      [part.map((p) => p.at.accountId), 'integer'],
      [part.map((p) => p.at.organizationId), 'integer'],
      [part.map((p) => p.at.targetYearId), 'integer'],
      [part.map((p) => p.at.productCd), 'integer'],
      [part.map((p) => p.at.holdingClassCd), 'integer'],
      [part.map((p) => p.at.facilityId), 'text'],
      [part.map((p) => p.at.allowNegative), 'boolean'],
      [part.map((p) => p.volume), 'bigint'],
    ];
    const arrays = columns.map(([values, type]) => sql`${sql.param(values)}::${sql.raw(type)}[]`);
    await tx.execute(sql`insert into bulk_postings select * from unnest(${sql.join(arrays, sql`, `)})`);
    step();
  }
  await tx.execute(sql`analyze bulk_postings`);
}
