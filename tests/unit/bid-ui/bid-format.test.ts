import { describe, expect, it } from 'vitest';
import { bandOf, formatBand } from '@/islands/bid/shared/band';
import { describeRemaining, formatRemaining } from '@/islands/bid/shared/countdown';
import { formatDateTime, formatPrice, priceCentsOf } from '@/islands/ui/format';
import { bidTypeName, notParticipatingMessage, productName } from '@/islands/bid/shared/labels';
import type { CodesResponse } from '@/lib/schemas/codes';

const codes = {
  bidPriceLimitList: [
    { targetYearId: 3, fiscalYear: 2026, productCd: 1, minPrice: 0.4, maxPrice: 4 },
    { targetYearId: 3, fiscalYear: 2026, productCd: 2, minPrice: 0.6, maxPrice: 1.3 },
  ],
  productList: [{ productCd: 2, productName: '非FIT（再エネ指定あり）', marketName: '高度化法義務達成市場' }],
} as unknown as CodesResponse;

describe('bid screen formatting (spec §9)', () => {
  it('shows prices with two decimals and converts yen to cents without float noise', () => {
    expect(formatPrice(0.6)).toBe('0.60');
    expect(formatPrice(1.3)).toBe('1.30');
    expect(formatPrice(0.29)).toBe('0.29');
    expect(formatPrice(null)).toBe('－');
    expect(priceCentsOf(0.29)).toBe(29);
    expect(priceCentsOf(4)).toBe(400);
  });

  it('shows instants in Tokyo time as YYYY/MM/DD HH:mm(:ss)', () => {
    expect(formatDateTime('2026-11-20T06:00:00.000Z')).toBe('2026/11/20 15:00');
    expect(formatDateTime('2026-11-20T15:00:00.123456+09:00', true)).toBe('2026/11/20 15:00:00');
    expect(formatDateTime('2026-03-31T15:30:00Z')).toBe('2026/04/01 00:30');
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('counts down in days and a clock, never below zero', () => {
    expect(formatRemaining(9_000)).toBe('00:00:09');
    expect(formatRemaining(3_723_999)).toBe('01:02:03');
    expect(formatRemaining(2 * 86_400_000 + 3_723_000)).toBe('2日 01:02:03');
    expect(formatRemaining(-5)).toBe('00:00:00');
    expect(describeRemaining(86_400_000 + 61_000)).toBe('1日0時間1分1秒');
  });

  it('finds the band of the target year and product and words it', () => {
    expect(bandOf(codes, 2026, 2)).toEqual({ minPriceCents: 60, maxPriceCents: 130 });
    expect(bandOf(codes, 2026, 3)).toBeNull();
    expect(bandOf(null, 2026, 1)).toBeNull();
    expect(formatBand({ minPriceCents: 60, maxPriceCents: 130 })).toBe('0.60～1.30円/kWh');
    expect(formatBand({ minPriceCents: 40, maxPriceCents: 400 })).toBe('0.40～4.00円/kWh');
  });

  it('names products, sides and the reason for no entry', () => {
    expect(productName(codes, 2)).toBe('非FIT（再エネ指定あり）');
    expect(productName(null, 1)).toBe('FIT非化石証書');
    expect(bidTypeName(1)).toBe('売り');
    expect(bidTypeName(2)).toBe('買い');
    expect(notParticipatingMessage(2)).toBe(
      '非FIT市場に参加していないため入札できません。参加設定は取引会員情報から変更できます。',
    );
    expect(notParticipatingMessage(1)).toBe(
      'FIT市場に参加していないため入札できません。参加設定は取引会員情報から変更できます。',
    );
  });
});
