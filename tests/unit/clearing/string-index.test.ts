import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StringIndex } from '@/lib/domain/clearing/string-index';

describe('StringIndex', () => {
  it('numbers strings in order of first appearance, as a Map would', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string({ maxLength: 3 }), fc.constantFrom('M1', 'M2', '', '𠮷'))), (texts) => {
        const index = new StringIndex(texts.length);
        const map = new Map<string, number>();
        for (const t of texts) {
          if (!map.has(t)) map.set(t, map.size);
          expect(index.add(t)).toBe(map.get(t));
          expect(index.size).toBe(map.size);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('refuses more distinct strings than it was sized for rather than looping', () => {
    const index = new StringIndex(4);
    for (let i = 0; i < 8; i++) index.add(`id${i}`);
    expect(() => index.add('one more')).toThrow(RangeError);
  });
});
