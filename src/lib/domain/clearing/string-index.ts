/**
 * Numbers distinct strings 0, 1, 2… in order of first appearance, for a known upper bound on how
 * many strings will be offered. An open-addressing table over typed arrays with a hash computed
 * here: for 100,000 bid ids a built-in Set spent most of its time growing and rehashing its table
 * and left that garbage to the collector, about an eighth of a whole clearing.
 */
export class StringIndex {
  private readonly slots: Int32Array; // entry number + 1, 0 = empty
  private readonly mask: number;
  private readonly entries: string[] = [];

  constructor(maxEntries: number) {
    let capacity = 16;
    while (capacity < maxEntries * 2) capacity *= 2;
    this.slots = new Int32Array(capacity);
    this.mask = capacity - 1;
  }

  get size(): number {
    return this.entries.length;
  }

  /** The string's number, adding it if new (then `size` grows by one). */
  add(text: string): number {
    let slot = hash(text) & this.mask;
    for (;;) {
      const entry = this.slots[slot]!;
      if (entry === 0) {
        if (this.entries.length * 2 >= this.slots.length) throw new RangeError('StringIndex is full');
        this.entries.push(text);
        this.slots[slot] = this.entries.length;
        return this.entries.length - 1;
      }
      if (this.entries[entry - 1] === text) return entry - 1;
      slot = (slot + 1) & this.mask;
    }
  }
}

/** FNV-1a over UTF-16 code units, then a final mix so that short, similar ids spread over the table. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return (h ^ (h >>> 12)) >>> 0;
}
