import { eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db';
import { auctions, fitSupplyReturns } from '../../db/schema';
import { buildFitSupplyReturn } from '@/lib/domain/ledger';
import { ledgerRefusal } from './ledger-errors';
import { persistEntry, type EntryMeta } from './persist-entry';
import { rowsOf } from '../../db/raw-rows';

export interface FitSupplyAuction {
  id: number;
  marketNo: number;
  fiscalYear: number;
}

export interface ReturnedFitSupply {
  facilities: number;
  volume: number;
}

/** The return entry's reference: shown in the ledger beside the clearing's own entry. */
export function fitSupplyReturnReference(marketNo: number): string {
  return `市場番号 ${marketNo} FIT供給 売れ残り返還`;
}

/**
 * Decision 0011: what a FIT auction did not sell of its supply leaves the FIT supply for the
 * certification source, as one journal entry (kind clearing, reference fitSupplyReturnReference)
 * between the two accounts' FIT pool lines of the year (decision 0019); how many facilities kept a
 * rest, and how much, is recorded in fit_supply_returns (zeros and no entry when everything sold).
 * Must run inside the caller's transaction.
 */
export async function persistFitSupplyReturn(
  tx: Tx,
  auction: FitSupplyAuction,
  unsold: ReturnedFitSupply,
  meta: Omit<EntryMeta, 'reference'>,
): Promise<ReturnedFitSupply & { entryId: number | null }> {
  let entryId: number | null = null;
  if (unsold.volume > 0) {
    const built = buildFitSupplyReturn({ targetYear: auction.fiscalYear, volume: unsold.volume });
    if (!built.ok) throw ledgerRefusal(built.error);
    ({ entryId } = await persistEntry(tx, built.value, {
      ...meta,
      reference: fitSupplyReturnReference(auction.marketNo),
    }));
  }
  await tx.insert(fitSupplyReturns).values({ auctionId: auction.id, journalEntryId: entryId, ...unsold });
  return { entryId, ...unsold };
}

/**
 * The unsold rest of an auction cleared before decision 0011, from its supply list and its
 * per-facility allocation rows (clearings of that time wrote them).
 */
export async function unsoldOfEarlyClearing(tx: Executor, auctionId: number): Promise<ReturnedFitSupply> {
  const [row] = await rowsOf<{ facilities: string; volume: string }>(
    tx,
    sql`select count(*) as facilities, coalesce(sum(s.volume - coalesce(al.volume, 0)), 0)::text as volume
          from auction_supplies s
          left join (select facility_id, sum(volume) as volume from allocations
                      where auction_id = ${auctionId} group by 1) al on al.facility_id = s.facility_id
         where s.auction_id = ${auctionId} and s.volume > coalesce(al.volume, 0)`,
  );
  return { facilities: Number(row!.facilities), volume: Number(row!.volume) };
}

/** The return written for an auction, or null when there is none. */
export async function recordedFitSupplyReturn(db: Executor, marketNo: number): Promise<ReturnedFitSupply | null> {
  const [row] = await db
    .select({ facilities: fitSupplyReturns.facilities, volume: fitSupplyReturns.volume })
    .from(fitSupplyReturns)
    .innerJoin(auctions, eq(auctions.id, fitSupplyReturns.auctionId))
    .where(eq(auctions.marketNo, marketNo));
  return row ?? null;
}
