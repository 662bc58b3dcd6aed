import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db';
import { bulkInsert, columnArray, equalsAny, slices } from '../../db/bulk';
import { holdings, journalEntries, postings } from '../../db/schema';
import {
  applyEntry,
  ledgerFrom,
  lineKey,
  linesToLock,
  type HoldingLine,
  type JournalEntry,
  type LineBalance,
} from '@/lib/domain/ledger';
import { holdingCoordinatesOf, type HoldingCoordinates } from './ledger-accounts';
import { ledgerRefusal } from './ledger-errors';

export interface EntryMeta {
  actor: string;
  businessDate: string;
  /** Shown in the history: the other member, the certificate number, the auction. */
  reference?: string;
  memo?: string;
}

type HoldingRow = typeof holdings.$inferSelect;

/**
 * Applies a journal entry built by the ledger core: locks every holding it touches (in holding id
 * order, one global order, so concurrent movements cannot deadlock each other), re-checks it
 * against the locked balances, then writes balances, the entry and its postings. Must run inside
 * the caller's transaction; a refusal throws and the caller's transaction rolls back whole.
 */
export async function persistEntry(tx: Tx, entry: JournalEntry, meta: EntryMeta): Promise<{ entryId: number | null }> {
  const lines = linesToLock(entry);
  const rowsByKey = await lockHoldings(tx, lines);
  const state = ledgerFrom(lines.map((line) => toBalance(line, rowsByKey.get(lineKey(line))!)));
  const applied = applyEntry(state, entry);
  if (!applied.ok) throw ledgerRefusal(applied.error);

  const changed = applied.value.changes.map((c) => ({
    id: rowsByKey.get(c.key)!.id,
    balance: c.after.balance,
    reserved: c.after.reserved,
  }));
  await writeBalances(tx, changed);
  if (entry.postings.length === 0) return { entryId: null };

  const [created] = await tx
    .insert(journalEntries)
    .values({
      kind: entry.kind,
      actor: meta.actor,
      businessDate: meta.businessDate,
      reference: meta.reference,
      memo: meta.memo,
    })
    .returning({ id: journalEntries.id });
  const entryId = created!.id;
  const rows = entry.postings.map(({ line, volume }) => ({ holding: rowsByKey.get(lineKey(line))!, volume }));
  await bulkInsert(tx, postings, {
    entryId: rows.map(() => entryId),
    holdingId: rows.map((r) => r.holding.id),
    organizationId: rows.map((r) => r.holding.organizationId),
    targetYearId: rows.map((r) => r.holding.targetYearId),
    productCd: rows.map((r) => r.holding.productCd),
    holdingClassCd: rows.map((r) => r.holding.holdingClassCd),
    facilityId: rows.map((r) => r.holding.facilityId),
    volume: rows.map((r) => r.volume),
  });
  return { entryId };
}

/** New balances and reservations by holding id, as one UPDATE … FROM unnest per slice. */
async function writeBalances(tx: Tx, changed: { id: number; balance: number; reserved: number }[]): Promise<void> {
  for (const part of slices(changed)) {
    const ids = columnArray(
      holdings.id,
      part.map((c) => c.id),
    );
    const balances = columnArray(
      holdings.balance,
      part.map((c) => c.balance),
    );
    const reserved = columnArray(
      holdings.reserved,
      part.map((c) => c.reserved),
    );
    await tx.execute(
      sql`update holdings h set balance = v.balance, reserved = v.reserved
          from unnest(${ids}, ${balances}, ${reserved}) as v(id, balance, reserved) where h.id = v.id`,
    );
  }
}

function toBalance(line: HoldingLine, row: HoldingRow): LineBalance {
  return { line, balance: row.balance, reserved: row.reserved };
}

/**
 * Finds the entry's lines (in holdings or a clearing's lot, decision 0019), creates the missing
 * ones, then locks all of them; returns them by lineKey. Only missing lines are inserted: a line a
 * lot holds has no twin in holdings for ON CONFLICT to find.
 */
async function lockHoldings(tx: Tx, lines: HoldingLine[]): Promise<Map<string, HoldingRow>> {
  const coordinates = await holdingCoordinatesOf(tx, lines);
  const resolved = lines.map((line) => ({ key: lineKey(line), values: coordinates(line) }));
  const byCoordinates = await findLines(
    tx,
    resolved.map((r) => r.values),
  );
  const missing = resolved.map((r) => r.values).filter((v) => !byCoordinates.has(coordinateKey(v)));
  if (missing.length) {
    await bulkInsert(
      tx,
      holdings,
      {
        accountId: missing.map((x) => x.accountId),
        organizationId: missing.map((x) => x.organizationId),
        targetYearId: missing.map((x) => x.targetYearId),
        productCd: missing.map((x) => x.productCd),
        holdingClassCd: missing.map((x) => x.holdingClassCd),
        facilityId: missing.map((x) => x.facilityId),
        allowNegative: missing.map((x) => x.allowNegative),
      },
      { onConflictDoNothing: true },
    );
    for (const [key, row] of await findLines(tx, missing)) byCoordinates.set(key, row);
  }
  // Lock in id order; re-read the locked rows, since a concurrent movement may have changed them.
  const ids = [...new Set([...byCoordinates.values()].map((row) => row.id))].sort((a, b) => a - b);
  const locked = new Map<number, HoldingRow>();
  for (const part of slices(ids)) {
    const rows = await tx
      .select()
      .from(holdings)
      .where(equalsAny(holdings.id, part))
      .orderBy(holdings.id)
      .for('update');
    for (const row of rows) locked.set(row.id, row);
  }
  const result = new Map<string, HoldingRow>();
  for (const r of resolved) result.set(r.key, locked.get(byCoordinates.get(coordinateKey(r.values))!.id)!);
  return result;
}

function coordinateKey(v: {
  accountId: number;
  targetYearId: number;
  productCd: number;
  holdingClassCd: number;
  facilityId: string;
}): string {
  return JSON.stringify([v.accountId, v.targetYearId, v.productCd, v.holdingClassCd, v.facilityId]);
}

/** The existing rows of these lines by coordinateKey: one index range with an id list per account, year, product and class. */
async function findLines(tx: Tx, wanted: readonly HoldingCoordinates[]): Promise<Map<string, HoldingRow>> {
  const groups = new Map<string, { v: HoldingCoordinates; facilityIds: string[] }>();
  for (const v of wanted) {
    const g = JSON.stringify([v.accountId, v.targetYearId, v.productCd, v.holdingClassCd]);
    const group = groups.get(g) ?? { v, facilityIds: [] };
    group.facilityIds.push(v.facilityId);
    groups.set(g, group);
  }
  const found = new Map<string, HoldingRow>();
  for (const { v, facilityIds } of groups.values()) {
    for (const part of slices(facilityIds)) {
      const rows = await tx
        .select()
        .from(holdings)
        .where(
          and(
            eq(holdings.accountId, v.accountId),
            eq(holdings.targetYearId, v.targetYearId),
            eq(holdings.productCd, v.productCd),
            eq(holdings.holdingClassCd, v.holdingClassCd),
            equalsAny(holdings.facilityId, part),
          ),
        );
      for (const row of rows) found.set(coordinateKey(row), row);
    }
  }
  return found;
}
