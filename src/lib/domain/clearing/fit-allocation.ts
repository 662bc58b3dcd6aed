import { ClearingInputError } from './clearing-input-error';
import { FacilityIndex, type FacilityPool } from './facility-index';
import { compareBuyPriority } from './priority-order';
import { seedFromMarketNo } from './seeded-random';
import { validateContracts, validateFacilities } from './validate-allocation';
import type { AllocationSource, FitAllocationInput, FitAllocationResult, FitAllocationRow } from './types';

/**
 * FIT tracking allocation (domain.md §4). Contracts are served in price-then-time order, so when
 * popular facilities run short the higher bidder keeps its preference. Each contract draws from its
 * first preference, then its second, then from the seeded random order of whatever is left.
 *
 * Cost: O(F) to index (O(F log F) only if facilities arrive unsorted), O(F) per distinct condition
 * set first used, and every cursor only moves forward over exhausted facilities, so the whole pass is
 * O(F + B + rows) rather than O(B × F).
 */
export function allocateFitTracking(input: FitAllocationInput): FitAllocationResult {
  const contracts = validateContracts(input.contracts)
    .filter((c) => c.contractedVolume > 0)
    .sort((a, b) => compareBuyPriority(a.bid, b.bid));
  const supply = validateFacilities(input.facilities);
  const demand = contracts.reduce((sum, c) => sum + c.contractedVolume, 0);
  if (demand > supply) throw new ClearingInputError(`contracted ${demand} kWh exceeds facility supply ${supply} kWh`);

  const facilities = input.facilities;
  const index = new FacilityIndex(facilities, seedFromMarketNo(input.marketNo));
  const remaining = new Float64Array(index.size); // by rank
  index.positionAt.forEach((position, rank) => (remaining[rank] = facilities[position]!.volume));
  const allRanks = new Int32Array(index.size);
  for (let rank = 0; rank < allRanks.length; rank++) allRanks[rank] = rank;
  const everything: FacilityPool = { ranks: allRanks, cursor: 0 };
  const rows: FitAllocationRow[] = [];

  for (const { bid, contractedVolume } of contracts) {
    let need = contractedVolume;
    const take = (rank: number, source: AllocationSource) => {
      const volume = Math.min(remaining[rank]!, need);
      if (volume === 0) return;
      remaining[rank]! -= volume;
      need -= volume;
      const facilityId = facilities[index.positionAt[rank]!]!.facilityId;
      rows.push({ buyBidId: bid.bidId, facilityId, volume, source });
    };
    const drain = (pool: FacilityPool | null, source: AllocationSource) => {
      while (pool && need > 0 && pool.cursor < pool.ranks.length) {
        const rank = pool.ranks[pool.cursor]!;
        take(rank, source);
        // Stay on a facility that still has volume: the next contract may take the rest.
        if (remaining[rank] === 0) pool.cursor++;
      }
    };

    (bid.preferences ?? []).forEach((preference, k) => {
      const source: AllocationSource = k === 0 ? 'preference-1' : 'preference-2';
      if (need === 0) return;
      if ('facilityId' in preference) {
        const rank = index.rankById(preference.facilityId);
        if (rank >= 0) take(rank, source);
      } else {
        drain(index.pool(preference.conditions), source);
      }
    });
    drain(everything, 'random');
  }

  let unallocatedVolume = 0;
  for (const v of remaining) unallocatedVolume += v;
  return { rows, unallocatedVolume };
}
