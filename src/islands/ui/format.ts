import { formatPriceCents, groupDigits } from '../../lib/domain/money';

/*
 * Spec §9 display rules for every island, in one place: numbers with locale grouping (1,000), kWh
 * as grouped whole numbers, prices with two decimals, dates YYYY/MM/DD and instants in Japan time
 * whatever the browser's own time zone (JST has had no daylight saving since 1951: a fixed +09:00).
 * The grouping itself is the domain's (also used by PDFs and CSVs), so screens and files agree.
 * Plain Date arithmetic rather than dayjs: a fixed offset needs no library on every page (4 KB gzip).
 */
const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

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

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The instant's wall-clock fields in Japan, or null for text that is no date. */
function inJapan(iso: string) {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const t = new Date(ms + JST_OFFSET_MS);
  return {
    date: `${t.getUTCFullYear()}/${twoDigits(t.getUTCMonth() + 1)}/${twoDigits(t.getUTCDate())}`,
    time: `${twoDigits(t.getUTCHours())}:${twoDigits(t.getUTCMinutes())}`,
    seconds: twoDigits(t.getUTCSeconds()),
  };
}

/**
 * A calendar date (YYYY-MM-DD) or an instant (ISO with offset) as YYYY/MM/DD; an instant reads
 * as the Japan date it falls on. Text that is neither is shown as it came.
 */
export function formatDate(value: string): string {
  if (ISO_DATE.test(value)) return value.replaceAll('-', '/');
  return inJapan(value)?.date ?? value;
}

/** "2026-11-20T06:00:00Z" → "2026/11/20 15:00" in Japan time (seconds on request). */
export function formatDateTime(iso: string, seconds = false): string {
  const t = inJapan(iso);
  if (!t) return iso;
  return seconds ? `${t.date} ${t.time}:${t.seconds}` : `${t.date} ${t.time}`;
}
