import type { Db } from '../../db';
import { STATE_NAMES, contractedPriceRange } from '@/lib/domain/auction/auction-labels';
import type { AdminClearing } from '@/lib/schemas/admin-clearing';
import type { MarketSummary } from '@/lib/domain/clearing/types';
import { describeAuction } from '../auctions/describe-auction';
import { priceYen } from '../auctions/auction-view';
import { marketCurveSteps } from '../bids/market-curve-steps';
import { fullLevels } from '@/lib/domain/auction';
import { getClearingRun } from '../auctions/clearing-job/get-clearing-run';
import { CLEARING_PHASE_NAMES, CLEARING_PHASES, type ClearingRun } from '../auctions/clearing-job/run-state';
import { memberOutcomes, statementTotals } from './clearing-result';
import { reofferTargets } from '../auctions/fit-supply-rests';

function runView(run: ClearingRun): NonNullable<AdminClearing['run']> {
  const step = run.phase
    ? CLEARING_PHASES.indexOf(run.phase) + 1
    : run.state === 'succeeded'
      ? CLEARING_PHASES.length
      : 0;
  return {
    state: run.state,
    stateName: run.stateName,
    phaseName: run.phase ? CLEARING_PHASE_NAMES[run.phase] : null,
    phaseStep: step,
    phaseCount: CLEARING_PHASES.length,
    attempts: run.attempts,
    requestedAt: run.requestedAt.toISOString(),
    startedAt: run.startedAt?.toISOString() ?? null,
    finishedAt: run.finishedAt?.toISOString() ?? null,
    errorMessage: run.errorMessage,
  };
}

/** "0.90～1.80 円/kWh", "0.85 円/kWh", or 約定なし (the label 約定価格 stands beside it). */
function priceTextOf(summary: MarketSummary): string {
  const range = contractedPriceRange(summary);
  return range === null ? '約定なし' : `${range} 円/kWh`;
}

/**
 * One auction's clearing as the console shows it: the latest run's progress (readable from any
 * app server while it runs) and, once cleared, the result, each member's outcome, the whole supply
 * and demand curves and the statements.
 */
export async function getClearing(db: Db, marketNo: number): Promise<AdminClearing> {
  const run = await getClearingRun(db, marketNo);
  // While it runs, only the progress: on PGlite every other read would wait for the clearing.
  if (run && (run.state === 'queued' || run.state === 'running'))
    return { marketNo, auctionState: '約定処理中', run: runView(run), result: null };
  const overview = await describeAuction(db, marketNo);
  const summary = overview.summary;
  return {
    marketNo,
    auctionState: STATE_NAMES[overview.state],
    run: run ? runView(run) : null,
    result: summary
      ? {
          priceText: priceTextOf(summary),
          contractedVolume: summary.totalContractedVolume,
          biddingMembers: summary.biddingMemberCount,
          contractedMembers: summary.contractedMemberCount,
          members: await memberOutcomes(db, overview.auction.id),
          statements: await statementTotals(db, overview.auction.id),
          fitSupplyReturned: overview.auction.productCd === 1 ? overview.supply.returned : null,
          fitSupplyRests: overview.rests
            ? { ...overview.rests, targets: await reofferTargets(db, overview.auction.fiscalYear) }
            : null,
          curve: {
            ...(await marketCurveSteps(db, overview.auction, fullLevels)),
            clearingPrice: priceYen(overview.auction.clearingPriceCents),
          },
        }
      : null,
  };
}
