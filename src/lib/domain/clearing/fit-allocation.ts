import { fitSupplyOf } from './fit-supply';
import { ALLOCATION_SOURCES, allocateFitSupply } from './fit-supply-allocation';
import type { FitAllocationInput, FitAllocationResult, FitAllocationRow } from './types';
import { validateContracts, validateDemand, validateFacilities } from './validate-allocation';

/**
 * FIT tracking allocation (domain.md#fit-allocation) for callers holding facility objects: the columnar engine
 * (allocateFitSupply) with one object per draw. At market size prefer the columns throughout; this
 * adapter builds a million of each.
 */
export function allocateFitTracking(input: FitAllocationInput): FitAllocationResult {
  // Bad input is refused with the error it always got: contracts, volumes, demand, then duplicate ids.
  validateContracts(input.contracts);
  validateDemand(input.contracts, validateFacilities(input.facilities));
  const supply = fitSupplyOf(input.facilities);
  const allocation = allocateFitSupply({ contracts: input.contracts, supply, marketNo: input.marketNo });

  const rows = new Array<FitAllocationRow>(allocation.rows);
  for (let row = 0; row < allocation.rows; row++) {
    rows[row] = {
      buyBidId: input.contracts[allocation.contract[row]!]!.bid.bidId,
      facilityId: supply.facilityIds[allocation.facility[row]!]!,
      volume: allocation.volume[row]!,
      source: ALLOCATION_SOURCES[allocation.source[row]!]!,
    };
  }
  return { rows, unallocatedVolume: allocation.unallocatedVolume };
}
