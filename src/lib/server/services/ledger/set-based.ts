import { sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db';
import { rowsOf } from '../../db/raw-rows';
import type { MovementKind } from '@/lib/domain/ledger';
import type { EntryMeta } from './persist-entry';

/*
 * The pieces the set-based ledger writes share (a clearing's deliveries, the return of unsold FIT
 * supply): they work on temp tables and whole-set statements instead of per-line JavaScript, with
 * the same rules as persistEntry (docs/decisions/0008-ledger-bulk-writes.md).
 */

/** The `n` of a `select count(*) as n …`. */
export async function countOf(tx: Executor, query: SQL): Promise<number> {
  return Number((await rowsOf<{ n: string }>(tx, query))[0]!.n);
}

/**
 * Locks the holdings whose ids the query selects in one pass in id order: the global lock order
 * persistEntry uses, so set-based movements and member actions cannot deadlock each other. Joins
 * in the query, not EXISTS … OR EXISTS: the latter runs a subplan per holding (quadratic at a million).
 */
export async function lockInIdOrder(tx: Tx, holdingIds: SQL): Promise<void> {
  await tx.execute(sql`
    select count(*) from (
      select h.id from holdings h where h.id in (${holdingIds}) order by h.id for update
    ) locked`);
}

/** The journal entry row of a set-based movement; the caller writes its postings. */
export async function insertEntry(tx: Tx, kind: MovementKind, meta: EntryMeta): Promise<number> {
  const [entry] = await rowsOf<{ id: string }>(
    tx,
    sql`insert into journal_entries (kind, actor, business_date, reference, memo)
        values (${kind}, ${meta.actor}, ${meta.businessDate}, ${meta.reference ?? null}, ${meta.memo ?? null})
        returning id`,
  );
  return Number(entry!.id);
}

/**
 * One INSERT … SELECT of postings: each part selects the holdings h it posts to (its FROM and
 * joins) and the signed volume of each, denormalised from the holding as persistEntry does.
 */
export async function insertPostings(
  tx: Tx,
  entryId: number,
  parts: readonly { volume: SQL; from: SQL }[],
): Promise<void> {
  const selects = parts.map(
    ({ volume, from }) => sql`
    select ${entryId}::bigint, h.id, h.organization_id, h.target_year_id, h.product_cd, h.holding_class_cd,
           h.facility_id, ${volume}
      from ${from}`,
  );
  await tx.execute(sql`
    insert into postings (entry_id, holding_id, organization_id, target_year_id, product_cd, holding_class_cd, facility_id, volume)
    ${sql.join(selects, sql` union all `)}`);
}
