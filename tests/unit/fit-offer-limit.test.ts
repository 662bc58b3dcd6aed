import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fitOfferRefusal, fitVolumeRefusal, offerableFitVolume } from '../../src/lib/domain/auction';

describe('FIT supply bounded per facility (decision 0011)', () => {
  it('refuses an offer beyond what the facility has left unsold, with the figures', () => {
    // The case once found in the demo, F0000003: 10,000 kWh, all sold by round 2; 5,000 kWh more is refused.
    expect(fitOfferRefusal(5_000, { fitVolume: 10_000, committed: 10_000 }, true)).toBe(
      '供給可能量 0 kWh を超えています（FIT認定量 10,000 kWh、約定済み・供給中 10,000 kWh）',
    );
    expect(fitOfferRefusal(4_000, { fitVolume: 10_000, committed: 6_000 }, true)).toBeNull();
    expect(fitOfferRefusal(4_001, { fitVolume: 10_000, committed: 6_000 }, true)).toMatch(/^供給可能量 4,000 kWh/);
  });

  it('refuses a facility without a FIT volume in a bounded year, and bounds nothing in a year without any', () => {
    expect(fitOfferRefusal(1, { fitVolume: null, committed: 0 }, true)).toBe('この年度のFIT認定量が登録されていません');
    expect(fitOfferRefusal(1e12, { fitVolume: null, committed: 5 }, false)).toBeNull();
  });

  it('accepts exactly the offers that fit what is left, for any standing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e12 }),
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 1, max: 1e12 }),
        (fitVolume, committed, volume) => {
          const standing = { fitVolume, committed };
          const left = offerableFitVolume(standing);
          expect(left).toBe(Math.max(0, fitVolume - committed));
          expect(fitOfferRefusal(volume, standing, true) === null).toBe(committed + volume <= fitVolume);
        },
      ),
    );
  });

  it('lets a FIT volume be corrected, never below what the auctions already hold', () => {
    expect(fitVolumeRefusal(8_000, 8_000)).toBeNull();
    expect(fitVolumeRefusal(7_999, 8_000)).toBe('FIT認定量が約定済み・供給中の 8,000 kWh を下回っています');
  });
});
