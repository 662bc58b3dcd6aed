import { codesInOrder, summarize, toBidResult } from './bid-result';
import { inOrder, priorityOrder } from './priority-order';
import { rationProRata } from './pro-rata';
import type { BidResult, BuyBid, MultiPriceInput, MultiPriceResult } from './types';
import { validateBids, validateVolume } from './validate-bids';

/**
 * FIT pay-as-bid clearing (domain.md#multi-price-clearing-fit): buys in price-then-time order take supply while it lasts,
 * each at its own price. Supply is consumed a whole price level at a time, so when it runs out inside
 * a level, that level is shared pro rata instead of going to whoever entered first.
 */
export function clearMultiPrice<B extends BuyBid>(input: MultiPriceInput<B>): MultiPriceResult<B> {
  const members = validateBids([input.buys]);
  validateVolume(input.supplyVolume, 'supplyVolume');

  const order = priorityOrder(input.buys, -1);
  const ordered = inOrder(input.buys, order);
  const filled = new Float64Array(ordered.length);
  let supply = input.supplyVolume;

  for (let start = 0; start < ordered.length && supply > 0;) {
    const price = ordered[start]!.priceCents;
    let end = start;
    let levelVolume = 0;
    while (end < ordered.length && ordered[end]!.priceCents === price) levelVolume += ordered[end++]!.volume;

    if (levelVolume <= supply) {
      for (let i = start; i < end; i++) filled[i] = ordered[i]!.volume;
      supply -= levelVolume;
    } else {
      const claims = ordered.slice(start, end).map((b) => b.volume);
      rationProRata(claims, supply).forEach((share, k) => (filled[start + k] = share));
      supply = 0;
    }
    start = end;
  }

  const buys: BidResult<B>[] = ordered.map((bid, i) => toBidResult(bid, 'buy', filled[i]!, bid.priceCents));
  const side = { results: buys, memberCodes: codesInOrder(members.codes[0]!, order) };
  return { buys, summary: summarize('multi-price', null, null, side, null, members.count), unsoldVolume: supply };
}
