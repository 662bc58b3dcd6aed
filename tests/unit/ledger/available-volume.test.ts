import { describe, expect, it } from 'vitest';
import { availableVolume } from '@/lib/domain/ledger';

describe('available volume of a holding line', () => {
  it('is the balance less what open orders hold for authorized and procured lines', () => {
    expect(availableVolume(1, 5_000, 1_200)).toBe(3_800);
    expect(availableVolume(2, 2_500, 0)).toBe(2_500);
  });
  it('is nothing for confirmed lines, whose volume is final', () => {
    expect(availableVolume(3, 1_500, 0)).toBe(0);
  });
});
