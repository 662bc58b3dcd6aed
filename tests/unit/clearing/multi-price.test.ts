import { describe, expect, it } from 'vitest';
import { ClearingInputError, clearMultiPrice } from '@/lib/domain/clearing';
import { buy, volumesById } from './book';

describe('multi-price (pay-as-bid) clearing', () => {
  it('with ample supply every buy fills at its own price', () => {
    const result = clearMultiPrice({ buys: [buy('B1', 40, 100), buy('B2', 400, 50)], supplyVolume: 1_000 });
    expect(volumesById(result.buys)).toEqual({ B1: 100, B2: 50 });
    expect(result.buys.map((r) => r.contractedPriceCents)).toEqual([400, 40]);
    expect(result.unsoldVolume).toBe(850);
    expect(result.summary).toMatchObject({
      method: 'multi-price',
      clearingPriceCents: null,
      minContractedPriceCents: 40,
      maxContractedPriceCents: 400,
      totalContractedVolume: 150,
    });
    expect(result.buys[0]!.amountCents).toBe(20_000n);
  });

  it('under scarcity fills by price, then shares the marginal price level pro rata', () => {
    // Supply 171: A (3.00) takes 100; 71 remain for the 2.50 level of 100 kWh, so C and B share:
    // 71·40/100 = 28.4, 71·60/100 = 42.6 → 28 + 42 = 70, spare kWh to B (.6). D (2.00) gets nothing.
    const result = clearMultiPrice({
      buys: [buy('A', 300, 100, 5), buy('B', 250, 60, 2), buy('C', 250, 40, 1), buy('D', 200, 50, 0)],
      supplyVolume: 171,
    });
    expect(result.buys.map((r) => r.bid.bidId)).toEqual(['A', 'C', 'B', 'D']);
    expect(volumesById(result.buys)).toEqual({ A: 100, B: 43, C: 28, D: 0 });
    expect(result.buys.map((r) => r.status)).toEqual(['約定', '一部約定', '一部約定', '不約定']);
    expect(result.buys.map((r) => r.contractedPriceCents)).toEqual([300, 250, 250, null]);
    expect(result.unsoldVolume).toBe(0);
    expect(result.summary).toMatchObject({ minContractedPriceCents: 250, maxContractedPriceCents: 300 });
    expect(result.summary).toMatchObject({
      totalContractedVolume: 171,
      biddingMemberCount: 4,
      contractedMemberCount: 3,
    });
  });

  it('gives an equal-remainder spare kWh at the margin to the earlier entry', () => {
    // 5 kWh for two 10 kWh bids at the same price: 2.5 each → 2 + 2, spare to the earlier (t=1).
    const result = clearMultiPrice({ buys: [buy('LATE', 100, 10, 2), buy('EARLY', 100, 10, 1)], supplyVolume: 5 });
    expect(volumesById(result.buys)).toEqual({ EARLY: 3, LATE: 2 });
  });

  it('a level that fits exactly leaves nothing for lower prices', () => {
    const result = clearMultiPrice({
      buys: [buy('A', 300, 10), buy('B', 300, 20), buy('C', 100, 5)],
      supplyVolume: 30,
    });
    expect(volumesById(result.buys)).toEqual({ A: 10, B: 20, C: 0 });
  });

  it('handles FIT-sized volumes exactly', () => {
    const result = clearMultiPrice({
      buys: [buy('A', 130, 6e9, 1), buy('B', 130, 3e9, 2), buy('C', 130, 1e9, 3)],
      supplyVolume: 7e9 + 1,
    });
    expect(volumesById(result.buys)).toEqual({ A: 4_200_000_001, B: 2_100_000_000, C: 700_000_000 });
    expect(result.buys[0]!.amountCents).toBe(130n * 4_200_000_001n);
  });

  it('refuses malformed input rather than clearing it', () => {
    expect(() => clearMultiPrice({ buys: [buy('A', 100, 1.5)], supplyVolume: 1 })).toThrow(ClearingInputError);
    expect(() => clearMultiPrice({ buys: [buy('A', 100, 1), buy('A', 100, 1)], supplyVolume: 1 })).toThrow(
      ClearingInputError,
    );
    expect(() => clearMultiPrice({ buys: [], supplyVolume: -1 })).toThrow(ClearingInputError);
  });
});
