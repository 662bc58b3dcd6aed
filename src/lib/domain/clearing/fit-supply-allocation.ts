import { FacilityIndex, type FacilityPool } from './facility-index';
import type { FitSupply } from './fit-supply';
import { priorityOrder } from './priority-order';
import { seedFromMarketNo } from './seeded-random';
import type { AllocationSource, ContractedBid, FitBuyBid } from './types';
import { validateContracts, validateDemand, validateSupplyOrder, validateSupplyVolumes } from './validate-allocation';

/** Index = source code in FitAllocation.source. */
export const ALLOCATION_SOURCES = ['preference-1', 'preference-2', 'random'] as const satisfies AllocationSource[];
const RANDOM = 2;

export interface FitAllocation {
  /** Number of draws; the arrays below may be longer (capacity), only [0, rows) is meaningful. */
  readonly rows: number;
  /** Index into input.contracts (the caller's order, not the priority order). */
  readonly contract: Int32Array;
  /** Index into the supply (its canonical order). */
  readonly facility: Int32Array;
  readonly volume: Float64Array;
  /** Index into ALLOCATION_SOURCES. */
  readonly source: Uint8Array;
  /** kWh left per facility after every contract is served (index into the supply). */
  readonly remaining: Float64Array;
  readonly unallocatedVolume: number;
}

export interface FitSupplyAllocationInput {
  readonly contracts: readonly ContractedBid<FitBuyBid>[];
  readonly supply: FitSupply;
  /** Seeds the random order, so a re-run of the same auction allocates identically. */
  readonly marketNo: number | string;
}

/**
 * FIT tracking allocation (domain.md#fit-allocation) over the supply's columns. Contracts are served in
 * price-then-time order, so when popular facilities run short the higher bidder keeps its preference.
 * Each contract draws from its first preference, then its second, then from the seeded random order
 * of whatever is left.
 *
 * Cost: O(F) to check and index the supply, O(F) per distinct condition set first used, and every
 * cursor only moves forward over exhausted facilities, so the whole pass is O(F + B log B + rows);
 * the draws go to typed arrays, never to one object per draw.
 */
export function allocateFitSupply(input: FitSupplyAllocationInput): FitAllocation {
  const { contracts, supply } = input;
  validateContracts(contracts);
  const supplyVolume = validateSupplyVolumes(supply);
  validateDemand(contracts, supplyVolume);
  validateSupplyOrder(supply);

  const index = new FacilityIndex(supply, seedFromMarketNo(input.marketNo));
  const left = new Float64Array(index.size); // by rank
  let positive = 0;
  for (let rank = 0; rank < left.length; rank++) {
    left[rank] = supply.volume[index.indexAt[rank]!]!;
    if (left[rank]! > 0) positive++;
  }
  const served = servingOrder(contracts);
  const draws = new Draws(index, left, capacity(contracts, served, positive));
  let randomCursor = 0;

  for (let s = 0; s < served.length; s++) {
    const c = served[s]!;
    const { bid, contractedVolume } = contracts[c]!;
    draws.begin(c, contractedVolume);
    const preferences = bid.preferences ?? [];
    for (let k = 0; k < preferences.length && draws.need > 0; k++) {
      const preference = preferences[k]!;
      if ('facilityId' in preference) {
        const rank = index.rankById(preference.facilityId);
        if (rank >= 0) draws.take(rank, k);
      } else {
        draws.drain(index.pool(preference.conditions), k);
      }
    }
    // The random pass is one group of every rank in order, so its cursor is the rank itself.
    while (draws.need > 0 && randomCursor < left.length) {
      draws.take(randomCursor, RANDOM);
      if (left[randomCursor] === 0) randomCursor++;
    }
  }

  const remaining = new Float64Array(left.length);
  let unallocatedVolume = 0;
  for (let rank = 0; rank < left.length; rank++) {
    remaining[index.indexAt[rank]!] = left[rank]!;
    unallocatedVolume += left[rank]!;
  }
  return { ...draws.columns(), remaining, unallocatedVolume };
}

/** Contracts with something to allocate, in buy priority (the order compareBuyPriority sorts in). */
function servingOrder(contracts: readonly ContractedBid<FitBuyBid>[]): Int32Array {
  const order = priorityOrder(
    contracts.map((c) => c.bid),
    -1,
  );
  return Int32Array.from(order.filter((c) => contracts[c]!.contractedVolume > 0));
}

/**
 * Enough rows without ever growing: a draw takes min(left, need), so it either empties a facility
 * (once per facility with kWh) or completes its contract (once per contract); and every draw is at
 * least 1 kWh, so there are never more draws than kWh demanded.
 */
function capacity(contracts: readonly ContractedBid[], served: Int32Array, positiveFacilities: number): number {
  let demand = 0;
  for (const c of served) demand += contracts[c]!.contractedVolume;
  return Math.min(demand, positiveFacilities + served.length);
}

/** The draws of the contract being served, appended to typed columns. */
class Draws {
  need = 0;
  private contract = 0;
  private rows = 0;
  private readonly contractOf: Int32Array;
  private readonly facilityOf: Int32Array;
  private readonly volumeOf: Float64Array;
  private readonly sourceOf: Uint8Array;

  constructor(
    private readonly index: FacilityIndex,
    private readonly left: Float64Array,
    capacity: number,
  ) {
    this.contractOf = new Int32Array(capacity);
    this.facilityOf = new Int32Array(capacity);
    this.volumeOf = new Float64Array(capacity);
    this.sourceOf = new Uint8Array(capacity);
  }

  begin(contract: number, need: number): void {
    this.contract = contract;
    this.need = need;
  }

  take(rank: number, source: number): void {
    const available = this.left[rank]!;
    const volume = available < this.need ? available : this.need;
    if (volume === 0) return;
    this.left[rank] = available - volume;
    this.need -= volume;
    const row = this.rows++;
    this.contractOf[row] = this.contract;
    this.facilityOf[row] = this.index.indexAt[rank]!;
    this.volumeOf[row] = volume;
    this.sourceOf[row] = source;
  }

  drain(pool: FacilityPool | null, source: number): void {
    if (!pool) return;
    const { ranks, start, cursor } = pool.groups;
    const end = start[pool.group + 1]!;
    let at = cursor[pool.group]!;
    while (this.need > 0 && at < end) {
      const rank = ranks[at]!;
      this.take(rank, source);
      // Stay on a facility that still has volume: the next contract may take the rest.
      if (this.left[rank] === 0) at++;
    }
    cursor[pool.group] = at;
  }

  columns() {
    const rows = this.rows;
    return {
      rows,
      contract: this.contractOf.subarray(0, rows),
      facility: this.facilityOf.subarray(0, rows),
      volume: this.volumeOf.subarray(0, rows),
      source: this.sourceOf.subarray(0, rows),
    };
  }
}
