import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { allocations, auctions, bidResults, bids } from '../../db/schema';
import { auctionState } from '../../../domain/auction';
import { clearBook } from '../../../domain/auction/clear-book';
import { buildClearingDeliveries, buildRelease, type JournalEntry } from '../../../domain/ledger';
import { AppError } from '../../http/app-error';
import { actorId, recordAudit, type Actor } from '../audit/record-audit';
import { persistEntry } from '../ledger/persist-entry';
import { ledgerRefusal } from '../ledger/ledger-errors';
import { issueStatements } from '../settlements/issue-statements';
import { loadBook } from './clearing/load-book';
import { marketInstant } from './market-clock';

export interface ClearResult {
  marketNo: number;
  alreadyCleared: boolean;
  contractedVolume: number;
  statements: number;
}

const CHUNK = 2000;

/**
 * Clears one closed auction in one transaction: the auction row is locked FOR UPDATE (bid entry
 * holds it FOR SHARE, so entry and clearing never interleave, and a second server or a repeat
 * waits and then finds it cleared); the engine runs on the book; bid results, allocations, ledger
 * deliveries, released reservations, settlement statements and the summary are written together.
 */
export async function clearAuction(db: Db, actor: Actor, marketNo: number): Promise<ClearResult> {
  return db.transaction(async (tx) => {
    const [auction] = await tx.select().from(auctions).where(eq(auctions.marketNo, marketNo)).for('update');
    if (!auction) throw new AppError('C_SH_002', { message: `市場番号 ${marketNo} の市場は存在しません。` });
    if (auction.clearedAt) return { marketNo, alreadyCleared: true, contractedVolume: 0, statements: 0 };
    // The database clock, as bid entry and the operator's close use: one clock for all servers.
    const { at: now, businessDate } = await marketInstant(tx);
    if (auctionState(auction, now) !== 'closed') {
      throw new AppError('C_SH_006', { message: '入札受付中または受付前の市場は約定処理できません。' });
    }

    const outcome = clearBook(await loadBook(tx, auction));
    const bidRows = new Map(
      (await tx.select().from(bids).where(eq(bids.auctionId, auction.id))).map((b) => [String(b.id), b]),
    );

    const resultRows = outcome.outcomes.map((o) => ({
      bidId: Number(o.bidId),
      auctionId: auction.id,
      organizationId: o.organizationId,
      contractedVolume: o.contractedVolume,
      contractedPriceCents: o.contractedPriceCents,
      amountYen: o.amountYen,
      status: o.status,
    }));
    for (let i = 0; i < resultRows.length; i += CHUNK)
      await tx.insert(bidResults).values(resultRows.slice(i, i + CHUNK));
    const allocationRows = outcome.allocations.map((a) => ({
      auctionId: auction.id,
      buyBidId: Number(a.buyBidId),
      sellBidId: a.sellBidId === null ? null : Number(a.sellBidId),
      facilityId: a.facilityId,
      volume: a.volume,
      source: a.source,
    }));
    for (let i = 0; i < allocationRows.length; i += CHUNK)
      await tx.insert(allocations).values(allocationRows.slice(i, i + CHUNK));

    const entry = deliveriesWithReleases(auction, outcome);
    if (entry)
      await persistEntry(tx, entry, { actor: actorId(actor), businessDate, reference: `市場番号 ${marketNo}` });

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
      after: { ...outcome.summary, statements },
    });
    return { marketNo, alreadyCleared: false, contractedVolume, statements };
  });
}

/** One ledger entry: the deliveries, plus the release of every sell bid's unsold reservation. */
function deliveriesWithReleases(
  auction: { fiscalYear: number; productCd: number },
  outcome: ReturnType<typeof clearBook>,
): JournalEntry | null {
  const productCd = auction.productCd as 1 | 2 | 3;
  const reservations = outcome.releases.map((r) => {
    const built = buildRelease({
      memberId: r.organizationId,
      targetYear: auction.fiscalYear,
      productCd,
      facilityId: r.facilityId,
      volume: r.volume,
    });
    if (!built.ok) throw ledgerRefusal(built.error);
    return built.value.reservations;
  });
  if (outcome.deliveries.length === 0) {
    const flat = reservations.flat();
    return flat.length ? { kind: 'clearing', postings: [], reservations: flat } : null;
  }
  const built = buildClearingDeliveries({ targetYear: auction.fiscalYear, productCd, deliveries: outcome.deliveries });
  if (!built.ok) throw ledgerRefusal(built.error);
  return { ...built.value, reservations: [...built.value.reservations, ...reservations.flat()] };
}
