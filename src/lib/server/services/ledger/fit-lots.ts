import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db';
import { copyRowsIn } from '../../db/copy';
import { LOT_COLUMNS, lotRows, nextHoldingIds, POSTING_COLUMNS, postingRows } from './fit-lot-rows';
import { PROCURED } from '@/lib/domain/ledger';
import { systemAccountId, targetYearIdOf } from './ledger-accounts';
import { ledgerRefusal } from './ledger-errors';
import type { EntryMeta } from './persist-entry';
import { insertEntry, lockInIdOrder } from './set-based';
import { rowsOf } from '../../db/raw-rows';
import { fitPoolLineId } from './fit-pool';
import { completeLot } from '../../db/lot-ddl';

/** The buyers' volume per (member, facility) of a FIT clearing: the engine's holdings columns. */
export interface FitLotLines {
  lines: number;
  /** organizations.id of the buyer. */
  member: Int32Array;
  /** Index into facilityIds. */
  facility: Int32Array;
  volume: Float64Array;
  facilityIds: readonly string[];
}

export interface FitLotAuction {
  marketNo: number;
  fiscalYear: number;
}

export interface WrittenFitLot {
  entryId: number;
  /** Buyer lines created in the lot, and existing lines credited in place. */
  created: number;
  credited: number;
}

/**
 * Writes the deliveries of a cleared FIT auction (decision 0019), in the caller's transaction: one
 * clearing entry that takes the sold total from the FIT supply's pool line of the year and gives
 * every buyer its volume per facility.
 * - The buyers' new lines go into holdings_lot_<marketNo>, a table of their own filled by COPY
 *   before it has any index (their ids drawn from the holdings sequence beforehand); its indexes
 *   are built afterwards and it becomes an inheritance child of holdings, so every query on
 *   holdings reads it. Its postings likewise go into postings_lot_<marketNo>, a child of postings.
 * - A line the buyer already holds (in holdings or an earlier lot) is credited in place instead,
 *   so a line key is never held twice; FIT clearings of one target year take turns (advisory lock).
 * - Existing lines and the pool line are locked in holding id order (the global lock order), and
 *   a pool short of the sold total refuses the clearing before anything is attached.
 * The lot's references (accounts, organizations, facilities of the supply, the target year) come
 * from rows the clearing has read or locked FOR KEY SHARE; the insert triggers of holdings and
 * postings, which check them per statement, do not see rows copied into a child table directly.
 * The caller builds the year's views again (refreshYearViews) before it commits: until then the
 * members' reads of the year, which go through them, do not name the new lot.
 */
export async function persistFitLot(
  tx: Tx,
  auction: FitLotAuction,
  lot: FitLotLines,
  meta: EntryMeta,
  { alsoLock = [] }: { alsoLock?: readonly number[] } = {},
): Promise<WrittenFitLot | null> {
  if (lot.lines === 0) return null;
  const targetYearId = await targetYearIdOf(tx, auction.fiscalYear);
  await tx.execute(sql`select pg_advisory_xact_lock(${FIT_LOT_LOCK}, ${auction.fiscalYear})`);
  const accountOf = await buyerAccounts(tx, lot.member, targetYearId);
  const fitPool = await fitPoolLineId(tx, await systemAccountId(tx, 'fit-supply'), targetYearId);
  const holdingsLot = `holdings_lot_${auction.marketNo}`;
  const postingsLot = `postings_lot_${auction.marketNo}`;

  await createLotTable(
    tx,
    holdingsLot,
    'holdings',
    sql`target_year_id = ${sql.raw(String(targetYearId))} and product_cd = 1
        and holding_class_cd = ${sql.raw(String(PROCURED))} and organization_id is not null`,
  );
  // The lines' ids are drawn from the holdings sequence first, so that the postings can name them
  // and go in by COPY as well (INSERT … SELECT from the lot logs every row on its own).
  const ids = await nextHoldingIds(tx, lot.lines);
  await copyRowsIn(tx, holdingsLot, LOT_COLUMNS, lotRows(lot, ids, accountOf, targetYearId));
  const sold = lot.volume.subarray(0, lot.lines).reduce((sum, v) => sum + v, 0);
  const held = await debitPoolAndCreditHeldLines(tx, {
    lotTable: holdingsLot,
    buyers: [...new Set(accountOf.values())],
    targetYearId,
    fitPool,
    alsoLock,
    sold,
  });
  await attachLot(tx, holdingsLot, 'holdings', [
    { key: 'primary key', columns: sql`id` },
    { key: 'unique', columns: sql`account_id, target_year_id, product_cd, holding_class_cd, facility_id` },
    { columns: sql`organization_id, target_year_id, product_cd, (facility_id collate "C"), holding_class_cd` },
  ]);

  const entryId = await insertEntry(tx, 'clearing', meta);
  // Its target year in the CHECK too: the members' history leaves other years' lots out (0019).
  await createLotTable(
    tx,
    postingsLot,
    'postings',
    sql`entry_id = ${sql.raw(String(entryId))} and target_year_id = ${sql.raw(String(targetYearId))} and product_cd = 1`,
  );
  await tx.execute(sql`
    insert into ${sql.identifier(postingsLot)} (${sql.raw(POSTING_COLUMNS.join(', '))})
    select ${entryId}::bigint, id, organization_id, target_year_id, product_cd, holding_class_cd, facility_id, ${-sold}::bigint
      from holdings where id = ${fitPool}`);
  await copyRowsIn(tx, postingsLot, POSTING_COLUMNS, postingRows(lot, ids, held, entryId, targetYearId));
  await attachLot(tx, postingsLot, 'postings', [
    { columns: sql`organization_id, target_year_id, product_cd, created_at, id` },
  ]);
  return { entryId, created: lot.lines - held.size, credited: held.size };
}

/**
 * An empty table like holdings or postings, with their defaults and checks and one more check of
 * its own (what the lot holds, so that the planner can leave it out of other years' queries).
 */
async function createLotTable(tx: Tx, name: string, parent: 'holdings' | 'postings', check: SQL): Promise<void> {
  const table = sql.identifier(name);
  const storage = parent === 'holdings' ? sql` with (fillfactor = 85)` : sql``;
  await tx.execute(
    sql`create table ${table} (like ${sql.identifier(parent)} including defaults including constraints)${storage}`,
  );
  await tx.execute(sql`alter table ${table} add constraint ${sql.identifier(`${name}_check`)} check (${check})`);
}

/** An index of a lot: its columns, and whether it is the table's primary key or a unique key. */
interface LotIndex {
  key?: 'primary key' | 'unique';
  columns: SQL;
}

/**
 * The lot's indexes built on its rows, then every other index and trigger of its parent (the
 * ledger's append-only guards of migration 0006, the reference triggers, whatever a later migration
 * adds: completeLot), then the lot made a child of its parent table.
 */
async function attachLot(
  tx: Tx,
  name: string,
  parent: 'holdings' | 'postings',
  indexes: readonly LotIndex[],
): Promise<void> {
  const table = sql.identifier(name);
  for (const { key, columns } of indexes)
    await tx.execute(
      key ? sql`alter table ${table} add ${sql.raw(key)} (${columns})` : sql`create index on ${table} (${columns})`,
    );
  await completeLot(tx, name, parent);
  await tx.execute(sql`alter table ${table} inherit ${sql.identifier(parent)}`);
}

/**
 * The sold total leaves the FIT supply's pool line, and lines the buyers already hold (in holdings
 * or an earlier lot; the new lot is not a child yet) are credited in place and taken out of the
 * lot. Those lines and the pool line are locked in holding id order first, and a pool short of
 * the sale refuses the clearing. Returns the lot's line id → the held line's id, for the postings.
 */
async function debitPoolAndCreditHeldLines(
  tx: Tx,
  o: {
    lotTable: string;
    buyers: number[];
    targetYearId: number;
    fitPool: number;
    alsoLock: readonly number[];
    sold: number;
  },
): Promise<Map<number, number>> {
  const lot = sql.identifier(o.lotTable);
  await tx.execute(sql`
    create temp table lot_existing on commit drop as
    select l.id as lot_id, h.id as holding_id, l.balance as volume
      from holdings h join ${lot} l on l.account_id = h.account_id and l.facility_id = h.facility_id
     where h.account_id = any(${sql.param(o.buyers)}::int[]) and h.target_year_id = ${o.targetYearId}
       and h.product_cd = 1 and h.holding_class_cd = ${PROCURED}`);
  const held = new Map(
    (await rowsOf<{ lot_id: string; holding_id: string }>(tx, sql`select lot_id, holding_id from lot_existing`)).map(
      (r) => [Number(r.lot_id), Number(r.holding_id)],
    ),
  );
  await lockInIdOrder(
    tx,
    sql`select holding_id from lot_existing union all select unnest(${sql.param([o.fitPool, ...o.alsoLock])}::bigint[])`,
  );
  const [pool] = await rowsOf<{ balance: string }>(tx, sql`select balance from holdings where id = ${o.fitPool}`);
  if (Number(pool!.balance) < o.sold)
    throw ledgerRefusal({
      reason: 'INSUFFICIENT_BALANCE',
      message: `FIT supply holds ${pool!.balance} of ${o.sold} kWh sold`,
    });
  await tx.execute(sql`update holdings set balance = balance - ${o.sold} where id = ${o.fitPool}`);
  if (held.size > 0) {
    // The year's own tables only (its lots and the parent), by the lots' CHECK: over ten years of
    // lots an id join alone plans a scan of every lot (0.7 s of a 1.3 s clearing at 39 lots).
    await tx.execute(sql`analyze lot_existing`);
    await tx.execute(
      sql`update holdings h set balance = h.balance + e.volume from lot_existing e
           where h.id = e.holding_id and h.target_year_id = ${o.targetYearId}
             and h.product_cd = 1 and h.holding_class_cd = ${PROCURED}`,
    );
    await tx.execute(sql`delete from ${lot} l using lot_existing e where l.id = e.lot_id`);
  }
  return held;
}

/** Arbitrary int4 naming FIT lot writing among two-key advisory locks (the second key: the target year). */
export const FIT_LOT_LOCK = 72_016_019;

/**
 * Each buyer's member account (created at its first movement), with the buyers, their accounts and
 * the target year locked FOR KEY SHARE as the holdings insert trigger would lock them.
 */
async function buyerAccounts(tx: Tx, member: Int32Array, targetYearId: number): Promise<Map<number, number>> {
  const members = [...new Set(member)];
  await tx.execute(sql`
    insert into accounts (kind, organization_id) select 'member', unnest(${sql.param(members)}::int[])
    on conflict do nothing`);
  await tx.execute(sql`select 1 from organizations where id = any(${sql.param(members)}::int[]) for key share`);
  await tx.execute(sql`select 1 from target_years where id = ${targetYearId} for key share`);
  const rows = await rowsOf<{ id: number; organization_id: number }>(
    tx,
    sql`select id, organization_id from accounts where organization_id = any(${sql.param(members)}::int[]) for key share`,
  );
  return new Map(rows.map((r) => [Number(r.organization_id), Number(r.id)]));
}
