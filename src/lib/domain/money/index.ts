export {
  type PriceCents,
  type Kwh,
  type Yen,
  isPriceCents,
  isKwh,
  isYen,
  requirePriceCents,
  requireKwh,
  requireYen,
} from './units';
export { floorDiv, toSafeNumber, sumExact, sumYen, sumKwh } from './exact';
export {
  FEE_MILLI_YEN_PER_KWH,
  CONSUMPTION_TAX_RATE_PERCENT,
  contractAmountYen,
  tradingFeeYen,
  consumptionTaxYen,
} from './rounding-rules';
export { parsePriceCents, formatPriceCents, type PriceParseError, type PriceParseResult } from './price-text';
export { groupDigits, formatYen, formatKwh, parseKwh, type KwhParseResult } from './grouping';
export { toHalfWidthNumberText } from './half-width';
