import type { Executor } from '../../db';
import type { MarketSummary } from '@/lib/domain/clearing';
import { contractedPriceRange } from '@/lib/domain/auction/auction-labels';
import type { AdminDashboardResponse, DashboardClearing, DashboardRound } from '@/lib/schemas/admin';
import { toJstIso } from '../../time/jst-timestamp';
import { getSystemState } from '../system/system-state';
import { listAuctions, type AuctionListRow } from '../auctions/list-auctions';
import { config } from '../../config';
import { countPendingChanges } from './change-requests/list-change-requests';

/**
 * The console's first page: what `ops status` and `ops list-auctions` print, read by the same
 * services. The current round is the latest one begun and not wholly cleared; the next is the
 * first whose auctions all wait for their window; the last clearing is the round cleared last.
 */
export async function getDashboard(db: Executor): Promise<AdminDashboardResponse> {
  const [system, rows, pendingChangeRequests] = await Promise.all([
    getSystemState(db),
    listAuctions(db),
    countPendingChanges(db),
  ]);
  const rounds = [...groupByRound(rows).values()];
  const begun = rounds.filter((r) => r.some((a) => a.state !== 'scheduled'));
  const current = begun.filter((r) => r.some((a) => a.state !== 'cleared')).at(-1);
  const next = rounds.find((r) => r.every((a) => a.state === 'scheduled'));
  return {
    businessDate: system.businessDate,
    businessDateFixed: system.businessDateFixed,
    maintenance: system.maintenance,
    currentRound: current ? roundOf(current) : null,
    nextRound: next ? roundOf(next) : null,
    lastClearing: lastClearing(rows),
    fourEyes: config().ADMIN_FOUR_EYES,
    pendingChangeRequests,
  };
}

/** Rounds in order (marketNo = fiscal year × 100 + round × 10 + product). */
function groupByRound(rows: AuctionListRow[]): Map<number, AuctionListRow[]> {
  const rounds = new Map<number, AuctionListRow[]>();
  for (const row of rows) {
    const key = Math.floor(row.auction.marketNo / 10);
    rounds.set(key, [...(rounds.get(key) ?? []), row]);
  }
  return rounds;
}

function roundOf(rows: AuctionListRow[]): DashboardRound {
  return {
    fiscalYear: rows[0]!.auction.fiscalYear,
    roundNo: rows[0]!.auction.roundNo,
    auctions: rows.map((r) => ({
      marketNo: r.auction.marketNo,
      productCd: r.auction.productCd,
      state: r.state,
      opensAt: toJstIso(r.auction.opensAt),
      closesAt: toJstIso(r.auction.closesAt),
      activeBids: r.activeBids,
    })),
  };
}

function lastClearing(rows: AuctionListRow[]): DashboardClearing[] {
  const cleared = rows.filter((r) => r.auction.clearedAt && r.auction.summary);
  const latest = cleared.reduce<AuctionListRow | undefined>(
    (best, r) => (!best || r.auction.clearedAt! > best.auction.clearedAt! ? r : best),
    undefined,
  );
  if (!latest) return [];
  const round = Math.floor(latest.auction.marketNo / 10);
  return cleared
    .filter((r) => Math.floor(r.auction.marketNo / 10) === round)
    .map((r) => {
      const s = r.auction.summary as MarketSummary;
      return {
        marketNo: r.auction.marketNo,
        productCd: r.auction.productCd,
        clearedAt: toJstIso(r.auction.clearedAt!),
        method: s.method,
        contractedPrice: contractedPriceRange(s),
        totalContractedVolume: s.totalContractedVolume,
        biddingMemberCount: s.biddingMemberCount,
        contractedMemberCount: s.contractedMemberCount,
      };
    });
}
