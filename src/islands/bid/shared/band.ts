import type { PriceBand } from '@/lib/domain/auction';
import type { CodesResponse } from '@/lib/schemas/codes';
import { formatPriceCents, priceCentsOf } from '../../ui/format';

/** The price band of a product in a target year, from the code master's bidPriceLimitList. */
export function bandOf(codes: CodesResponse | null, fiscalYear: number, productCd: number): PriceBand | null {
  const limit = codes?.bidPriceLimitList.find((l) => l.fiscalYear === fiscalYear && l.productCd === productCd);
  return limit ? { minPriceCents: priceCentsOf(limit.minPrice), maxPriceCents: priceCentsOf(limit.maxPrice) } : null;
}

/** "0.60～1.30円/kWh", as shown beside the unit price field. */
export function formatBand(band: PriceBand): string {
  return `${formatPriceCents(band.minPriceCents)}～${formatPriceCents(band.maxPriceCents)}円/kWh`;
}
