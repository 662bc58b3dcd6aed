import { describe, expect, it } from 'vitest';
import { contractedPriceText, summaryLines } from '@/cli/commands/auction-text';
import type { MarketSummary } from '@/lib/domain/clearing';

const multi = (min: number | null, max: number | null): MarketSummary => ({
  method: 'multi-price',
  clearingPriceCents: null,
  minContractedPriceCents: min,
  maxContractedPriceCents: max,
  decidedByStep: null,
  totalContractedVolume: min === null ? 0 : 7_000,
  biddingMemberCount: 3,
  contractedMemberCount: min === null ? 0 : 2,
});

describe('contracted price as the operator commands print it', () => {
  it('prints one price when every contract was at the same price', () => {
    expect(contractedPriceText(multi(100, 100))).toBe('約定価格 1.00 円/kWh');
  });
  it('prints the range when the contracts differ in price', () => {
    expect(contractedPriceText(multi(100, 130))).toBe('約定価格 1.00～1.30 円/kWh');
  });
  it('prints the single clearing price, or 約定なし', () => {
    expect(contractedPriceText({ ...multi(85, 85), method: 'single-price', clearingPriceCents: 85 })).toBe(
      '約定価格 0.85 円/kWh',
    );
    expect(contractedPriceText(multi(null, null))).toBe('約定なし');
  });
  it('puts the price into the result line', () => {
    expect(summaryLines(multi(100, 100))).toEqual([
      '  結果: 約定価格 1.00 円/kWh、約定量 7,000 kWh、入札会員 3 社、約定会員 2 社',
    ]);
  });
});
