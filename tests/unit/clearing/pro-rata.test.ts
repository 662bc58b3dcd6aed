import { describe, expect, it } from 'vitest';
import { ClearingInputError, rationProRata } from '@/lib/domain/clearing';

describe('rationProRata (largest remainder, then earlier claim)', () => {
  it('exact shares need no remainder', () => {
    expect(rationProRata([70, 30], 50)).toEqual([35, 15]);
  });

  it('gives the spare kWh to the largest remainders', () => {
    // 51·70/100 = 35.7, 51·30/100 = 15.3 → 35 + 15 = 50; the spare kWh goes to .7
    expect(rationProRata([70, 30], 51)).toEqual([36, 15]);
    // 10·(5,3,2)/10 … amount 7: 3.5, 2.1, 1.4 → 3 + 2 + 1 = 6; spare to .5
    expect(rationProRata([5, 3, 2], 7)).toEqual([4, 2, 1]);
    // 7·(1,1,1,4)/7 … amount 5: 0.714… ×3 and 2.857: floors 0,0,0,2; 3 spare: .857 first, then .714 ×2 by order
    expect(rationProRata([1, 1, 1, 4], 5)).toEqual([1, 1, 0, 3]);
  });

  it('breaks equal remainders by position, i.e. earlier entry', () => {
    expect(rationProRata([50, 50], 51)).toEqual([26, 25]);
    expect(rationProRata([1, 1, 1], 2)).toEqual([1, 1, 0]);
  });

  it('handles nothing and everything', () => {
    expect(rationProRata([3, 4], 0)).toEqual([0, 0]);
    expect(rationProRata([3, 4], 7)).toEqual([3, 4]);
    expect(rationProRata([], 0)).toEqual([]);
  });

  it('stays exact when amount × claim passes 2^53 (FIT-sized volumes)', () => {
    // 6e9·(7e9+1)/1e10 = 4 200 000 000.6, 3e9 → 2 100 000 000.3, 1e9 → 700 000 000.1
    expect(rationProRata([6e9, 3e9, 1e9], 7e9 + 1)).toEqual([4_200_000_001, 2_100_000_000, 700_000_000]);
  });

  it('refuses an amount it cannot share', () => {
    expect(() => rationProRata([1, 2], 4)).toThrow(ClearingInputError);
    expect(() => rationProRata([1, 2], -1)).toThrow(ClearingInputError);
    expect(() => rationProRata([1, 2], 1.5)).toThrow(ClearingInputError);
  });
});
