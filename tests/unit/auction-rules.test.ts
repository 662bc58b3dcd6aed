import { describe, expect, it } from 'vitest';
import { auctionState, bidProblems, marketNow, marketNoOf, participates } from '../../src/lib/domain/auction';

const w = {
  opensAt: new Date('2026-11-20T01:00:00.000Z'),
  closesAt: new Date('2026-11-25T06:00:00.000Z'),
  clearedAt: null,
};

describe('auction state by window', () => {
  it('is scheduled before, open within and closed from the closing millisecond', () => {
    expect(auctionState(w, new Date('2026-11-20T00:59:59.999Z'))).toBe('scheduled');
    expect(auctionState(w, new Date('2026-11-20T01:00:00.000Z'))).toBe('open');
    expect(auctionState(w, new Date('2026-11-25T05:59:59.999Z'))).toBe('open');
    expect(auctionState(w, new Date('2026-11-25T06:00:00.000Z'))).toBe('closed');
    expect(auctionState({ ...w, clearedAt: new Date() }, new Date('2026-11-21T00:00:00Z'))).toBe('cleared');
  });
  it('puts the business date together with the time of day in Tokyo', () => {
    expect(marketNow('2026-08-01', new Date('2026-11-22T03:04:05.678Z')).toISOString()).toBe(
      '2026-08-01T03:04:05.678Z',
    );
    // 23:30 JST on the real day is 23:30 JST on the business date.
    expect(marketNow('2026-08-01', new Date('2026-11-22T14:30:00.000Z')).toISOString()).toBe(
      '2026-08-01T14:30:00.000Z',
    );
  });
  it('numbers markets by year, round and product', () => {
    expect(marketNoOf(2026, 3, 1)).toBe(202631);
  });
});

describe('bid rules', () => {
  const band = { minPriceCents: 60, maxPriceCents: 130 };
  it('accepts the band edges and the minimum volume', () => {
    expect(bidProblems(60, 1_000, band)).toEqual([]);
    expect(bidProblems(130, 1_000, band)).toEqual([]);
  });
  it('reports price outside the band and volume below the minimum', () => {
    expect(bidProblems(59, 999, band).map((p) => p.kind)).toEqual(['price-below-band', 'volume-below-minimum']);
    expect(bidProblems(131, 5_000, band, 4_000).map((p) => p.kind)).toEqual([
      'price-above-band',
      'volume-above-maximum',
    ]);
  });
  it('checks participation per market', () => {
    expect(participates({ fitParticipation: true, nonFitParticipation: false }, 1)).toBe(true);
    expect(participates({ fitParticipation: true, nonFitParticipation: false }, 2)).toBe(false);
  });
});
