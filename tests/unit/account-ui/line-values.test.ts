import { describe, expect, it } from 'vitest';
import { lineKey, normalizeVolumeText, totalVolume, volumeOf } from '@/islands/account/lines/line-values';

describe('volume text of a line', () => {
  it('reads whole kWh typed with commas or full-width digits', () => {
    expect(volumeOf('1,000')).toBe(1000);
    expect(volumeOf('１２，３４５')).toBe(12345);
    expect(volumeOf(' 42 ')).toBe(42);
    expect(volumeOf('1.5')).toBeNull();
    expect(volumeOf('-1')).toBeNull();
    expect(volumeOf('')).toBeNull();
    expect(volumeOf('99999999999999999999')).toBeNull();
    expect(normalizeVolumeText('１、０００')).toBe('1,000');
  });

  it('totals what can be read and keys lines by class and facility', () => {
    expect(totalVolume([{ volume: '1,000' }, { volume: 'x' }, { volume: '２０００' }])).toBe(3000);
    expect(lineKey(1, '#A01')).toBe('1|#A01');
  });
});
