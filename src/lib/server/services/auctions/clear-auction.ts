import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { bulkInsert } from '../../db/bulk';
import { auctions, bidResults } from '../../db/schema';
import { auctionState } from '@/lib/domain/auction';
import type { BidOutcome, BookBid } from '@/lib/domain/auction/clear-book';
import { AppError } from '../../../errors/app-error';
import { actorId, recordAudit, type Actor } from '../audit/record-audit';
import type { ReturnedFitSupply } from '../ledger/persist-fit-supply-return';
import { issueStatements } from '../settlements/issue-statements';
import { clearFitAuction } from './clearing/clear-fit-auction';
import { clearNonFitAuction } from './clearing/clear-non-fit-auction';
import { loadBids } from './clearing/load-book';
import { marketInstant } from './market-clock';
import { refreshYearViews } from '@/lib/server/db/year-views';

/** The steps of a clearing, reported as they start (the CLI and the console show them). */
export type ClearingPhase = 'book' | 'engine' | 'results' | 'ledger' | 'statements';

export interface ClearResult {
  marketNo: number;
  alreadyCleared: boolean;
  contractedVolume: number;
  statements: number;
  /** FIT: the unsold rest returned to the certification source (decision 0011); null otherwise. */
  fitSupplyReturned: ReturnedFitSupply | null;
}

/** What one product's clearing path hands back to the common steps. */
export interface ClearedBook {
  outcomes: BidOutcome[];
  summary: { totalContractedVolume: number; clearingPriceCents: number | null };
  fitSupplyReturned: ReturnedFitSupply | null;
}

/**
 * Clears one closed auction in one transaction: the auction row is locked FOR UPDATE (bid entry
 * holds it FOR SHARE, so entry and clearing never interleave, and a second server or a repeat
 * waits and then finds it cleared); the engine runs on the book; bid results, the tracking
 * allocation, the ledger deliveries (FIT: the buyers' lot, decision 0019), the return of unsold FIT
 * supply (0011), released reservations, settlement statements and the summary are written together.
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
    // A clearing's few large statements: JIT compiling them costs more than it saves, and the
    // hash of the buyers' existing lines should stay in memory.
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`set local work_mem = '128MB'`);

    progress('book');
    const bids = await loadBids(tx, auction.id);
    const meta = { actor: actorId(actor), businessDate, reference: `市場番号 ${marketNo}` };
    const writeResults = (outcomes: BidOutcome[]) => writeBidResults(tx, auction.id, outcomes);
    const cleared =
      auction.productCd === 1
        ? await clearFitAuction(tx, auction, bids, meta, { progress, writeResults })
        : await clearNonFitAuction(tx, auction, bids, meta, { progress, writeResults });

    progress('statements');
    const bidOf = new Map<string, BookBid>(bids.map((b) => [b.bidId, b]));
    const statements = await issueStatements(
      tx,
      auction,
      businessDate,
      cleared.outcomes.map((o) => {
        const bid = bidOf.get(o.bidId)!;
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
      .set({ clearedAt: now, clearingPriceCents: cleared.summary.clearingPriceCents, summary: cleared.summary })
      .where(eq(auctions.id, auction.id));
    const { fitSupplyReturned } = cleared;
    await recordAudit(tx, {
      actor,
      action: 'auction.clear',
      entity: 'auction',
      entityId: marketNo,
      after: { ...cleared.summary, statements, fitSupplyReturned },
    });
    // A FIT clearing's new lot joins the year's views last: building them locks the members'
    // reads of the year until the commit (decision 0019), so that wait is the commit's alone.
    if (auction.productCd === 1) await refreshYearViews(tx, auction.targetYearId);
    const contractedVolume = cleared.summary.totalContractedVolume;
    return { marketNo, alreadyCleared: false, contractedVolume, statements, fitSupplyReturned };
  });
}

async function writeBidResults(tx: Tx, auctionId: number, results: BidOutcome[]): Promise<void> {
  await bulkInsert(tx, bidResults, {
    bidId: results.map((o) => Number(o.bidId)),
    auctionId: results.map(() => auctionId),
    organizationId: results.map((o) => o.organizationId),
    contractedVolume: results.map((o) => o.contractedVolume),
    contractedPriceCents: results.map((o) => o.contractedPriceCents),
    amountYen: results.map((o) => o.amountYen),
    status: results.map((o) => o.status),
  });
}
