/**
 * Shapes shared by the clearing engine. Prices are integer hundredths of a yen per kWh, volumes are
 * whole kWh, both as safe-integer numbers; times and ids come from the caller so the engine stays pure.
 */

/** Fields every bid carries; the caller guarantees `bidId` is unique within the auction. */
export interface Bid {
  readonly bidId: string;
  readonly memberNumber: string;
  /** Unique per member and auction only, so it is a tie-break, not a key. */
  readonly bidNo: number;
  /** Entry time as an integer (epoch milliseconds or microseconds, one unit per auction); earlier wins ties. */
  readonly enteredAt: number;
  readonly priceCents: number;
  readonly volume: number;
}

export type BuyBid = Bid;

/** A non-FIT sell bid offers kWh from one authorized holding line. */
export interface SellBid extends Bid {
  readonly facilityId: string;
}

/** Conditions in one FIT tracking preference; every given field must match. Null counts as not given. */
export interface TrackingConditions {
  readonly prefectureCd?: string | null;
  readonly municipalityCd?: string | null;
  readonly reTypeCd?: number | null;
  readonly plantGroupCd?: number | null;
}

export type TrackingPreference = { readonly facilityId: string } | { readonly conditions: TrackingConditions };

export interface FitBuyBid extends BuyBid {
  /** 第1希望 and 第2希望, in that order; at most two. */
  readonly preferences?: readonly TrackingPreference[];
}

export type Side = 'buy' | 'sell';

export type ContractStatus = '約定' | '一部約定' | '不約定';

/** The minimum an allocator needs: which bid, and how many kWh it won. */
export interface ContractedBid<B extends Bid = Bid> {
  readonly bid: B;
  readonly contractedVolume: number;
}

export interface BidResult<B extends Bid = Bid> extends ContractedBid<B> {
  readonly side: Side;
  /** Null when nothing was contracted. */
  readonly contractedPriceCents: number | null;
  /** Exact price × volume in hundredths of a yen; rounding to yen belongs to settlement. */
  readonly amountCents: bigint;
  readonly status: ContractStatus;
}

/** Which step of the single-price rule (domain.md#single-price-clearing-non-fit) fixed the price. */
export type PriceRuleStep = 1 | 2 | 3 | 4;

/** The public market-level figures of one cleared auction. */
export interface MarketSummary {
  readonly method: 'single-price' | 'multi-price';
  /** Single price only; null for multi-price or when nothing traded. */
  readonly clearingPriceCents: number | null;
  readonly minContractedPriceCents: number | null;
  readonly maxContractedPriceCents: number | null;
  /** Single price only: which rule step fixed the price; null for multi-price or when nothing traded. */
  readonly decidedByStep: PriceRuleStep | null;
  readonly totalContractedVolume: number;
  readonly biddingMemberCount: number;
  readonly contractedMemberCount: number;
}

export interface SinglePriceInput {
  readonly buys: readonly BuyBid[];
  readonly sells: readonly SellBid[];
}

export interface SinglePriceResult {
  /** Buys in priority order (price descending, then entry). */
  readonly buys: readonly BidResult<BuyBid>[];
  /** Sells in priority order (price ascending, then entry). */
  readonly sells: readonly BidResult<SellBid>[];
  readonly summary: MarketSummary;
}

export interface MultiPriceInput<B extends BuyBid = BuyBid> {
  readonly buys: readonly B[];
  /** Total kWh the FIT seller offers in the round. */
  readonly supplyVolume: number;
}

export interface MultiPriceResult<B extends BuyBid = BuyBid> {
  readonly buys: readonly BidResult<B>[];
  readonly summary: MarketSummary;
  readonly unsoldVolume: number;
}

/** One FIT facility offered in the round with the kWh it can still give. */
export interface FitFacility {
  readonly facilityId: string;
  readonly prefectureCd: string;
  /** Nullable as in the facilities table; such a facility never matches a municipality condition. */
  readonly municipalityCd: string | null;
  readonly reTypeCd: number;
  readonly plantGroupCd: number;
  readonly volume: number;
}

export type AllocationSource = 'preference-1' | 'preference-2' | 'random';

export interface FitAllocationRow {
  readonly buyBidId: string;
  readonly facilityId: string;
  readonly volume: number;
  readonly source: AllocationSource;
}

export interface FitAllocationInput {
  readonly contracts: readonly ContractedBid<FitBuyBid>[];
  readonly facilities: readonly FitFacility[];
  /** Seeds the random order, so a re-run of the same auction allocates identically. */
  readonly marketNo: number | string;
}

export interface FitAllocationResult {
  readonly rows: readonly FitAllocationRow[];
  /** kWh left in the facilities after every contract is served. */
  readonly unallocatedVolume: number;
}

export interface NonFitAllocationRow {
  readonly buyBidId: string;
  readonly sellBidId: string;
  readonly facilityId: string;
  readonly volume: number;
}

export interface NonFitAllocationInput {
  readonly buys: readonly ContractedBid<BuyBid>[];
  readonly sells: readonly ContractedBid<SellBid>[];
}
