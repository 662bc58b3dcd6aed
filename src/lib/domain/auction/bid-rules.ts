/** Bid checks of domain.md#bid-rules that need no database: band, price step, volume unit. */

/** Smallest bid volume (decision): 1,000 kWh, in whole kWh. */
export const BID_MIN_VOLUME = 1_000;
export const BID_MAX_VOLUME = 100_000_000_000;
/** Lines one multi-line sell may carry: a generator's facilities, with room to spare. */
export const SELL_LINES_MAX = 2000;

export interface PriceBand {
  minPriceCents: number;
  maxPriceCents: number;
}

export type BidProblem =
  | { kind: 'price-below-band'; minPriceCents: number }
  | { kind: 'price-above-band'; maxPriceCents: number }
  | { kind: 'volume-below-minimum'; min: number }
  | { kind: 'volume-above-maximum'; max: number };

/** Prices arrive as integer cents (0.01 円 steps are enforced when the text is parsed). */
export function bidProblems(
  priceCents: number,
  volume: number,
  band: PriceBand,
  maxVolume = BID_MAX_VOLUME,
): BidProblem[] {
  const problems: BidProblem[] = [];
  if (priceCents < band.minPriceCents) problems.push({ kind: 'price-below-band', minPriceCents: band.minPriceCents });
  if (priceCents > band.maxPriceCents) problems.push({ kind: 'price-above-band', maxPriceCents: band.maxPriceCents });
  if (volume < BID_MIN_VOLUME) problems.push({ kind: 'volume-below-minimum', min: BID_MIN_VOLUME });
  if (volume > maxVolume) problems.push({ kind: 'volume-above-maximum', max: maxVolume });
  return problems;
}

/** Spec bidTypeCd. */
export const BID_TYPE_SELL = 1;
export const BID_TYPE_BUY = 2;

/** A member may bid only in a market it takes part in: FIT (product 1) or non-FIT (2, 3). */
export function participates(
  member: { fitParticipation: boolean; nonFitParticipation: boolean },
  productCd: number,
): boolean {
  return productCd === 1 ? member.fitParticipation : member.nonFitParticipation;
}
