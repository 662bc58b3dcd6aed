import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { yearExpiries } from '../../db/schema';
import { AUTHORIZED, isExpired, PROCURED, usableUntil } from '@/lib/domain/ledger';
import { formatDate } from '@/lib/domain/calendar/jst';
import { AppError } from '../../../errors/app-error';
import { actorId, recordAudit, type Actor } from '../audit/record-audit';
import { getSystemState } from '../system/system-state';
import { rowsOf } from '../../db/raw-rows';
import { FIT_LOT_LOCK } from './fit-lots';
import { systemAccountId, targetYearIdOf } from './ledger-accounts';
import { countOf, insertEntry, lockInIdOrder } from './set-based';

/** Advisory lock key of a year's expiry (with the fiscal year): one expiry of a year at a time. */
export const EXPIRY_LOCK = 72_016_036;

/** One member's expired volume of one product and class (the audit record's and the stored figures). */
export interface ExpiredTotal {
  memberNumber: string;
  productCd: number;
  holdingClassCd: number;
  lines: number;
  volume: number;
}

export interface ExpiryResult {
  fiscalYear: number;
  /** The year had expired already (a repeat, another server's job): nothing changed. */
  alreadyExpired: boolean;
  lines: number;
  /** Every kWh expired: the members' lines and the FIT supply. */
  volume: number;
  fitSupplyVolume: number;
  members: ExpiredTotal[];
  entryId: number | null;
  message: string;
}

const kwh = (n: number) => n.toLocaleString('ja-JP');

/**
 * 失効 (decision 0029): on the day after usableUntil(Y) by the market's business date, every unused
 * authorized and procured member line of target year Y (their lots included: an UPDATE of holdings
 * reaches its inheritance children) and whatever the FIT supply account still holds of the year move
 * to the retirement account, in one transaction and one journal entry of kind expire, written
 * set-based (decision 0008): one lock pass in id order, a temp table of the lines, one UPDATE, one
 * upsert of the retirement lines, one INSERT … SELECT of the postings. The shape is buildExpiry's:
 * non-FIT per facility, FIT into the retirement account's pool line of the year.
 * - Once: the year's advisory lock and a year_expiries row written in the same transaction; a
 *   repeat (or a second server) finds the row and changes nothing.
 * - Refused while the usable period lasts, and while an auction of the year is not cleared (its
 *   sell bids reserve volume and its clearing would still move it); each auction row of the year is
 *   taken FOR UPDATE, so an expiry waits for a clearing of the year under way, and then sees it cleared.
 */
export async function expireYear(db: Db, actor: Actor, fiscalYear: number): Promise<ExpiryResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${EXPIRY_LOCK}, ${fiscalYear})`);
    const targetYearId = await targetYearIdOf(tx, fiscalYear);
    const done = await recordedExpiry(tx, targetYearId);
    if (done) return done;
    const { businessDate } = await getSystemState(tx);
    await refuseUnlessDue(tx, fiscalYear, businessDate);
    await tx.execute(sql`select pg_advisory_xact_lock(${FIT_LOT_LOCK}, ${fiscalYear})`);
    await tx.execute(sql`set local work_mem = '128MB'`);

    const fitSupply = await systemAccountId(tx, 'fit-supply');
    const retirement = await systemAccountId(tx, 'retirement');
    const expiring = sql`target_year_id = ${targetYearId} and balance > 0 and (account_id = ${fitSupply}
      or (organization_id is not null and holding_class_cd in (${AUTHORIZED}, ${PROCURED})))`;
    await lockInIdOrder(tx, sql`select id from holdings where ${expiring}`);
    // The locked lines, read once: every later statement works on this table (with statistics, so
    // the UPDATE's join is planned for a million rows).
    await tx.execute(sql`
      create temp table expiring_lines on commit drop as
      select id, account_id, organization_id, product_cd, holding_class_cd, facility_id, balance as volume, reserved
        from holdings where ${expiring}`);
    await tx.execute(sql`analyze expiring_lines`);
    const reserved = await countOf(tx, sql`select count(*) as n from expiring_lines where reserved > 0`);
    if (reserved > 0) {
      throw new AppError('C_SH_006', {
        message: `${fiscalYear}年度には売り入札で予約中の残高があるため、失効処理できません。`,
      });
    }
    const lines = await countOf(tx, sql`select count(*) as n from expiring_lines where organization_id is not null`);
    const [sums] = await rowsOf<{ volume: string; fit_supply: string }>(
      tx,
      sql`select coalesce(sum(volume), 0)::text as volume,
                 coalesce(sum(volume) filter (where organization_id is null), 0)::text as fit_supply
            from expiring_lines`,
    );
    const volume = Number(sums!.volume);
    const fitSupplyVolume = Number(sums!.fit_supply);
    const members = await memberTotals(tx);

    let entryId: number | null = null;
    if (volume > 0) {
      entryId = await insertEntry(tx, 'expire', {
        actor: actorId(actor),
        businessDate,
        reference: `${fiscalYear}年度 利用期限（${formatDate(usableUntil(fiscalYear))}）経過による失効`,
      });
      await moveToRetirement(tx, targetYearId, retirement, entryId, lines);
    }
    await tx.insert(yearExpiries).values({
      targetYearId,
      fiscalYear,
      journalEntryId: entryId,
      businessDate,
      actor: actorId(actor),
      lines,
      volume,
      fitSupplyVolume,
      totals: members,
    });
    await recordAudit(tx, {
      actor,
      action: 'ledger.expire-year',
      entity: 'target_year',
      entityId: fiscalYear,
      after: { entryId, lines, volume, fitSupplyVolume, members },
    });
    return {
      fiscalYear,
      alreadyExpired: false,
      lines,
      volume,
      fitSupplyVolume,
      members,
      entryId,
      message:
        `${fiscalYear}年度の未使用分を失効させました（会員 ${kwh(new Set(members.map((m) => m.memberNumber)).size)} 社、` +
        `${kwh(lines)} 行、${kwh(volume - fitSupplyVolume)} kWh、FIT供給 ${kwh(fitSupplyVolume)} kWh）。`,
    };
  });
}

/** The stored expiry of the year as a no-op answer, or null when the year has not expired. */
async function recordedExpiry(tx: Tx, targetYearId: number): Promise<ExpiryResult | null> {
  const [row] = await tx.select().from(yearExpiries).where(eq(yearExpiries.targetYearId, targetYearId));
  if (!row) return null;
  return {
    fiscalYear: row.fiscalYear,
    alreadyExpired: true,
    lines: row.lines,
    volume: row.volume,
    fitSupplyVolume: row.fitSupplyVolume,
    members: row.totals as ExpiredTotal[],
    entryId: row.journalEntryId,
    message: `${row.fiscalYear}年度は失効処理済みです（業務日 ${formatDate(row.businessDate)}、${kwh(row.lines)} 行、${kwh(row.volume)} kWh）。何も変更していません。`,
  };
}

/** Past the usable period, and no auction of the year left to clear (its rows held FOR UPDATE). */
async function refuseUnlessDue(tx: Tx, fiscalYear: number, businessDate: string): Promise<void> {
  if (!isExpired(fiscalYear, businessDate)) {
    throw new AppError('C_SH_006', {
      message: `${fiscalYear}年度の証書は${formatDate(usableUntil(fiscalYear))}まで利用期間中のため、失効処理できません（翌日から実行できます）。`,
    });
  }
  const auctions = await rowsOf<{ market_no: number; cleared: boolean }>(
    tx,
    sql`select market_no, cleared_at is not null as cleared from auctions
         where fiscal_year = ${fiscalYear} order by id for update`,
  );
  const pending = auctions.find((a) => !a.cleared);
  if (pending) {
    throw new AppError('C_SH_006', {
      message: `${fiscalYear}年度は市場番号 ${pending.market_no} の約定処理が済んでいないため、失効処理できません。`,
    });
  }
}

async function memberTotals(tx: Tx): Promise<ExpiredTotal[]> {
  const rows = await rowsOf<{
    member_number: string;
    product_cd: number;
    holding_class_cd: number;
    lines: string;
    volume: string;
  }>(
    tx,
    sql`select o.member_number, e.product_cd, e.holding_class_cd, count(*)::text as lines, sum(e.volume)::text as volume
          from expiring_lines e join organizations o on o.id = e.organization_id
         group by 1, 2, 3 order by 1, 2, 3`,
  );
  return rows.map((r) => ({
    memberNumber: r.member_number,
    productCd: r.product_cd,
    holdingClassCd: r.holding_class_cd,
    lines: Number(r.lines),
    volume: Number(r.volume),
  }));
}

/**
 * The entry's writes: the expiring lines emptied (members' volume kept as expired), the retirement
 * lines credited (non-FIT per facility, FIT in the year's pool line '*'), and the postings.
 */
async function moveToRetirement(
  tx: Tx,
  targetYearId: number,
  retirement: number,
  entryId: number,
  memberLineCount: number,
): Promise<void> {
  const updated = await countOf(
    tx,
    sql`with done as (
          update holdings h
             set balance = 0, expired = h.expired + case when e.organization_id is null then 0 else e.volume end
            from expiring_lines e
           where h.id = e.id and h.target_year_id = ${targetYearId}
          returning 1)
        select count(*) as n from done`,
  );
  const expected = await countOf(tx, sql`select count(*) as n from expiring_lines`);
  if (updated !== expected || expected < memberLineCount)
    throw new Error(`expiry updated ${updated} of ${expected} lines`);
  await tx.execute(sql`
    create temp table retiring on commit drop as
    select product_cd, case when product_cd = 1 then '*' else facility_id end as facility_id, sum(volume) as volume
      from expiring_lines group by 1, 2`);
  await tx.execute(sql`
    insert into holdings (account_id, organization_id, target_year_id, product_cd, holding_class_cd, facility_id, balance)
    select ${retirement}::int, null::int, ${targetYearId}::int, product_cd, 0, facility_id, volume from retiring
    on conflict (account_id, target_year_id, product_cd, holding_class_cd, facility_id)
    do update set balance = holdings.balance + excluded.balance`);
  await tx.execute(sql`
    insert into postings (entry_id, holding_id, organization_id, target_year_id, product_cd, holding_class_cd, facility_id, volume)
    select ${entryId}::bigint, e.id, e.organization_id, ${targetYearId}::int, e.product_cd, e.holding_class_cd, e.facility_id, -e.volume
      from expiring_lines e
    union all
    select ${entryId}::bigint, h.id, null::int, ${targetYearId}::int, h.product_cd, 0, h.facility_id, r.volume
      from retiring r join holdings h
        on h.account_id = ${retirement} and h.target_year_id = ${targetYearId} and h.product_cd = r.product_cd
       and h.holding_class_cd = 0 and h.facility_id = r.facility_id`);
}
