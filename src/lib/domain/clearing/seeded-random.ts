/**
 * Reproducible randomness for tracking allocation: the same marketNo must give the same facility order
 * on every machine and every re-run, so Math.random is out. mulberry32 (32-bit state, period 2^32) is
 * ample for shuffling a million facilities fairly; it is not for secrets.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** FNV-1a over the decimal or string form, so 42 and '42' seed the same order. */
export function seedFromMarketNo(marketNo: number | string): number {
  const text = String(marketNo);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Fisher–Yates in place; `next` yields uint32. Linear in the array length. */
export function shuffleInPlace(items: Int32Array | number[], next: () => number): void {
  for (let i = items.length - 1; i > 0; i--) {
    // Scaling a uint32 is exact in doubles; its bias over 10^6 items is below 10^-3 and irrelevant here.
    const j = Math.floor((next() / 4294967296) * (i + 1));
    const tmp = items[i]!;
    items[i] = items[j]!;
    items[j] = tmp;
  }
}
