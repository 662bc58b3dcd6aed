import { ClearingInputError } from './clearing-input-error';
import type { FitSupply } from './fit-supply';
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

/** Refuses contracts that need more kWh than the facilities offer. */
export function validateDemand(contracts: readonly ContractedBid[], supplyVolume: number): void {
  let demand = 0;
  for (const c of contracts) demand += c.contractedVolume;
  if (demand > supplyVolume) {
    throw new ClearingInputError(`contracted ${demand} kWh exceeds facility supply ${supplyVolume} kWh`);
  }
}

/**
 * The columnar engine's O(n) checks of what it relies on: equal column lengths, volumes non-negative
 * safe integers with a safe total (returned), as validateFacilities does for objects.
 */
export function validateSupplyVolumes(supply: FitSupply): number {
  const n = supply.facilityIds.length;
  for (const column of [supply.prefecture, supply.municipality, supply.reType, supply.plantGroup, supply.volume]) {
    if (column.length !== n) throw new ClearingInputError(`supply columns differ in length (${column.length} ≠ ${n})`);
  }
  let total = 0;
  for (let i = 0; i < n; i++) {
    const volume = supply.volume[i]!;
    if (!Number.isSafeInteger(volume) || volume < 0) {
      throw new ClearingInputError(`facility ${supply.facilityIds[i]}: volume must be a non-negative integer`);
    }
    total += volume;
  }
  if (!Number.isSafeInteger(total)) throw new ClearingInputError('total facility volume exceeds 2^53 - 1 kWh');
  return total;
}

/** Ids strictly ascending: the canonical order and the binary search for a facility id rely on it. */
export function validateSupplyOrder(supply: FitSupply): void {
  const ids = supply.facilityIds;
  for (let i = 1; i < ids.length; i++) {
    if (ids[i - 1]! < ids[i]!) continue;
    if (ids[i - 1] === ids[i]) throw new ClearingInputError(`duplicate facilityId ${ids[i]}`);
    throw new ClearingInputError(`facilityIds not in ascending order at ${ids[i]}`);
  }
}
