import { sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db';
import { systemAccountId, targetYearIdOf } from './ledger-accounts';
import { ledgerRefusal } from './ledger-errors';
import type { EntryMeta } from './persist-entry';
import { countOf, insertEntry, insertPostings, lockInIdOrder, rowsOf } from './set-based';

export interface FitSupplyAuction {
  id: number;
  marketNo: number;
  fiscalYear: number;
}

export interface ReturnedFitSupply {
  facilities: number;
  volume: number;
}

/** The return entry's reference: shown in the history, and how a return already written is found. */
export function fitSupplyReturnReference(marketNo: number): string {
  return `市場番号 ${marketNo} FIT供給 売れ残り返還`;
}

/**
 * Decision 0011: the part of each facility's volume loaded for a FIT auction that the clearing did
 * not allocate leaves the FIT supply account for the certification source, as one journal entry
 * (kind clearing, reference fitSupplyReturnReference) written set-based from auction_supplies and
 * the auction's allocation rows: per returned facility −rest on its FIT-supply line and +rest on
 * its certification-source line, so the entry sums to zero per facility. Nothing is written when
 * everything was sold. Must run inside the caller's transaction, after the allocations are written
 * and before the deliveries: it locks every FIT-supply line the auction offered (sold ones too), so
 * that the deliveries' own lock pass adds only buyers' lines and both passes keep the global order.
 */
export async function persistFitSupplyReturn(
  tx: Tx,
  auction: FitSupplyAuction,
  meta: Omit<EntryMeta, 'reference'>,
): Promise<ReturnedFitSupply & { entryId: number | null }> {
  await tx.execute(sql`
    create temp table unsold_fit_supply on commit drop as
    select s.facility_id, (s.volume - coalesce(al.volume, 0))::bigint as volume
      from auction_supplies s
      left join (select facility_id, sum(volume) as volume from allocations
                  where auction_id = ${auction.id} group by 1) al on al.facility_id = s.facility_id
     where s.auction_id = ${auction.id} and s.volume > coalesce(al.volume, 0)`);
  const [unsold] = await rowsOf<{ facilities: string; volume: string }>(
    tx,
    sql`select count(*) as facilities, coalesce(sum(volume), 0)::text as volume from unsold_fit_supply`,
  );
  const facilities = Number(unsold!.facilities);
  if (facilities === 0) return { entryId: null, facilities: 0, volume: 0 };
  await tx.execute(sql`analyze unsold_fit_supply`);

  const targetYearId = await targetYearIdOf(tx, auction.fiscalYear);
  const fitSupply = await systemAccountId(tx, 'fit-supply');
  const source = await systemAccountId(tx, 'certification-source');
  const line = (account: SQL, facility: SQL) => sql`h.account_id = ${account} and h.target_year_id = ${targetYearId}
    and h.product_cd = 1 and h.holding_class_cd = 0 and h.facility_id = ${facility}`;
  const giving = line(sql`${fitSupply}`, sql`u.facility_id`);
  const taking = line(sql`${source}`, sql`u.facility_id`);
  await lockInIdOrder(
    tx,
    sql`select h.id from auction_supplies s join holdings h on ${line(sql`${fitSupply}`, sql`s.facility_id`)}
         where s.auction_id = ${auction.id}
        union all
        select h.id from unsold_fit_supply u join holdings h on ${taking}`,
  );
  const short = await countOf(
    tx,
    sql`select count(*) as n from unsold_fit_supply u left join holdings h on ${giving}
         where h.id is null or h.balance < u.volume`,
  );
  if (short > 0)
    throw ledgerRefusal({ reason: 'INSUFFICIENT_BALANCE', message: `${short} FIT supply lines cannot return` });

  // One statement per side, with the account as a constant: the planner reads that account's lines
  // by index range (one join over a VALUES list of both accounts misjudged the rows, and was slower).
  for (const [on, sign] of [
    [giving, sql`-`],
    [taking, sql`+`],
  ] as const) {
    const moved = await countOf(
      tx,
      sql`with moved as (
            update holdings h set balance = h.balance ${sign} u.volume from unsold_fit_supply u where ${on} returning 1)
          select count(*) as n from moved`,
    );
    // The load that put the volume in the FIT supply account created both lines.
    if (moved !== facilities) throw new Error(`FIT supply return: ${facilities - moved} holding lines missing`);
  }

  const entryId = await insertEntry(tx, 'clearing', { ...meta, reference: fitSupplyReturnReference(auction.marketNo) });
  await insertPostings(tx, entryId, [
    { volume: sql`-u.volume`, from: sql`unsold_fit_supply u join holdings h on ${giving}` },
    { volume: sql`u.volume`, from: sql`unsold_fit_supply u join holdings h on ${taking}` },
  ]);
  return { entryId, facilities, volume: Number(unsold!.volume) };
}

/** The return written for an auction (its certification-source side), or null when there is none. */
export async function recordedFitSupplyReturn(db: Executor, marketNo: number): Promise<ReturnedFitSupply | null> {
  const [row] = await rowsOf<{ facilities: string; volume: string }>(
    db,
    sql`select count(p.id) filter (where p.volume > 0) as facilities,
               coalesce(sum(p.volume) filter (where p.volume > 0), 0)::text as volume
          from journal_entries e left join postings p on p.entry_id = e.id
         where e.kind = 'clearing' and e.reference = ${fitSupplyReturnReference(marketNo)}
         group by e.id`,
  );
  return row ? { facilities: Number(row.facilities), volume: Number(row.volume) } : null;
}
