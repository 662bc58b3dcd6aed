import type { IsoDate } from './iso-date';

/** Japan has had no daylight saving time since 1951, so JST is a fixed UTC+9 offset. */
const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * The Asia/Tokyo calendar date of an instant. The instant is passed in (no clock here), so the
 * server decides what "now" is and tests can pin it.
 */
export function jstDateOf(instant: Date | number): IsoDate {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('Invalid instant');
  return new Date(ms + JST_OFFSET_MS).toISOString().slice(0, 10);
}
