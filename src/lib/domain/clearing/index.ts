/** The market-clearing engine: pure functions, integer prices (hundredths of a yen) and kWh. */
export { clearMultiPrice } from './multi-price-clearing';
export { clearSinglePrice } from './single-price-clearing';
export { chooseSinglePrice, type SinglePriceChoice } from './single-price-choice';
export { allocateFitTracking } from './fit-allocation';
export {
  allocateFitSupply,
  ALLOCATION_SOURCES,
  type FitAllocation,
  type FitSupplyAllocationInput,
} from './fit-supply-allocation';
export {
  emptyFitSupply,
  fitSupplyOf,
  localCodeNumber,
  NO_MUNICIPALITY,
  NOT_A_CODE,
  type FitSupply,
} from './fit-supply';
export {
  holdingsByMemberFacility,
  totalsByContractSource,
  type ContractSourceTotals,
  type MemberFacilityLines,
} from './fit-allocation-totals';
export { allocateNonFitTracking } from './non-fit-allocation';
export { rationProRata } from './pro-rata';
export { compareBuyPriority, compareSellPriority, sortBuys, sortSells } from './priority-order';
export { mulberry32, seedFromMarketNo, shuffleInPlace } from './seeded-random';
export { ClearingInputError } from './clearing-input-error';
export type * from './types';
