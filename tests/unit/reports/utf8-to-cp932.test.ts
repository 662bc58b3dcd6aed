import fc from 'fast-check';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { Utf8ToCp932 } from '@/lib/server/reports/csv/utf8-to-cp932';

const text = fc.array(
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 6 }),
    fc.string({ unit: 'binary', maxLength: 4 }).map((s) => s.toWellFormed()),
    fc.constantFrom('①㈱髙﨑', '𠮷野家🙂', '한국어', '¥~\\', 'ｱｲｳ', '〜−‖', '\uFEFF', '€', '\u00A0'),
  ),
  { maxLength: 12 },
);

describe('Utf8ToCp932', () => {
  it('writes what iconv-lite writes for the whole text, however the UTF-8 bytes are split', () => {
    fc.assert(
      fc.property(text, fc.array(fc.nat(), { maxLength: 4 }), (parts, cuts) => {
        const whole = parts.join('');
        const bytes = Buffer.from(whole, 'utf8');
        const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
        const converter = new Utf8ToCp932();
        const out: Buffer[] = [];
        let from = 0;
        for (const p of [...points, bytes.length]) {
          out.push(converter.write(bytes.subarray(from, p)));
          from = p;
        }
        out.push(converter.end());
        expect(Buffer.concat(out).equals(iconv.encode(whole, 'cp932'))).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees with iconv-lite on every character of the Basic Multilingual Plane', () => {
    let all = '';
    for (let c = 0; c < 0x10000; c++) if (c < 0xd800 || c > 0xdfff) all += String.fromCharCode(c);
    const converter = new Utf8ToCp932();
    const mine = Buffer.concat([converter.write(Buffer.from(all, 'utf8')), converter.end()]);
    expect(mine.equals(iconv.encode(all, 'cp932'))).toBe(true);
  });
});
