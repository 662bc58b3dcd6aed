import { formatPriceCents, groupDigits } from '../../lib/domain/money';

/*
 * Spec §9 display rules for every island, in one place: numbers with locale grouping (1,000), kWh
 * as grouped whole numbers, prices with two decimals, dates YYYY/MM/DD and instants in Japan time
 * whatever the browser's own time zone (JST has had no daylight saving since 1951: a fixed +09:00).
 * The grouping itself is the domain's (also used by PDFs and CSVs), so screens and files agree.
 * Dates and times come from the one date module (src/lib/dates, dayjs).
 */
export { formatKwh, formatPriceCents, formatYen, groupDigits } from '../../lib/domain/money';

/** 0.85 (円/kWh as the API answers) → 85; rounding only removes binary noise (0.29 → 28.999…). */
export function priceCentsOf(yenPerKwh: number): number {
  return Math.round(yenPerKwh * 100);
}

/** 0.6 → "0.60"; an absent price is a dash. */
export function formatPrice(yenPerKwh: number | null | undefined): string {
  if (yenPerKwh === null || yenPerKwh === undefined || !Number.isFinite(yenPerKwh)) return '－';
  return formatPriceCents(priceCentsOf(yenPerKwh));
}

/** Postings: arrivals with "+", departures with "-", grouped (+1,000). */
export function formatSignedKwh(volume: number): string {
  return volume > 0 ? `+${groupDigits(volume)}` : groupDigits(volume);
}

export function fiscalYearLabel(year: number | string): string {
  return `${year}年度`;
}

export { formatDate, formatDateTime } from '../../lib/domain/calendar/jst';
