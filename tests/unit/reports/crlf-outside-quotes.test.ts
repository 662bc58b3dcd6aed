import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CrlfOutsideQuotes } from '@/lib/server/reports/csv/copy-csv-stream';

/** What the conversion must do, written the slow way: walk the characters, track quotes. */
function reference(text: string): string {
  let out = '';
  let quoted = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    out += c === '\n' && !quoted ? '\r\n' : c;
  }
  return out;
}

/** A COPY-style CSV line: fields quoted when they hold a comma, quote, LF or CR; LF at the end. */
const field = fc
  .array(fc.constantFrom('a', 'あ', '𠮷', ',', '"', '\n', '\r', ' '), { maxLength: 6 })
  .map((cs) => cs.join(''))
  .map((v) => (/[",\n\r]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v));
const csv = fc
  .array(fc.array(field, { minLength: 1, maxLength: 4 }), { maxLength: 8 })
  .map((rows) => rows.map((r) => `${r.join(',')}\n`).join(''));

describe('CrlfOutsideQuotes', () => {
  it('turns record-ending LF into CRLF and leaves line breaks inside quoted values, however the bytes are split', () => {
    fc.assert(
      fc.property(csv, fc.array(fc.nat(), { maxLength: 5 }), (text, cuts) => {
        const bytes = Buffer.from(text, 'utf8');
        const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
        const converter = new CrlfOutsideQuotes();
        const parts: Buffer[] = [];
        let from = 0;
        for (const p of [...points, bytes.length]) {
          parts.push(converter.convert(bytes.subarray(from, p)));
          from = p;
        }
        expect(Buffer.concat(parts).toString('utf8')).toBe(reference(text));
      }),
      { numRuns: 2000 },
    );
  });
});
