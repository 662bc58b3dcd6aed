import { ClearingInputError } from './clearing-input-error';
import type { Bid, ContractedBid, FitBuyBid, FitFacility } from './types';
import { validateBids } from './validate-bids';

/** Contracts must be real bids, won within their bid volume, with at most two FIT preferences. */
export function validateContracts<B extends Bid>(contracts: readonly ContractedBid<B>[]): ContractedBid<B>[] {
  validateBids([contracts.map((c) => c.bid)]);
  for (const { bid, contractedVolume } of contracts) {
    if (!Number.isSafeInteger(contractedVolume) || contractedVolume < 0 || contractedVolume > bid.volume) {
      throw new ClearingInputError(`bid ${bid.bidId}: contracted volume ${contractedVolume} outside 0..${bid.volume}`);
    }
    const preferences = (bid as FitBuyBid).preferences;
    if (preferences && preferences.length > 2) {
      throw new ClearingInputError(`bid ${bid.bidId}: at most two tracking preferences`);
    }
  }
  return contracts.slice();
}

/** Returns the total facility volume, which must stay a safe integer. */
export function validateFacilities(facilities: readonly FitFacility[]): number {
  let total = 0;
  for (const f of facilities) {
    if (!Number.isSafeInteger(f.volume) || f.volume < 0) {
      throw new ClearingInputError(`facility ${f.facilityId}: volume must be a non-negative integer`);
    }
    total += f.volume;
  }
  if (!Number.isSafeInteger(total)) throw new ClearingInputError('total facility volume exceeds 2^53 - 1 kWh');
  return total;
}
