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

/** Creates missing holding rows, then locks all of them; returns them by lineKey. */
async function lockHoldings(tx: Tx, lines: HoldingLine[]): Promise<Map<string, HoldingRow>> {
  const coordinates = await holdingCoordinatesOf(tx, lines);
  const resolved = lines.map((line) => ({ key: lineKey(line), values: coordinates(line) }));
  const wanted = resolved.map((r) => r.values);
  await bulkInsert(
    tx,
    holdings,
    {
      accountId: wanted.map((x) => x.accountId),
      organizationId: wanted.map((x) => x.organizationId),
      targetYearId: wanted.map((x) => x.targetYearId),
      productCd: wanted.map((x) => x.productCd),
      holdingClassCd: wanted.map((x) => x.holdingClassCd),
      facilityId: wanted.map((x) => x.facilityId),
      allowNegative: wanted.map((x) => x.allowNegative),
    },
    { onConflictDoNothing: true },
  );
  // Group by everything but the facility so each lookup is one index range with an id list.
  const groups = new Map<string, { v: HoldingCoordinates; facilityIds: string[] }>();
  for (const r of resolved) {
    const g = `${r.values.accountId}|${r.values.targetYearId}|${r.values.productCd}|${r.values.holdingClassCd}`;
    const group = groups.get(g) ?? { v: r.values, facilityIds: [] };
    group.facilityIds.push(r.values.facilityId);
    groups.set(g, group);
  }
  const ids: number[] = [];
  const byCoordinates = new Map<string, HoldingRow>();
  for (const { v, facilityIds } of groups.values()) {
    for (const part of slices(facilityIds)) {
      const found = await tx
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
      for (const row of found) {
        ids.push(row.id);
        byCoordinates.set(
          `${row.accountId}|${row.targetYearId}|${row.productCd}|${row.holdingClassCd}|${row.facilityId}`,
          row,
        );
      }
    }
  }
  // Lock in id order; re-read the locked rows, since a concurrent movement may have changed them.
  ids.sort((a, b) => a - b);
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
  for (const r of resolved) {
    const v = r.values;
    const row = byCoordinates.get(
      `${v.accountId}|${v.targetYearId}|${v.productCd}|${v.holdingClassCd}|${v.facilityId}`,
    )!;
    result.set(r.key, locked.get(row.id)!);
  }
  return result;
}
