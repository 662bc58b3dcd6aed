import { parseKwh, parsePriceCents } from '../../../lib/domain/money';
import { BID_MAX_VOLUME, BID_MIN_VOLUME, type PriceBand } from '../../../lib/domain/auction';
import { msg } from '../../../lib/schemas/messages';
import { formatPriceCents } from '../../ui/format';

/*
 * The client-side checks of the bid forms, worded as spec §5 says. The server checks again; these
 * only spare the member a round trip under a deadline.
 */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** Unit price text → cents, checked against the band when it is known. */
export function checkUnitPrice(text: string, band: PriceBand | null, label = '単価'): Checked<number> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: msg.required(label) };
  const parsed = parsePriceCents(trimmed);
  if (!parsed.ok) return { ok: false, message: msg.priceFormat(label) };
  if (band && parsed.value < band.minPriceCents)
    return { ok: false, message: msg.priceMin(label, formatPriceCents(band.minPriceCents)) };
  if (band && parsed.value > band.maxPriceCents)
    return { ok: false, message: msg.priceMax(label, formatPriceCents(band.maxPriceCents)) };
  return { ok: true, value: parsed.value };
}

/** Volume text ("1000" or "1,000") → kWh, at least the bid minimum and at most `max`. */
export function checkVolume(text: string, max: number = BID_MAX_VOLUME, label = '入札量'): Checked<number> {
  const parsed = parseKwh(text);
  if (!parsed.ok) {
    if (parsed.error === 'EMPTY') return { ok: false, message: msg.required(label) };
    if (parsed.error === 'TOO_LARGE') return { ok: false, message: msg.volumeMax(label) };
    return { ok: false, message: msg.volumeInteger(label) };
  }
  if (parsed.value < BID_MIN_VOLUME) return { ok: false, message: msg.volumeMin(label, BID_MIN_VOLUME) };
  if (parsed.value > max) return { ok: false, message: msg.volumeMax(label) };
  return { ok: true, value: parsed.value };
}
