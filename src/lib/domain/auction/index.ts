export {
  auctionState,
  marketNow,
  marketNoOf,
  CLEARING_ORDER,
  type AuctionState,
  type AuctionWindow,
} from './auction-state';
export { bidProblems, participates, BID_TYPE_BUY, BID_TYPE_SELL, type BidProblem, type PriceBand } from './bid-rules';
export {
  disclosedLevels,
  fullLevels,
  CURVE_MIN_OTHER_MEMBERS,
  type CurveBidLevel,
  type DisclosedLevel,
} from './curve-disclosure';
export {
  publishedAggregates,
  publishedYearAggregates,
  weightedAverageCents,
  AGGREGATE_MIN_MEMBERS,
  type AuctionAggregates,
  type PublishedAggregates,
  type WithheldFigure,
} from './aggregate-disclosure';
export { namesScheduledAuction } from './scheduled-notice';
export { fitOfferRefusal, fitVolumeRefusal, offerableFitVolume, type FitFacilityStanding } from './fit-offer-limit';
