import { ClearingInputError } from './clearing-input-error';
import { compareBuyPriority, compareSellPriority } from './priority-order';
import type { NonFitAllocationInput, NonFitAllocationRow } from './types';
import { validateContracts } from './validate-allocation';

/**
 * Non-FIT tracking allocation (domain.md#non-fit-allocation): the facility lines sold are handed to the buys, the
 * highest buy price taking from the lowest sell price first (time priority after price on both
 * sides). Everyone paid the one clearing price, so this order only decides whose certificate carries
 * which facility, and it rewards the bids that set the price most aggressively.
 */
export function allocateNonFitTracking(input: NonFitAllocationInput): NonFitAllocationRow[] {
  const buys = validateContracts(input.buys)
    .filter((c) => c.contractedVolume > 0)
    .sort((a, b) => compareBuyPriority(a.bid, b.bid));
  const sells = validateContracts(input.sells)
    .filter((c) => c.contractedVolume > 0)
    .sort((a, b) => compareSellPriority(a.bid, b.bid));
  const bought = buys.reduce((sum, c) => sum + c.contractedVolume, 0);
  const sold = sells.reduce((sum, c) => sum + c.contractedVolume, 0);
  if (bought !== sold) throw new ClearingInputError(`contracted buys ${bought} kWh ≠ contracted sells ${sold} kWh`);

  const rows: NonFitAllocationRow[] = [];
  let s = 0;
  let sellLeft = sells[0]?.contractedVolume ?? 0;
  for (const buy of buys) {
    let need = buy.contractedVolume;
    while (need > 0) {
      const sell = sells[s]!;
      const volume = Math.min(need, sellLeft);
      rows.push({ buyBidId: buy.bid.bidId, sellBidId: sell.bid.bidId, facilityId: sell.bid.facilityId, volume });
      need -= volume;
      sellLeft -= volume;
      if (sellLeft === 0) sellLeft = sells[++s]?.contractedVolume ?? 0;
    }
  }
  return rows;
}
