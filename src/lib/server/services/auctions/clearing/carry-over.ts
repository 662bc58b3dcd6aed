import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db';

type Auction = { id: number; fiscalYear: number; productCd: number };

/*
 * Decision 0011: FIT supply an auction did not sell stays in the FIT supply account and is offered
 * again by the next FIT auction of the same target year. What is left over from cleared auctions
 * is the account's balance for the year less what the operator loaded for the FIT auctions of that
 * year not yet cleared (this one included): those volumes are still to be offered by their own
 * auctions.
 */
function leftoverLines(auction: Auction): SQL {
  return sql`
    select h.facility_id, h.balance - coalesce(p.pending, 0) as carried
    from holdings h
    join accounts a on a.id = h.account_id and a.kind = 'fit_supply'
    join target_years ty on ty.id = h.target_year_id and ty.target_year = ${auction.fiscalYear}
    left join (
      select s.facility_id, sum(s.volume) as pending
      from auction_supplies s
      join auctions x on x.id = s.auction_id
      where x.product_cd = 1 and x.fiscal_year = ${auction.fiscalYear} and x.cleared_at is null
      group by s.facility_id
    ) p on p.facility_id = h.facility_id
    where h.product_cd = 1 and h.balance - coalesce(p.pending, 0) > 0`;
}

export interface CarriedSupply {
  facilities: number;
  volume: number;
}

/**
 * Inside the clearing's transaction, before the book is read: the leftover of the year becomes
 * this auction's carried supply, one auction_supplies row per facility (added to the facility's
 * own row when the operator also loaded it for this auction).
 */
export async function carryOverFitSupply(tx: Executor, auction: Auction): Promise<CarriedSupply> {
  if (auction.productCd !== 1) return { facilities: 0, volume: 0 };
  // FIT clearings of one target year take turns here: a second one reads the leftover only after
  // the first has taken its share (otherwise it would offer volume the first one sells).
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('nfc:fit-carry-over'), ${auction.fiscalYear})`);
  const rows = await tx.execute(sql`
    with carried as (
      insert into auction_supplies (auction_id, facility_id, volume, carried_volume)
      select ${auction.id}, l.facility_id, 0, l.carried from (${leftoverLines(auction)}) l
      on conflict (auction_id, facility_id) do update set carried_volume = excluded.carried_volume
      returning carried_volume
    )
    select count(*)::text as facilities, coalesce(sum(carried_volume), 0)::text as volume from carried`);
  const [row] = rowsOf<{ facilities: string; volume: string }>(rows);
  return { facilities: Number(row?.facilities ?? 0), volume: Number(row?.volume ?? 0) };
}

/** What clearing the auction now would carry over (ops show, before the clearing). */
export async function pendingCarryOver(db: Executor, auction: Auction): Promise<CarriedSupply> {
  if (auction.productCd !== 1) return { facilities: 0, volume: 0 };
  const rows = await db.execute(sql`
    select count(*)::text as facilities, coalesce(sum(l.carried), 0)::text as volume from (${leftoverLines(auction)}) l`);
  const [row] = rowsOf<{ facilities: string; volume: string }>(rows);
  return { facilities: Number(row?.facilities ?? 0), volume: Number(row?.volume ?? 0) };
}

/** drizzle's execute answers an array on some drivers and a result with rows on others. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}
