import { CURVE_MIN_OTHER_MEMBERS } from './curve-disclosure';

/*
 * Decision record 0022: the public market results apply the bid curve's thin-market rule (0009)
 * to aggregates. A curve step must combine at least three members other than its viewer; a public
 * figure has no known viewer, and the reader may be one of the members it sums, so a figure is
 * published only when the members it combines number at least three plus one: subtracting one's
 * own part then still leaves the sum of three or more competitors.
 */
export const AGGREGATE_MIN_MEMBERS = CURVE_MIN_OTHER_MEMBERS + 1;

/** One side's figures of a cleared auction, before the rule. */
export interface SideTotals {
  volume: number;
  members: number;
}

/** What the contracted bids of one side add up to (FIT buys: pay as bid). */
export interface ContractTotals extends SideTotals {
  /** Σ price × kWh in cent·kWh, exact (decimal text from the database). */
  amountCentKwh: bigint;
  minPriceCents: number | null;
  maxPriceCents: number | null;
}

export interface AuctionAggregates {
  isFit: boolean;
  /** Single price (non-FIT); null when nothing traded. */
  clearingPriceCents: number | null;
  buys: SideTotals;
  /** Non-FIT sell bids; FIT has none (its supply is the operator's, not a member's). */
  sells: SideTotals;
  contractedBuys: ContractTotals;
  contractedSells: SideTotals;
  fitSupplyVolume: number;
}

export type WithheldFigure = 'contract' | 'buy' | 'sell' | 'supply';

export interface PublishedAggregates {
  /** Non-FIT: the single price. FIT: the volume-weighted average, rounded half up to the cent. */
  contractPriceCents: number | null;
  contractLowestPriceCents: number | null;
  contractHighestPriceCents: number | null;
  contractVolume: number | null;
  buyVolume: number | null;
  sellVolume: number | null;
  fitSupplyVolume: number | null;
  buyerCount: number;
  sellerCount: number | null;
  withheld: WithheldFigure[];
}

function aggregateDisclosed(members: number): boolean {
  return members >= AGGREGATE_MIN_MEMBERS;
}

/** Volume-weighted average price in cents, half up; null for no volume. */
export function weightedAverageCents(amountCentKwh: bigint, volume: number): number | null {
  if (volume <= 0) return null;
  const v = BigInt(volume);
  return Number((amountCentKwh * 2n + v) / (2n * v));
}

/**
 * The figures the public may read, and the only rule every surface applies (the public results,
 * the market summaries of the API and the members' result screen). Member counts are always shown
 * (they carry no price or kWh); each side's bid volume needs that side's members; the contract
 * (price and kWh together) needs the contracted members of each member side. Nothing traded is no
 * member's data: 0 kWh, no price.
 *
 * A FIT auction's supply goes with its contract: contract = min(supply, demand), so with the
 * demand shown (enough buyers, too few of them contracted) a published supply would be the
 * withheld contract whenever the supply sold out. Across the rounds of a year see
 * publishedYearAggregates.
 */
export function publishedAggregates(a: AuctionAggregates): PublishedAggregates {
  const withheld: WithheldFigure[] = [];
  const traded = a.contractedBuys.volume > 0;
  const contractShown =
    !traded ||
    (aggregateDisclosed(a.contractedBuys.members) && (a.isFit || aggregateDisclosed(a.contractedSells.members)));
  if (!contractShown) withheld.push('contract');
  const buyShown = a.buys.members === 0 || aggregateDisclosed(a.buys.members);
  if (!buyShown) withheld.push('buy');
  const sellShown = a.isFit || a.sells.members === 0 || aggregateDisclosed(a.sells.members);
  if (!sellShown) withheld.push('sell');
  const supplyShown = !a.isFit || contractShown;
  if (!supplyShown) withheld.push('supply');
  const price = a.isFit
    ? weightedAverageCents(a.contractedBuys.amountCentKwh, a.contractedBuys.volume)
    : a.clearingPriceCents;
  return {
    contractPriceCents: contractShown && traded ? price : null,
    contractLowestPriceCents: contractShown && traded && a.isFit ? a.contractedBuys.minPriceCents : null,
    contractHighestPriceCents: contractShown && traded && a.isFit ? a.contractedBuys.maxPriceCents : null,
    contractVolume: contractShown ? a.contractedBuys.volume : null,
    buyVolume: buyShown ? a.buys.volume : null,
    sellVolume: a.isFit || !sellShown ? null : a.sells.volume,
    fitSupplyVolume: a.isFit && supplyShown ? a.fitSupplyVolume : null,
    buyerCount: a.buys.members,
    sellerCount: a.isFit ? null : a.sells.members,
    withheld,
  };
}

/**
 * A fiscal year's auctions, each under publishedAggregates, and one rule across them: the rests a
 * FIT clearing returns (supply − contract) are offered again in later FIT rounds of the year, so
 * the supplies of a year's rounds are linked, and a round offering only rests (or a first round
 * followed by one) would let the public work a withheld contract out of published supplies and
 * contracts (supply_k = supply_k−1 − contract_k−1 + new supply). While any FIT auction of the year
 * has its contract withheld, no FIT supply of that year is published: contracts and demands
 * alone give a withheld contract only a bound (it is at most the demand), never its value.
 */
export function publishedYearAggregates(year: readonly AuctionAggregates[]): PublishedAggregates[] {
  const each = year.map(publishedAggregates);
  const fitContractWithheld = year.some((a, i) => a.isFit && each[i]!.withheld.includes('contract'));
  if (!fitContractWithheld) return each;
  return each.map((p, i) =>
    year[i]!.isFit && !p.withheld.includes('supply')
      ? { ...p, fitSupplyVolume: null, withheld: [...p.withheld, 'supply'] }
      : p,
  );
}
