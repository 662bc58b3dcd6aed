import type { z } from 'zod';
import type { marketResult, marketResultListResponse } from '../../../../src/lib/schemas/market-results';
import { formatPriceCents, groupDigits } from '../../../../src/lib/domain/money';

/** One cleared auction as GET /api/v1/market-results answers it (decision 0022). */
export type MarketResult = z.output<typeof marketResult>;
export type MarketResultList = z.output<typeof marketResultListResponse>;

/** What the site shows in place of a figure the thin-market rule withholds. */
export const WITHHELD_TEXT = '非公開';
/** A round in which nothing traded, where the chart has no point to draw. */
export const NO_TRADE_TEXT = '約定なし';
/** A price where nothing traded, or a figure that does not apply (FIT has no sellers). */
export const NONE_TEXT = '－';

/** 1.3 (円/kWh as the API answers) → "1.30"; rounding removes only binary noise. */
export function priceText(yenPerKwh: number): string {
  return formatPriceCents(Math.round(yenPerKwh * 100));
}

export const kwhText = (kwh: number) => groupDigits(kwh);

export const isContractWithheld = (r: MarketResult) => r.withheld.includes('contract');

/** Results in the order of the table: round, then product (the API's market number order). */
export function byRoundAndProduct(results: readonly MarketResult[]): MarketResult[] {
  return [...results].sort((a, b) => a.roundNo - b.roundNo || a.productCd - b.productCd);
}
