export { type PriceCents, type Kwh, type Yen } from './units';
export { floorDiv, toSafeNumber, sumYen, sumKwh } from './exact';
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
