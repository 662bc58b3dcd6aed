import { atom } from 'nanostores';
import type { CodesResponse } from '../../lib/schemas/codes';

/** Code master data (municipalities, plant groups, renewable types, price limits). */
export const $codes = atom<CodesResponse | null>(null);

/** Kept for the browser tab so page-per-route navigation does not refetch the master on every screen. */
export const CODES_STORAGE_KEY = 'nfc:codes';

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Storage can throw when the browser blocks it; the cache is only an optimisation.
    return undefined;
  }
}

export function setCodes(codes: CodesResponse | null): void {
  $codes.set(codes);
  const s = storage();
  if (!s) return;
  try {
    if (codes) s.setItem(CODES_STORAGE_KEY, JSON.stringify(codes));
    else s.removeItem(CODES_STORAGE_KEY);
  } catch {
    // Quota errors leave the in-memory copy in place.
  }
}

/** The codes held in memory or, failing that, the tab's cached copy. */
export function cachedCodes(): CodesResponse | null {
  const held = $codes.get();
  if (held) return held;
  const raw = storage()?.getItem(CODES_STORAGE_KEY);
  if (!raw) return null;
  try {
    const codes = JSON.parse(raw) as CodesResponse;
    $codes.set(codes);
    return codes;
  } catch {
    return null;
  }
}
