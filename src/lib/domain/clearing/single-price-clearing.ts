import { codesInOrder, summarize, toBidResult } from './bid-result';
import { inOrder, priorityOrder } from './priority-order';
import { rationProRata } from './pro-rata';
import { chooseSinglePrice } from './single-price-choice';
import type { Bid, BidResult, SinglePriceInput, SinglePriceResult, Side } from './types';
import { validateBids } from './validate-bids';

/**
 * Fills one side at the clearing price: bids strictly better than the price fill completely, bids at
 * the price share `atPriceAmount`, worse bids get nothing. `ordered` is in priority order, so the bids
 * at the price form one contiguous run and their order carries the entry-time tie-break.
 */
function fillSide<B extends Bid>(
  ordered: readonly B[],
  side: Side,
  price: number | null,
  atPriceAmount: number,
): BidResult<B>[] {
  const better = (p: number) => price !== null && (side === 'buy' ? p > price : p < price);
  const filled = ordered.map((b) => (better(b.priceCents) ? b.volume : 0));
  const first = ordered.findIndex((b) => b.priceCents === price);
  if (first >= 0) {
    let end = first;
    while (end < ordered.length && ordered[end]!.priceCents === price) end++;
    const claims = ordered.slice(first, end).map((b) => b.volume);
    rationProRata(claims, atPriceAmount).forEach((share, k) => (filled[first + k] = share));
  }
  return ordered.map((b, i) => toBidResult(b, side, filled[i]!, price ?? 0));
}

/** Non-FIT call auction: everyone who trades does so at one price (domain.md#single-price-clearing-non-fit). */
export function clearSinglePrice(input: SinglePriceInput): SinglePriceResult {
  const members = validateBids([input.buys, input.sells]);
  const choice = chooseSinglePrice(input.buys, input.sells);
  const price = choice?.priceCents ?? null;
  const executed = choice === null ? 0 : Math.min(choice.demand, choice.supply);

  const buyOrder = priorityOrder(input.buys, -1);
  const sellOrder = priorityOrder(input.sells, 1);
  const buys = fillSide(inOrder(input.buys, buyOrder), 'buy', price, choice ? executed - choice.demandAbove : 0);
  const sells = fillSide(inOrder(input.sells, sellOrder), 'sell', price, choice ? executed - choice.supplyBelow : 0);
  const buySide = { results: buys, memberCodes: codesInOrder(members.codes[0]!, buyOrder) };
  const sellSide = { results: sells, memberCodes: codesInOrder(members.codes[1]!, sellOrder) };
  return {
    buys,
    sells,
    summary: summarize('single-price', price, choice?.decidedByStep ?? null, buySide, sellSide, members.count),
  };
}
