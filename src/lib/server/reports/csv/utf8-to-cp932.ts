import iconv from 'iconv-lite';

/*
 * CP932 straight from UTF-8 bytes, for the COPY path's Shift_JIS files. Decoding 170 MB into
 * JavaScript strings and feeding iconv-lite character by character doubled the time of a 1,000,000-row
 * export; here ASCII bytes are copied and every other character is one lookup. The table is iconv-lite's
 * own answer for each BMP character, asked once, so the bytes are the keyset path's bytes (checked by
 * tests/unit/reports/utf8-to-cp932.test.ts against iconv-lite and by the COPY/keyset identity test).
 */

let table: Uint16Array | undefined;
let astral: Buffer | undefined;

/** BMP code point → CP932: below 0x100 a single byte, otherwise lead byte << 8 | trail byte. */
function cp932Table(): Uint16Array {
  if (table) return table;
  const t = new Uint16Array(0x10000);
  for (let c = 0; c < 0x10000; c++) {
    // Lone surrogates cannot come out of valid UTF-8; iconv-lite writes ? for them.
    const bytes = c >= 0xd800 && c <= 0xdfff ? [0x3f] : iconv.encode(String.fromCharCode(c), 'cp932');
    t[c] = bytes.length === 1 ? bytes[0]! : (bytes[0]! << 8) | bytes[1]!;
  }
  table = t;
  return t;
}

/** CP932 has nothing outside the BMP: iconv-lite writes the same replacement for every such character. */
function astralReplacement(): Buffer {
  return (astral ??= iconv.encode('\u{20BB7}', 'cp932'));
}

/** A streaming converter: a character split across chunks is completed by the next chunk. */
export class Utf8ToCp932 {
  private carry: Buffer = Buffer.alloc(0);

  write(chunk: Buffer): Buffer {
    const codes = cp932Table();
    const replacement = astralReplacement();
    const input = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    // Never longer than the UTF-8: 1 → 1, 2 or 3 → at most 2, 4 → the one-byte replacement.
    const out = Buffer.allocUnsafe(input.length);
    let o = 0;
    let i = 0;
    const n = input.length;
    while (i < n) {
      const b = input[i]!;
      if (b < 0x80) {
        out[o++] = b;
        i++;
        continue;
      }
      const length = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2;
      if (i + length > n) break;
      if (length === 4) {
        o += replacement.copy(out, o);
        i += 4;
        continue;
      }
      const point =
        length === 2
          ? ((b & 0x1f) << 6) | (input[i + 1]! & 0x3f)
          : ((b & 0x0f) << 12) | ((input[i + 1]! & 0x3f) << 6) | (input[i + 2]! & 0x3f);
      const code = codes[point]!;
      if (code < 0x100) out[o++] = code;
      else {
        out[o++] = code >> 8;
        out[o++] = code & 0xff;
      }
      i += length;
    }
    this.carry = Buffer.from(input.subarray(i));
    return out.subarray(0, o);
  }

  /** Bytes left over would be a truncated character: written as U+FFFD is. */
  end(): Buffer {
    if (this.carry.length === 0) return Buffer.alloc(0);
    this.carry = Buffer.alloc(0);
    return iconv.encode('\uFFFD', 'cp932');
  }
}
