/** A 商品 that is present but not one of the codes is invalid, not missing. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bidBuyRequest, bidNonFitSellRequest, bidListQuery } from '../../../src/lib/schemas/bids';
import { namesScheduledAuction } from '../../../src/lib/domain/auction';

const messageOf = (schema: z.ZodType, input: unknown, field = 'productCd') => {
  const r = schema.safeParse(input);
  expect(r.success).toBe(false);
  return r.error!.issues.find((i) => i.path[0] === field)?.message;
};
const buy = { unitPrice: '1.00', volume: '1,000' };
const sell = { ...buy, equipmentId: 'N0000001' };

describe('商品 (productCd) messages', () => {
  it.each([4, '2', 0, 1.5, 'abc', true, null])('buy body: %j is an invalid choice', (productCd) => {
    expect(messageOf(bidBuyRequest, { ...buy, productCd })).toBe(
      productCd === null ? '商品は必須入力です。' : '商品の指定が正しくありません。',
    );
  });
  it('buy body: missing is 必須入力, and 1–3 pass', () => {
    expect(messageOf(bidBuyRequest, buy)).toBe('商品は必須入力です。');
    for (const productCd of [1, 2, 3]) expect(bidBuyRequest.safeParse({ ...buy, productCd }).success).toBe(true);
  });
  it('sell body: FIT keeps its rule, others are invalid, missing is required', () => {
    expect(messageOf(bidNonFitSellRequest, { ...sell, productCd: 1 })).toBe('売り入札は非FIT非化石証書のみです。');
    expect(messageOf(bidNonFitSellRequest, { ...sell, productCd: 4 })).toBe('商品の指定が正しくありません。');
    expect(messageOf(bidNonFitSellRequest, { ...sell, productCd: '2' })).toBe('商品の指定が正しくありません。');
    expect(messageOf(bidNonFitSellRequest, sell)).toBe('商品は必須入力です。');
  });
  it('query: text codes are converted; 4 or letters are invalid, blank is required', () => {
    const two = bidListQuery.safeParse({ productCd: '2', offset: '0', limit: '10', count: 'true' });
    expect(two.error?.issues ?? []).toEqual([]);
    expect(messageOf(bidListQuery, { productCd: '4' })).toBe('商品の指定が正しくありません。');
    expect(messageOf(bidListQuery, { productCd: 'x' })).toBe('商品の指定が正しくありません。');
    expect(messageOf(bidListQuery, { productCd: '' })).toBe('商品は必須入力です。');
    expect(messageOf(bidListQuery, {})).toBe('商品は必須入力です。');
  });
});

describe('namesScheduledAuction: only an auction of this or next fiscal year is named', () => {
  const jst = (iso: string) => new Date(`${iso}+09:00`);
  it.each([
    ['2026-11-28T10:00', '2027-02-01T10:00', true],
    ['2026-11-28T10:00', '2028-03-31T23:59', true],
    ['2026-11-28T10:00', '2028-04-01T00:00', false],
    ['2027-03-31T23:00', '2029-01-10T10:00', false],
    ['2027-04-01T00:00', '2029-01-10T10:00', true],
    ['2026-11-28T10:00', '2031-05-01T10:00', false],
  ])('now %s, opens %s → %s', (now, opens, named) => {
    expect(namesScheduledAuction(jst(opens), jst(now))).toBe(named);
  });
});
