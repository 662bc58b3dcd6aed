import type { Tx } from '@/lib/server/db';
import { bulkInsert } from '@/lib/server/db/bulk';
import { allocations } from '@/lib/server/db/schema';
import { clearBook, type BidOutcome, type BookBid, type ClearingOutcome } from '@/lib/domain/auction/clear-book';
import { buildRelease, type JournalEntry } from '@/lib/domain/ledger';
import { persistClearingDeliveries } from '@/lib/server/services/ledger/persist-deliveries';
import { persistEntry, type EntryMeta } from '@/lib/server/services/ledger/persist-entry';
import { ledgerRefusal } from '@/lib/server/services/ledger/ledger-errors';
import type { ClearedBook, ClearingPhase } from '../clear-auction';

interface NonFitAuctionRow {
  id: number;
  marketNo: number;
  fiscalYear: number;
  productCd: number;
}

/**
 * The non-FIT half of a clearing: single price, the sold lines' facilities allocated to the buys,
 * the deliveries from the sellers' reserved lines (persistClearingDeliveries) and the release of
 * what each sell bid did not sell, in the caller's transaction.
 */
export async function clearNonFitAuction(
  tx: Tx,
  auction: NonFitAuctionRow,
  bids: BookBid[],
  meta: EntryMeta,
  steps: { progress: (phase: ClearingPhase) => void; writeResults: (outcomes: BidOutcome[]) => Promise<void> },
): Promise<ClearedBook> {
  const productCd = auction.productCd as 2 | 3;
  steps.progress('engine');
  const outcome = clearBook({ marketNo: auction.marketNo, productCd, bids });
  steps.progress('results');
  await steps.writeResults(outcome.outcomes);
  const shares = outcome.allocations;
  await bulkInsert(tx, allocations, {
    auctionId: shares.map(() => auction.id),
    buyBidId: shares.map((a) => Number(a.buyBidId)),
    sellBidId: shares.map((a) => Number(a.sellBidId)),
    facilityId: shares.map((a) => a.facilityId),
    volume: shares.map((a) => a.volume),
    source: shares.map((a) => a.source),
  });

  steps.progress('ledger');
  await persistClearingDeliveries(tx, { auctionId: auction.id, targetYear: auction.fiscalYear, productCd }, meta);
  const releases = releaseEntry(auction.fiscalYear, productCd, outcome);
  if (releases) await persistEntry(tx, releases, meta);
  return { outcomes: outcome.outcomes, summary: outcome.summary, fitSupplyReturned: null };
}

/** Every sell bid's unsold reservation, released in the clearing's transaction (no postings). */
function releaseEntry(targetYear: number, productCd: 2 | 3, outcome: ClearingOutcome): JournalEntry | null {
  const reservations = outcome.releases.flatMap((r) => {
    const built = buildRelease({
      memberId: r.organizationId,
      targetYear,
      productCd,
      facilityId: r.facilityId,
      volume: r.volume,
    });
    if (!built.ok) throw ledgerRefusal(built.error);
    return built.value.reservations;
  });
  return reservations.length ? { kind: 'clearing', postings: [], reservations } : null;
}
