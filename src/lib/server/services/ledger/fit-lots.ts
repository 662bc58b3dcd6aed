import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Tx } from '../../db';
import { copyField, copyRowsIn, copyRowsOut } from '../../db/copy';
import { PROCURED } from '@/lib/domain/ledger';
import { systemAccountId, targetYearIdOf } from './ledger-accounts';
import { ledgerRefusal } from './ledger-errors';
import type { EntryMeta } from './persist-entry';
import { insertEntry, lockInIdOrder, rowsOf } from './set-based';
import { fitPoolLineId } from './fit-pool';

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

const LOT_COLUMNS = [
  'id',
  'account_id',
  'organization_id',
  'target_year_id',
  'product_cd',
  'holding_class_cd',
  'facility_id',
  'balance',
] as const;

const POSTING_COLUMNS = [
  'entry_id',
  'holding_id',
  'organization_id',
  'target_year_id',
  'product_cd',
  'holding_class_cd',
  'facility_id',
  'volume',
] as const;

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
  const holdingsLot = sql.identifier(`holdings_lot_${auction.marketNo}`);
  const postingsLot = sql.identifier(`postings_lot_${auction.marketNo}`);

  await tx.execute(sql`create table ${holdingsLot} (like holdings including defaults including constraints)
    with (fillfactor = 85)`);
  await tx.execute(sql`alter table ${holdingsLot} add constraint ${sql.identifier(`holdings_lot_${auction.marketNo}_check`)}
    check (target_year_id = ${sql.raw(String(targetYearId))} and product_cd = 1 and holding_class_cd = ${sql.raw(String(PROCURED))}
           and organization_id is not null)`);
  // The lines' ids are drawn from the holdings sequence first, so that the postings can name them
  // and go in by COPY as well (INSERT … SELECT from the lot logs every row on its own).
  const ids = await nextHoldingIds(tx, lot.lines);
  await copyRowsIn(tx, `holdings_lot_${auction.marketNo}`, LOT_COLUMNS, lotRows(lot, ids, accountOf, targetYearId));

  // Lines the buyers already hold: in the ledger or an earlier lot (the new lot is not a child yet).
  const buyers = [...new Set(accountOf.values())];
  await tx.execute(sql`
    create temp table lot_existing on commit drop as
    select l.id as lot_id, h.id as holding_id, l.balance as volume
      from holdings h join ${holdingsLot} l on l.account_id = h.account_id and l.facility_id = h.facility_id
     where h.account_id = any(${sql.param(buyers)}::int[]) and h.target_year_id = ${targetYearId}
       and h.product_cd = 1 and h.holding_class_cd = ${PROCURED}`);
  const held = new Map(
    (await rowsOf<{ lot_id: string; holding_id: string }>(tx, sql`select lot_id, holding_id from lot_existing`)).map(
      (r) => [Number(r.lot_id), Number(r.holding_id)],
    ),
  );
  await lockInIdOrder(
    tx,
    sql`select holding_id from lot_existing union all select unnest(${sql.param([fitPool, ...alsoLock])}::bigint[])`,
  );
  const sold = lot.volume.subarray(0, lot.lines).reduce((sum, v) => sum + v, 0);
  const [pool] = await rowsOf<{ balance: string }>(tx, sql`select balance from holdings where id = ${fitPool}`);
  if (Number(pool!.balance) < sold)
    throw ledgerRefusal({
      reason: 'INSUFFICIENT_BALANCE',
      message: `FIT supply holds ${pool!.balance} of ${sold} kWh sold`,
    });
  await tx.execute(sql`update holdings set balance = balance - ${sold} where id = ${fitPool}`);
  if (held.size > 0) {
    await tx.execute(
      sql`update holdings h set balance = h.balance + e.volume from lot_existing e where h.id = e.holding_id`,
    );
    await tx.execute(sql`delete from ${holdingsLot} l using lot_existing e where l.id = e.lot_id`);
  }

  await tx.execute(sql`alter table ${holdingsLot} add primary key (id)`);
  await tx.execute(sql`create unique index on ${holdingsLot}
    (account_id, target_year_id, product_cd, holding_class_cd, facility_id)`);
  await tx.execute(sql`create index on ${holdingsLot}
    (organization_id, target_year_id, product_cd, (facility_id collate "C"), holding_class_cd)`);
  await appendOnly(tx, holdingsLot, 'account_id, organization_id, target_year_id, facility_id');
  await tx.execute(sql`alter table ${holdingsLot} inherit holdings`);

  const entryId = await insertEntry(tx, 'clearing', meta);
  await tx.execute(sql`create table ${postingsLot} (like postings including defaults including constraints)`);
  await tx.execute(sql`alter table ${postingsLot} add constraint ${sql.identifier(`postings_lot_${auction.marketNo}_check`)}
    check (entry_id = ${sql.raw(String(entryId))})`);
  await tx.execute(sql`
    insert into ${postingsLot} (entry_id, holding_id, organization_id, target_year_id, product_cd, holding_class_cd, facility_id, volume)
    select ${entryId}::bigint, id, organization_id, target_year_id, product_cd, holding_class_cd, facility_id, ${-sold}::bigint
      from holdings where id = ${fitPool}`);
  await copyRowsIn(
    tx,
    `postings_lot_${auction.marketNo}`,
    POSTING_COLUMNS,
    postingRows(lot, ids, held, entryId, targetYearId),
  );
  await tx.execute(sql`create index on ${postingsLot} (organization_id, target_year_id, product_cd, created_at, id)`);
  await appendOnly(tx, postingsLot, 'entry_id, holding_id, organization_id');
  await tx.execute(sql`alter table ${postingsLot} inherit postings`);
  return { entryId, created: lot.lines - held.size, credited: held.size };
}

/** Arbitrary int4 naming FIT lot writing among two-key advisory locks (the second key: the target year). */
const FIT_LOT_LOCK = 72_016_019;

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

/** `count` new ids of the holdings sequence (one COPY of nextval over a series). */
async function nextHoldingIds(tx: Tx, count: number): Promise<Float64Array> {
  const ids = new Float64Array(count);
  let at = 0;
  let carry = '';
  // The sequence's name once: pg_get_serial_sequence called per row took eight times as long.
  const [{ name }] = (await rowsOf<{ name: string }>(
    tx,
    sql`select pg_get_serial_sequence('holdings', 'id') as name`,
  )) as [{ name: string }];
  const series = `select nextval(${pg.escapeLiteral(name)}::regclass) from generate_series(1, ${Number(count)})`;
  for await (const chunk of copyRowsOut(tx, series)) {
    const lines = (carry + chunk).split('\n');
    carry = lines.pop()!;
    for (const line of lines) ids[at++] = Number(line);
  }
  if (carry) ids[at++] = Number(carry);
  if (at !== count) throw new Error(`holdings sequence gave ${at} of ${count} ids`);
  return ids;
}

/** Text chunks of a few thousand COPY lines each. */
function* chunked(lines: number, line: (i: number) => string): Generator<string> {
  let chunk = '';
  for (let i = 0; i < lines; i++) {
    chunk += line(i);
    if (chunk.length > 1 << 16) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/** The lot's holding rows in COPY text format. */
function lotRows(
  lot: FitLotLines,
  ids: Float64Array,
  accountOf: Map<number, number>,
  targetYearId: number,
): Generator<string> {
  const fixed = `\t${targetYearId}\t1\t${PROCURED}\t`;
  return chunked(lot.lines, (i) => {
    const member = lot.member[i]!;
    return `${ids[i]}\t${accountOf.get(member)}\t${member}${fixed}${copyField(lot.facilityIds[lot.facility[i]!]!)}\t${lot.volume[i]}\n`;
  });
}

/** One posting per line, naming the lot's line or, for a line the buyer held already, that line. */
function postingRows(
  lot: FitLotLines,
  ids: Float64Array,
  held: Map<number, number>,
  entryId: number,
  targetYearId: number,
): Generator<string> {
  const fixed = `\t${targetYearId}\t1\t${PROCURED}\t`;
  return chunked(lot.lines, (i) => {
    const holding = held.get(ids[i]!) ?? ids[i];
    return `${entryId}\t${holding}\t${lot.member[i]}${fixed}${copyField(lot.facilityIds[lot.facility[i]!]!)}\t${lot.volume[i]}\n`;
  });
}

/** The ledger's append-only guards (migration 0006) on a lot table, which statements may name directly. */
async function appendOnly(tx: Tx, table: SQL | ReturnType<typeof sql.identifier>, keyColumns: string): Promise<void> {
  await tx.execute(sql`create trigger append_only before delete or truncate on ${table}
    for each statement execute function ledger_append_only()`);
  await tx.execute(sql`create trigger keys_fixed before update of ${sql.raw(keyColumns)} on ${table}
    for each statement execute function ledger_append_only()`);
}
