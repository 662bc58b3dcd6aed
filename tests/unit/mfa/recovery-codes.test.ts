import { describe, expect, it } from 'vitest';
import {
  hashRecoveryCode,
  newRecoveryCodes,
  normalizeRecoveryCode,
  RECOVERY_CODE_COUNT,
} from '@/lib/server/auth/mfa/recovery-codes';

describe('recovery codes', () => {
  it('makes ten distinct codes in the XXXXX-XXXXX form without look-alike letters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of codes) expect(c).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
  });

  it('reads a code back whatever its case, spaces and hyphen, and refuses other shapes', () => {
    expect(normalizeRecoveryCode('abcde-fghjk')).toBe('ABCDEFGHJK');
    expect(normalizeRecoveryCode(' ABCDE FGHJK ')).toBe('ABCDEFGHJK');
    for (const bad of ['ABCDE-FGHJ', 'ABCDE-FGHJKL', 'ABCDE-FGHJ0', 'ABCDE-FGHJI', '123456', '']) {
      expect(normalizeRecoveryCode(bad)).toBeUndefined();
    }
  });

  it('stores a hash that does not contain the code and is the same for the same code', () => {
    const h = hashRecoveryCode('ABCDEFGHJK');
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(h).not.toContain('ABCDEFGHJK');
    expect(hashRecoveryCode(normalizeRecoveryCode('abcde-fghjk')!)).toBe(h);
    expect(hashRecoveryCode('ABCDEFGHJM')).not.toBe(h);
  });
});
