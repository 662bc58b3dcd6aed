import { groupDigits } from '../../../lib/domain/money';

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * An API instant (ISO with offset) as the market's wall-clock time, "YYYY/MM/DD HH:mm" (spec §9
 * date format). Converted through the instant so any offset the server writes reads as JST.
 */
export function formatDateTime(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const t = new Date(ms + JST_OFFSET_MS).toISOString();
  return `${t.slice(0, 4)}/${t.slice(5, 7)}/${t.slice(8, 10)} ${t.slice(11, 16)}`;
}

/** Postings: arrivals with "+", departures with "-", grouped (1,000). */
export function formatSignedKwh(volume: number): string {
  return volume > 0 ? `+${groupDigits(volume)}` : groupDigits(volume);
}

export function fiscalYearLabel(year: number | string): string {
  return `${year}年度`;
}
