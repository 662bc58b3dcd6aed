import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db';
import { holdings, journalEntries, postings } from '../../db/schema';
import {
  applyEntry,
  ledgerFrom,
  lineKey,
  linesToLock,
  mayGoNegative,
  type HoldingLine,
  type JournalEntry,
  type LineBalance,
} from '../../../domain/ledger';
import { memberAccountId, systemAccountId, targetYearIdOf } from './ledger-accounts';
import { ledgerRefusal } from './ledger-errors';

export interface EntryMeta {
  actor: string;
  businessDate: string;
  /** Shown in the history: the other member, the certificate number, the auction. */
  reference?: string;
  memo?: string;
}

type HoldingRow = typeof holdings.$inferSelect;
const CHUNK = 2000;

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
  for (let i = 0; i < changed.length; i += CHUNK) {
    const values = sql.join(
      changed.slice(i, i + CHUNK).map((c) => sql`(${c.id}::bigint, ${c.balance}::bigint, ${c.reserved}::bigint)`),
      sql`, `,
    );
    await tx.execute(
      sql`update holdings h set balance = v.balance, reserved = v.reserved from (values ${values}) as v(id, balance, reserved) where h.id = v.id`,
    );
  }
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
  const rows = entry.postings.map(({ line, volume }) => {
    const h = rowsByKey.get(lineKey(line))!;
    return {
      entryId,
      holdingId: h.id,
      organizationId: h.organizationId,
      targetYearId: h.targetYearId,
      productCd: h.productCd,
      holdingClassCd: h.holdingClassCd,
      facilityId: h.facilityId,
      volume,
    };
  });
  for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(postings).values(rows.slice(i, i + CHUNK));
  return { entryId };
}

function toBalance(line: HoldingLine, row: HoldingRow): LineBalance {
  return { line, balance: row.balance, reserved: row.reserved };
}

/** Creates missing holding rows, then locks all of them; returns them by lineKey. */
async function lockHoldings(tx: Tx, lines: HoldingLine[]): Promise<Map<string, HoldingRow>> {
  const resolved: { key: string; values: typeof holdings.$inferInsert }[] = [];
  const accountCache = new Map<string, number>();
  const yearCache = new Map<number, number>();
  for (const line of lines) {
    const accountKey = line.kind === 'member' ? `m${line.memberId}` : `s${line.account}`;
    let accountId = accountCache.get(accountKey);
    if (accountId === undefined) {
      accountId =
        line.kind === 'member' ? await memberAccountId(tx, line.memberId) : await systemAccountId(tx, line.account);
      accountCache.set(accountKey, accountId);
    }
    let targetYearId = yearCache.get(line.targetYear);
    if (targetYearId === undefined) {
      targetYearId = await targetYearIdOf(tx, line.targetYear);
      yearCache.set(line.targetYear, targetYearId);
    }
    resolved.push({
      key: lineKey(line),
      values: {
        accountId,
        organizationId: line.kind === 'member' ? line.memberId : null,
        targetYearId,
        productCd: line.productCd,
        holdingClassCd: line.kind === 'member' ? line.holdingClassCd : 0,
        facilityId: line.facilityId,
        allowNegative: mayGoNegative(line),
      },
    });
  }
  for (let i = 0; i < resolved.length; i += CHUNK) {
    await tx
      .insert(holdings)
      .values(resolved.slice(i, i + CHUNK).map((r) => r.values))
      .onConflictDoNothing();
  }
  // Group by everything but the facility so each lookup is one index range with an id list.
  const groups = new Map<string, { v: typeof holdings.$inferInsert; facilityIds: string[] }>();
  for (const r of resolved) {
    const g = `${r.values.accountId}|${r.values.targetYearId}|${r.values.productCd}|${r.values.holdingClassCd}`;
    const group = groups.get(g) ?? { v: r.values, facilityIds: [] };
    group.facilityIds.push(r.values.facilityId);
    groups.set(g, group);
  }
  const ids: number[] = [];
  const byCoordinates = new Map<string, HoldingRow>();
  for (const { v, facilityIds } of groups.values()) {
    for (let i = 0; i < facilityIds.length; i += CHUNK) {
      const found = await tx
        .select()
        .from(holdings)
        .where(
          and(
            eq(holdings.accountId, v.accountId),
            eq(holdings.targetYearId, v.targetYearId),
            eq(holdings.productCd, v.productCd),
            eq(holdings.holdingClassCd, v.holdingClassCd),
            inArray(holdings.facilityId, facilityIds.slice(i, i + CHUNK)),
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
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await tx
      .select()
      .from(holdings)
      .where(inArray(holdings.id, ids.slice(i, i + CHUNK)))
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
