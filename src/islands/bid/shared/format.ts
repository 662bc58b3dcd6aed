import { formatPriceCents } from '../../../lib/domain/money';

/*
 * Display rules of spec §9 for the bid screens: prices with two decimals, dates YYYY/MM/DD in
 * Tokyo time. The API answers prices as yen per kWh with two decimals (like bidPriceLimitList).
 */
const JST_OFFSET_MS = 9 * 3_600_000;

/** 0.85 (円/kWh) → 85; rounding only removes binary noise such as 0.29 → 28.999…. */
export function priceCentsOf(yenPerKwh: number): number {
  return Math.round(yenPerKwh * 100);
}

/** 0.6 → "0.60". */
export function formatPrice(yenPerKwh: number | null | undefined): string {
  if (yenPerKwh === null || yenPerKwh === undefined || !Number.isFinite(yenPerKwh)) return '－';
  return formatPriceCents(priceCentsOf(yenPerKwh));
}

function jstParts(iso: string) {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return null;
  const t = new Date(ms + JST_OFFSET_MS).toISOString();
  return { date: `${t.slice(0, 4)}/${t.slice(5, 7)}/${t.slice(8, 10)}`, hm: t.slice(11, 16), hms: t.slice(11, 19) };
}

/** "2026-11-20T06:00:00Z" → "2026/11/20 15:00" (seconds on request). */
export function formatDateTime(iso: string, seconds = false): string {
  const p = jstParts(iso);
  return p ? `${p.date} ${seconds ? p.hms : p.hm}` : iso;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Remaining time as the countdown shows it: "2日 03:04:05", "00:00:09"; never negative. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days}日 ${clock}` : clock;
}

/** The same remaining time in words, for the screen-reader label of the countdown. */
export function describeRemaining(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const h = Math.floor((total % 86_400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  return `${days > 0 ? `${days}日` : ''}${h}時間${m}分${total % 60}秒`;
}
