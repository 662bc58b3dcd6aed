import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { bulkInsert } from '../../db/bulk';
import { allocations, auctions, bidResults, bids } from '../../db/schema';
import { auctionState } from '@/lib/domain/auction';
import { clearBook } from '@/lib/domain/auction/clear-book';
import { buildRelease, type JournalEntry } from '@/lib/domain/ledger';
import { AppError } from '../../http/app-error';
import { actorId, recordAudit, type Actor } from '../audit/record-audit';
import { persistClearingDeliveries } from '../ledger/persist-deliveries';
import { persistEntry } from '../ledger/persist-entry';
import { persistFitSupplyReturn, type ReturnedFitSupply } from '../ledger/persist-fit-supply-return';
import { ledgerRefusal } from '../ledger/ledger-errors';
import { issueStatements } from '../settlements/issue-statements';
import { loadBook } from './clearing/load-book';
import { marketInstant } from './market-clock';

/** The steps of a clearing, reported as they start (the CLI shows them). */
export type ClearingPhase = 'book' | 'engine' | 'results' | 'ledger' | 'statements';

export interface ClearResult {
  marketNo: number;
  alreadyCleared: boolean;
  contractedVolume: number;
  statements: number;
  /** FIT: the unsold rest returned to the certification source (decision 0011); null otherwise. */
  fitSupplyReturned: ReturnedFitSupply | null;
}

/**
 * Clears one closed auction in one transaction: the auction row is locked FOR UPDATE (bid entry
 * holds it FOR SHARE, so entry and clearing never interleave, and a second server or a repeat
 * waits and then finds it cleared); the engine runs on the book; bid results, allocations, ledger
 * deliveries, the return of unsold FIT supply (decision 0011), released reservations, settlement
 * statements and the summary are written together.
 */
export async function clearAuction(
  db: Db,
  actor: Actor,
  marketNo: number,
  { onPhase }: { onPhase?: (phase: ClearingPhase) => void } = {},
): Promise<ClearResult> {
  const progress = (phase: ClearingPhase) => onPhase?.(phase);
  return db.transaction(async (tx) => {
    const [auction] = await tx.select().from(auctions).where(eq(auctions.marketNo, marketNo)).for('update');
    if (!auction) throw new AppError('C_SH_002', { message: `市場番号 ${marketNo} の市場は存在しません。` });
    if (auction.clearedAt)
      return { marketNo, alreadyCleared: true, contractedVolume: 0, statements: 0, fitSupplyReturned: null };
    // The database clock, as bid entry and the operator's close use: one clock for all servers.
    const { at: now, businessDate } = await marketInstant(tx);
    if (auctionState(auction, now) !== 'closed') {
      throw new AppError('C_SH_006', { message: '入札受付中または受付前の市場は約定処理できません。' });
    }

    progress('book');
    const book = await loadBook(tx, auction);
    progress('engine');
    const outcome = clearBook(book);
    progress('results');
    const bidRows = new Map(
      (await tx.select().from(bids).where(eq(bids.auctionId, auction.id))).map((b) => [String(b.id), b]),
    );

    const results = outcome.outcomes;
    await bulkInsert(tx, bidResults, {
      bidId: results.map((o) => Number(o.bidId)),
      auctionId: results.map(() => auction.id),
      organizationId: results.map((o) => o.organizationId),
      contractedVolume: results.map((o) => o.contractedVolume),
      contractedPriceCents: results.map((o) => o.contractedPriceCents),
      amountYen: results.map((o) => o.amountYen),
      status: results.map((o) => o.status),
    });
    const shares = outcome.allocations;
    await bulkInsert(tx, allocations, {
      auctionId: shares.map(() => auction.id),
      buyBidId: shares.map((a) => Number(a.buyBidId)),
      sellBidId: shares.map((a) => (a.sellBidId === null ? null : Number(a.sellBidId))),
      facilityId: shares.map((a) => a.facilityId),
      volume: shares.map((a) => a.volume),
      source: shares.map((a) => a.source),
    });

    progress('ledger');
    const meta = { actor: actorId(actor), businessDate, reference: `市場番号 ${marketNo}` };
    // Before the deliveries: it locks every FIT-supply line the auction offered (lock order, 0011).
    const returned =
      auction.productCd === 1 ? await persistFitSupplyReturn(tx, auction, { actor: meta.actor, businessDate }) : null;
    const fitSupplyReturned = returned && { facilities: returned.facilities, volume: returned.volume };
    await persistClearingDeliveries(
      tx,
      { auctionId: auction.id, targetYear: auction.fiscalYear, productCd: auction.productCd as 1 | 2 | 3 },
      meta,
    );
    const releases = releaseEntry(auction, outcome);
    if (releases) await persistEntry(tx, releases, meta);

    progress('statements');
    const statements = await issueStatements(
      tx,
      auction,
      businessDate,
      outcome.outcomes.map((o) => {
        const bid = bidRows.get(o.bidId)!;
        return {
          organizationId: o.organizationId,
          bidNo: bid.bidNo,
          side: bid.bidTypeCd === 1 ? 'sell' : 'buy',
          volume: o.contractedVolume,
          priceCents: o.contractedPriceCents ?? 0,
        };
      }),
    );
    await tx
      .update(auctions)
      .set({ clearedAt: now, clearingPriceCents: outcome.summary.clearingPriceCents, summary: outcome.summary })
      .where(eq(auctions.id, auction.id));
    const contractedVolume = outcome.summary.totalContractedVolume;
    await recordAudit(tx, {
      actor,
      action: 'auction.clear',
      entity: 'auction',
      entityId: marketNo,
      after: { ...outcome.summary, statements, fitSupplyReturned },
    });
    return { marketNo, alreadyCleared: false, contractedVolume, statements, fitSupplyReturned };
  });
}

/** Every sell bid's unsold reservation, released in the clearing's transaction (no postings). */
function releaseEntry(
  auction: { fiscalYear: number; productCd: number },
  outcome: ReturnType<typeof clearBook>,
): JournalEntry | null {
  const reservations = outcome.releases.flatMap((r) => {
    const built = buildRelease({
      memberId: r.organizationId,
      targetYear: auction.fiscalYear,
      productCd: auction.productCd as 1 | 2 | 3,
      facilityId: r.facilityId,
      volume: r.volume,
    });
    if (!built.ok) throw ledgerRefusal(built.error);
    return built.value.reservations;
  });
  return reservations.length ? { kind: 'clearing', postings: [], reservations } : null;
}
