import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatKwh, formatPriceCents, parseKwh, parsePriceCents, toHalfWidthNumberText } from '@/lib/domain/money';
import { unitPrice } from '@/lib/schemas/bids';
import { volume } from '@/lib/schemas/common';

/** What a Japanese keyboard in full-width mode types for an ASCII figure text. */
function fullWidth(text: string): string {
  return text.replace(/[0-9.,-]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
}

describe('full-width figures', () => {
  it('converts digits, period, comma, ideographic comma, minus and spaces, and nothing else', () => {
    expect(toHalfWidthNumberText('１，２３４．５６')).toBe('1,234.56');
    expect(toHalfWidthNumberText('１、０００')).toBe('1,000');
    expect(toHalfWidthNumberText('　１０　')).toBe(' 10 ');
    expect(toHalfWidthNumberText('－１')).toBe('-1');
    expect(toHalfWidthNumberText('①㎾ａ')).toBe('①㎾ａ');
  });

  it('reads any price typed full-width as the same price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (cents) => {
        const text = formatPriceCents(cents);
        expect(parsePriceCents(fullWidth(text))).toEqual(parsePriceCents(text));
        expect(parsePriceCents(fullWidth(text))).toEqual({ ok: true, value: cents });
      }),
    );
  });

  it('reads any volume typed full-width, grouped or not, as the same volume', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), fc.boolean(), (kwh, grouped) => {
        const text = grouped ? formatKwh(kwh) : String(kwh);
        expect(parseKwh(fullWidth(text))).toEqual({ ok: true, value: kwh });
      }),
    );
  });

  it('still refuses a negative price or anything that is not a figure', () => {
    expect(parsePriceCents('－１．００')).toEqual({ ok: false, error: 'NEGATIVE' });
    expect(parsePriceCents('①')).toEqual({ ok: false, error: 'FORMAT' });
    expect(parseKwh('１０００ｋＷｈ')).toEqual({ ok: false, error: 'FORMAT' });
  });

  it('is the same rule in the API schema: "１．２３" is 123 cents there too', () => {
    expect(unitPrice().parse('１．２３')).toBe(123);
    expect(unitPrice().safeParse('１．２３４').success).toBe(false);
    expect(volume('入札量').parse('１，０００')).toBe(1000);
    expect(volume('入札量').parse(' １０ ')).toBe(10);
  });
});
