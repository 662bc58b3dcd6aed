import { sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db';
import { AppError } from '../../../errors/app-error';
import { isExpired, usableUntil } from '@/lib/domain/ledger';
import { formatDate } from '@/lib/domain/calendar/jst';
import { recordAudit, type Actor } from '../audit/record-audit';
import { getSystemState } from '../system/system-state';
import type { ProgressSink } from '../uploads/upload-progress';
import { FIT_LOT_LOCK } from './fit-lots';
import { rowsOf } from '../../db/raw-rows';
import { LEDGER_PARENTS, type LedgerParent } from '../../db/lot-ddl';
import { dropYearViewsOf, refreshYearViews } from '../../db/year-views';
import { targetYearIdOf } from './ledger-accounts';

/** The lots of one target year: its FIT clearings' holdings_lot_N and postings_lot_N. */
export interface YearLots {
  fiscalYear: number;
  marketNos: number[];
  /** Buyers' lines held in the year's lots (the catalogue's estimate, exact after the lot's index builds). */
  lines: number;
  /** The target year is closed (see closedYearRefusal) and its lots may be folded. */
  closed: boolean;
  usableUntil: string;
}

export interface FoldResult {
  fiscalYear: number;
  /** Lots (auctions) folded; 0 when the year had none left: a repeat is a no-op. */
  lots: number;
  holdings: number;
  postings: number;
  message: string;
}

/**
 * Every target year that has lots, oldest first, with whether it may be folded on the business
 * date. Read from the catalogue (pg_inherits) and the auctions the lots are named after.
 */
export async function listYearLots(db: Executor): Promise<YearLots[]> {
  const { businessDate } = await getSystemState(db);
  const rows = await rowsOf<{ fiscal_year: number; market_no: number; lines: string }>(
    db,
    sql`select a.fiscal_year, a.market_no, greatest(c.reltuples, 0)::bigint::text as lines
          from pg_inherits i join pg_class c on c.oid = i.inhrelid
          join auctions a on c.relname = 'holdings_lot_' || a.market_no
         where i.inhparent = 'holdings'::regclass
         order by a.fiscal_year, a.market_no`,
  );
  const years = new Map<number, YearLots>();
  for (const r of rows) {
    const year = years.get(r.fiscal_year) ?? {
      fiscalYear: r.fiscal_year,
      marketNos: [],
      lines: 0,
      closed: isExpired(r.fiscal_year, businessDate),
      usableUntil: usableUntil(r.fiscal_year),
    };
    year.marketNos.push(r.market_no);
    year.lines += Number(r.lines);
    years.set(r.fiscal_year, year);
  }
  return [...years.values()];
}

/**
 * Folds the lots of a closed target year back into holdings and postings (decision 0019), so lots
 * do not pile up over the years: one transaction for the whole year, so it is all or nothing.
 * - Closed: the business date is past the year's usable period (domain.md#usable-period: certificates of
 *   target year Y are usable until (Y+1)/06/30; after that they no longer move) and no auction of
 *   the year is still open or waiting for its clearing. Otherwise refused in Japanese.
 * - Each lot is locked EXCLUSIVE (plain reads go on, writes and row locks wait), its rows are
 *   copied into the parent with their ids (INSERT … SELECT), and only at the end are the year's
 *   views dropped and each lot detached and dropped, which takes ACCESS EXCLUSIVE on them for the
 *   catalogue change alone: members' reads see the lot's rows until then, wait for the commit, and
 *   read the parent's rows from then on.
 * - A year without lots answers a no-op message (a repeat after a fold, or a year never cleared).
 * FIT clearings of the year take the same advisory lock, so none writes a lot meanwhile.
 */
export async function foldYearLots(
  db: Db,
  actor: Actor,
  fiscalYear: number,
  onProgress?: ProgressSink,
): Promise<FoldResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIT_LOT_LOCK}, ${fiscalYear})`);
    await refuseUnlessClosed(tx, fiscalYear);
    const marketNos = (await listYearLots(tx)).find((y) => y.fiscalYear === fiscalYear)?.marketNos ?? [];
    if (marketNos.length === 0) {
      return {
        fiscalYear,
        lots: 0,
        holdings: 0,
        postings: 0,
        message: `${fiscalYear}年度のロットはありません（統合済みか、FIT約定がありません）。何も変更していません。`,
      };
    }
    const total = marketNos.length * 2 + 1;
    let done = 0;
    const step = () => onProgress?.({ phase: 'write', done: (done += 1), total });
    onProgress?.({ phase: 'write', done: 0, total });
    const moved: Record<LedgerParent, number> = { holdings: 0, postings: 0 };
    for (const marketNo of marketNos) {
      for (const parent of LEDGER_PARENTS) {
        moved[parent] += await copyLotIntoParent(tx, parent, `${parent}_lot_${marketNo}`);
        step();
      }
    }
    // The catalogue change last: ACCESS EXCLUSIVE on each lot from here to the commit.
    await tx.execute(sql`set local lock_timeout = '60s'`);
    const lots = marketNos.flatMap((marketNo) =>
      LEDGER_PARENTS.map((parent) => ({ parent, lot: sql.identifier(`${parent}_lot_${marketNo}`) })),
    );
    // The year's views go first (readers lock a view before its tables: year-views.ts
    // dropYearViewsOf), then the lots leave the parents, and the views are built again without
    // them (the parent's rows alone), so the lots can go.
    const targetYearId = await targetYearIdOf(tx, fiscalYear);
    await dropYearViewsOf(tx, targetYearId);
    for (const { parent, lot } of lots) await tx.execute(sql`alter table ${lot} no inherit ${sql.identifier(parent)}`);
    await refreshYearViews(tx, targetYearId);
    for (const { lot } of lots) await tx.execute(sql`drop table ${lot}`);
    step();
    await recordAudit(tx, {
      actor,
      action: 'ledger.fold-lots',
      entity: 'target_year',
      entityId: fiscalYear,
      before: { lots: marketNos },
      after: moved,
    });
    return {
      fiscalYear,
      lots: marketNos.length,
      ...moved,
      message: `${fiscalYear}年度のロット ${marketNos.length.toLocaleString('ja-JP')} 件（保有 ${moved.holdings.toLocaleString('ja-JP')} 行、明細 ${moved.postings.toLocaleString('ja-JP')} 行）を保有・明細テーブルへ統合しました。`,
    };
  });
}

/** The year must exist, be past its usable period, and have no auction left to clear. */
async function refuseUnlessClosed(tx: Tx, fiscalYear: number): Promise<void> {
  const [year] = await rowsOf<{ id: number }>(tx, sql`select id from target_years where target_year = ${fiscalYear}`);
  if (!year) throw new AppError('C_AC_006');
  const { businessDate } = await getSystemState(tx);
  if (!isExpired(fiscalYear, businessDate)) {
    throw new AppError('C_SH_006', {
      message: `${fiscalYear}年度はまだ締まっていないため、ロットを統合できません（証書の利用期限 ${formatDate(usableUntil(fiscalYear))} の翌日から統合できます）。`,
    });
  }
  const pending = await rowsOf<{ market_no: number }>(
    tx,
    sql`select market_no from auctions where fiscal_year = ${fiscalYear} and cleared_at is null
         order by market_no limit 1`,
  );
  if (pending[0]) {
    throw new AppError('C_SH_006', {
      message: `${fiscalYear}年度は市場番号 ${pending[0].market_no} の約定処理が済んでいないため、ロットを統合できません。`,
    });
  }
}

/** Copies a lot's rows, ids included, into the parent alone; the lot is locked against writes first. */
async function copyLotIntoParent(tx: Tx, parent: LedgerParent, lot: string): Promise<number> {
  const lotTable = sql.identifier(lot);
  await tx.execute(sql`lock table ${lotTable} in exclusive mode`);
  const columns = await rowsOf<{ name: string }>(
    tx,
    sql`select attname as name from pg_attribute
         where attrelid = ${parent}::regclass and attnum > 0 and not attisdropped order by attnum`,
  );
  const list = sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const inserted = await rowsOf<{ n: string }>(
    tx,
    sql`with moved as (insert into ${sql.identifier(parent)} (${list})
                       select ${list} from only ${lotTable} returning 1)
        select count(*)::text as n from moved`,
  );
  return Number(inserted[0]?.n ?? 0);
}
