import { describe, expect, it } from 'vitest';
import { chooseSinglePrice, clearSinglePrice } from '@/lib/domain/clearing';
import { buy, sell, volumesById } from './book';

// Prices in hundredths of a yen: 100 = 1.00 円/kWh. Tables list every candidate price p with
// D(p) = buys priced >= p, S(p) = sells priced <= p, executed = min(S, D) and surplus D − S.

describe('single-price choice: each rule step decides an example', () => {
  it('step 1: the price with the largest executed volume, and the long side at it is rationed', () => {
    //   p | D   | S   | exec | D−S
    //  70 | 120 |  50 |  50  | +70
    // 100 | 120 | 110 | 110  | +10   <- unique maximum
    // 110 |  50 | 110 |  50  | −60
    // 120 |   0 | 150 |   0  | −150
    const result = clearSinglePrice({
      buys: [buy('B1', 110, 50), buy('B2', 100, 70)],
      sells: [sell('S1', 70, 50), sell('S2', 100, 60), sell('S3', 120, 40)],
    });
    expect(result.summary.decidedByStep).toBe(1);
    expect(result.summary.clearingPriceCents).toBe(100);
    // Buys are long by 10 at 1.00: B1 (above) fills, B2 (at the price) gets 110 − 50 = 60 of 70.
    expect(volumesById(result.buys)).toEqual({ B1: 50, B2: 60 });
    expect(volumesById(result.sells)).toEqual({ S1: 50, S2: 60, S3: 0 });
    expect(result.buys.map((r) => r.status)).toEqual(['約定', '一部約定']);
    expect(result.sells.map((r) => r.status)).toEqual(['約定', '約定', '不約定']);
    expect(result.buys.every((r) => r.contractedPriceCents === 100)).toBe(true);
    expect(result.sells[2]!.contractedPriceCents).toBeNull();
    expect(result.buys[1]!.amountCents).toBe(6000n);
  });

  it('step 2: among equal volumes, the smallest surplus', () => {
    //   p | D   | S   | exec | D−S
    //  90 | 110 |  90 |  90  | +20
    // 100 | 110 | 100 | 100  | +10   <- smallest |surplus| among exec 100
    // 110 | 100 | 130 | 100  | −30
    // 120 | 100 | 130 | 100  | −30
    const result = clearSinglePrice({
      buys: [buy('B1', 120, 100), buy('B2', 100, 10)],
      sells: [sell('S1', 90, 90), sell('S2', 100, 10), sell('S3', 110, 30)],
    });
    expect(result.summary.decidedByStep).toBe(2);
    expect(result.summary.clearingPriceCents).toBe(100);
    // Buys long by 10 at 1.00: B1 above takes all 100, B2 at the price gets 100 − 100 = 0.
    expect(volumesById(result.buys)).toEqual({ B1: 100, B2: 0 });
    expect(volumesById(result.sells)).toEqual({ S1: 90, S2: 10, S3: 0 });
    expect(result.buys[1]!.status).toBe('不約定');
  });

  it('step 3, buy surplus everywhere: the highest price; buys at it share pro rata', () => {
    //   p | D   | S  | exec | D−S
    //  90 | 100 | 51 |  51  | +49
    // 120 | 100 | 51 |  51  | +49   <- all buy surplus: highest
    const result = clearSinglePrice({
      buys: [buy('B1', 120, 70, 1), buy('B2', 120, 30, 2)],
      sells: [sell('S1', 90, 51)],
    });
    expect(result.summary.decidedByStep).toBe(3);
    expect(result.summary.clearingPriceCents).toBe(120);
    // 51 × 70/100 = 35.7 and 51 × 30/100 = 15.3: floors 35 + 15, the spare kWh to the larger remainder.
    expect(volumesById(result.buys)).toEqual({ B1: 36, B2: 15 });
    expect(volumesById(result.sells)).toEqual({ S1: 51 });
  });

  it('step 3, sell surplus everywhere: the lowest price; sells at it share pro rata', () => {
    //   p | D  | S   | exec | D−S
    //  90 | 50 | 100 |  50  | −50   <- all sell surplus: lowest
    // 120 | 50 | 100 |  50  | −50
    const result = clearSinglePrice({
      buys: [buy('B1', 120, 50)],
      sells: [sell('S1', 90, 60, 1), sell('S2', 90, 40, 2)],
    });
    expect(result.summary.decidedByStep).toBe(3);
    expect(result.summary.clearingPriceCents).toBe(90);
    expect(volumesById(result.sells)).toEqual({ S1: 30, S2: 20 });
    expect(result.buys[0]!.contractedPriceCents).toBe(90);
  });

  it('step 4, no surplus anywhere: the lowest price', () => {
    //   p | D  | S  | exec | D−S
    //  90 | 50 | 50 |  50  |  0    <- lowest
    // 120 | 50 | 50 |  50  |  0
    const result = clearSinglePrice({ buys: [buy('B1', 120, 50)], sells: [sell('S1', 90, 50)] });
    expect(result.summary.decidedByStep).toBe(4);
    expect(result.summary.clearingPriceCents).toBe(90);
    expect(volumesById(result.buys)).toEqual({ B1: 50 });
  });

  it('step 4, surplus on both sides: the lowest price', () => {
    //   p | D   | S   | exec | D−S
    //  70 | 100 |  50 |  50  | +50   <- lowest; buys above it (50) fit in S = 50
    // 100 |  50 | 100 |  50  | −50
    // 110 |  50 | 100 |  50  | −50
    const result = clearSinglePrice({
      buys: [buy('B1', 110, 50), buy('B2', 70, 50)],
      sells: [sell('S1', 70, 50), sell('S2', 100, 50)],
    });
    expect(result.summary.decidedByStep).toBe(4);
    expect(result.summary.clearingPriceCents).toBe(70);
    expect(volumesById(result.buys)).toEqual({ B1: 50, B2: 0 });
    expect(volumesById(result.sells)).toEqual({ S1: 50, S2: 0 });
  });

  it('step 4 skips a lowest price at which the buys above it could not all fill (our decision)', () => {
    //   p | D   | S   | exec | D−S | D(>p)
    //  70 | 100 |  50 |  50  | +50 | 100  <- literal "lowest", but 100 kWh of buys above 0.70 > 50
    //  80 | 100 |  50 |  50  | +50 |  50  <- lowest workable
    // 100 |  50 | 100 |  50  | −50 |
    // 110 |  50 | 100 |  50  | −50 |
    const result = clearSinglePrice({
      buys: [buy('B1', 110, 50), buy('B2', 80, 50)],
      sells: [sell('S1', 70, 50), sell('S2', 100, 50)],
    });
    expect(result.summary.decidedByStep).toBe(4);
    expect(result.summary.clearingPriceCents).toBe(80);
    expect(volumesById(result.buys)).toEqual({ B1: 50, B2: 0 });
    expect(volumesById(result.sells)).toEqual({ S1: 50, S2: 0 });
  });
});

describe('single-price clearing: edges', () => {
  it('no crossing: no clearing price and nothing fills', () => {
    const result = clearSinglePrice({ buys: [buy('B1', 80, 10)], sells: [sell('S1', 90, 10)] });
    expect(result.summary.decidedByStep).toBeNull();
    expect(result.summary).toMatchObject({
      clearingPriceCents: null,
      totalContractedVolume: 0,
      biddingMemberCount: 2,
      contractedMemberCount: 0,
    });
    expect([...result.buys, ...result.sells].every((r) => r.status === '不約定' && r.amountCents === 0n)).toBe(true);
  });

  it('one-sided and empty books clear nothing', () => {
    expect(clearSinglePrice({ buys: [buy('B1', 80, 10)], sells: [] }).summary.clearingPriceCents).toBeNull();
    expect(clearSinglePrice({ buys: [], sells: [] }).summary.totalContractedVolume).toBe(0);
  });

  it('equal remainders at the price go to the earlier entry', () => {
    //   p | D   | S  | exec | D−S
    //  90 | 100 | 51 |  51  | +49
    // 100 | 100 | 51 |  51  | +49   <- step 3: highest; 51 split 50:50 → 25.5 each, spare kWh to t=1
    const result = clearSinglePrice({
      buys: [buy('LATE', 100, 50, 2), buy('EARLY', 100, 50, 1)],
      sells: [sell('S1', 90, 51)],
    });
    expect(volumesById(result.buys)).toEqual({ EARLY: 26, LATE: 25 });
    expect(result.buys.map((r) => r.bid.bidId)).toEqual(['EARLY', 'LATE']);
  });

  it('summary counts distinct members on both sides', () => {
    const result = clearSinglePrice({
      buys: [buy('B1', 100, 10, 0, 'A'), buy('B2', 100, 10, 0, 'A'), buy('B3', 60, 10, 0, 'B')],
      sells: [sell('S1', 90, 20)],
    });
    expect(result.summary).toMatchObject({
      clearingPriceCents: 90,
      minContractedPriceCents: 90,
      maxContractedPriceCents: 90,
      totalContractedVolume: 20,
      biddingMemberCount: 3,
      contractedMemberCount: 2,
    });
  });

  it('chooseSinglePrice reports the curve at the chosen price', () => {
    const choice = chooseSinglePrice(
      [buy('B1', 110, 50), buy('B2', 100, 70)],
      [sell('S1', 70, 50), sell('S2', 100, 60)],
    );
    expect(choice).toEqual({
      priceCents: 100,
      decidedByStep: 1,
      demand: 120,
      supply: 110,
      demandAbove: 50,
      supplyBelow: 50,
    });
  });
});
