import { describe, expect, it } from 'vitest';
import { allocateNonFitTracking, ClearingInputError } from '@/lib/domain/clearing';
import { buy, sell } from './book';

describe('non-FIT tracking allocation', () => {
  it('hands the cheapest sold lines to the highest buys first', () => {
    // Buys by price: BH (1.30, 60 kWh) then BL (1.10, 40 kWh). Sells by price: SL 30 (line X),
    // SM 50 (line Y), SH 20 (line Z). BH takes X 30 + Y 30; BL takes Y 20 + Z 20.
    const rows = allocateNonFitTracking({
      buys: [
        { bid: buy('BL', 110, 40, 1), contractedVolume: 40 },
        { bid: buy('BH', 130, 60, 2), contractedVolume: 60 },
      ],
      sells: [
        { bid: sell('SH', 90, 20, 0, 'Z'), contractedVolume: 20 },
        { bid: sell('SM', 80, 50, 0, 'Y'), contractedVolume: 50 },
        { bid: sell('SL', 60, 30, 0, 'X'), contractedVolume: 30 },
      ],
    });
    expect(rows.map((r) => [r.buyBidId, r.sellBidId, r.facilityId, r.volume])).toEqual([
      ['BH', 'SL', 'X', 30],
      ['BH', 'SM', 'Y', 30],
      ['BL', 'SM', 'Y', 20],
      ['BL', 'SH', 'Z', 20],
    ]);
  });

  it('breaks equal prices by entry time on both sides', () => {
    const rows = allocateNonFitTracking({
      buys: [
        { bid: buy('B-late', 100, 10, 5), contractedVolume: 10 },
        { bid: buy('B-early', 100, 10, 1), contractedVolume: 10 },
      ],
      sells: [
        { bid: sell('S-late', 70, 10, 5, 'L'), contractedVolume: 10 },
        { bid: sell('S-early', 70, 10, 1, 'E'), contractedVolume: 10 },
      ],
    });
    expect(rows.map((r) => [r.buyBidId, r.facilityId])).toEqual([
      ['B-early', 'E'],
      ['B-late', 'L'],
    ]);
  });

  it('uses contracted (not bid) volumes and refuses unbalanced totals', () => {
    const rows = allocateNonFitTracking({
      buys: [{ bid: buy('B', 100, 50), contractedVolume: 7 }],
      sells: [
        { bid: sell('S', 70, 50), contractedVolume: 7 },
        { bid: sell('S0', 90, 5), contractedVolume: 0 },
      ],
    });
    expect(rows).toEqual([{ buyBidId: 'B', sellBidId: 'S', facilityId: 'FAC-S', volume: 7 }]);
    expect(() =>
      allocateNonFitTracking({
        buys: [{ bid: buy('B', 100, 50), contractedVolume: 8 }],
        sells: [{ bid: sell('S', 70, 50), contractedVolume: 7 }],
      }),
    ).toThrow(ClearingInputError);
  });
});
