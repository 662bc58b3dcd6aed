import type { Tx } from '@/lib/server/db';
import { bulkInsert } from '@/lib/server/db/bulk';
import { allocationTotals, fitSupplyRests } from '@/lib/server/db/schema';
import { clearFitBook } from '@/lib/domain/auction/clear-fit-book';
import type { BidOutcome, BookBid } from '@/lib/domain/auction/clear-book';
import { persistFitLot } from '@/lib/server/services/ledger/fit-lots';
import { fitPoolLineId } from '@/lib/server/services/ledger/fit-pool';
import { systemAccountId, targetYearIdOf } from '@/lib/server/services/ledger/ledger-accounts';
import { persistFitSupplyReturn } from '@/lib/server/services/ledger/persist-fit-supply-return';
import type { EntryMeta } from '@/lib/server/services/ledger/persist-entry';
import type { ClearedBook, ClearingPhase } from '../clear-auction';
import { readFitSupply } from './read-fit-supply';

interface FitAuctionRow {
  id: number;
  marketNo: number;
  fiscalYear: number;
}

/**
 * The FIT half of a clearing (decision 0019): the supply read as columns, multi price and the
 * tracking allocation, then per bid and source the allocation totals, the buyers' lot (one entry
 * from the FIT supply's pool line) and the return of the unsold rest (0011) with each facility's
 * rest, in the caller's transaction.
 */
export async function clearFitAuction(
  tx: Tx,
  auction: FitAuctionRow,
  bids: BookBid[],
  meta: EntryMeta,
  steps: { progress: (phase: ClearingPhase) => void; writeResults: (outcomes: BidOutcome[]) => Promise<void> },
): Promise<ClearedBook> {
  const supply = await readFitSupply(tx, auction.id);
  steps.progress('engine');
  const outcome = clearFitBook({ marketNo: auction.marketNo, bids, supply });
  steps.progress('results');
  await steps.writeResults(outcome.outcomes);
  const totals = outcome.totals;
  await bulkInsert(tx, allocationTotals, {
    auctionId: totals.map(() => auction.id),
    buyBidId: totals.map((t) => Number(t.bidId)),
    source: totals.map((t) => t.source),
    facilities: totals.map((t) => t.facilities),
    volume: totals.map((t) => t.volume),
  });

  steps.progress('ledger');
  // The return's pool line is locked with the lot's lines, in one pass in id order.
  const targetYearId = await targetYearIdOf(tx, auction.fiscalYear);
  const returning = outcome.unsold.volume > 0;
  const sourcePool = returning
    ? await fitPoolLineId(tx, await systemAccountId(tx, 'certification-source'), targetYearId)
    : null;
  await persistFitLot(tx, auction, { ...outcome.lots, facilityIds: supply.facilityIds }, meta, {
    alsoLock: sourcePool === null ? [] : [sourcePool],
  });
  const returned = await persistFitSupplyReturn(tx, auction, outcome.unsold, meta);
  await bulkInsert(tx, fitSupplyRests, {
    auctionId: outcome.rests.facilityIds.map(() => auction.id),
    facilityId: outcome.rests.facilityIds,
    volume: outcome.rests.volume,
  });
  return {
    outcomes: outcome.outcomes,
    summary: outcome.summary,
    fitSupplyReturned: { facilities: returned.facilities, volume: returned.volume },
  };
}
