import { describe, expect, it } from 'vitest';
import { isTotpCodeShape, matchTotpStep, newTotpSecret, totpCodeAt, totpUri } from '@/lib/server/auth/mfa/totp';

/* RFC 6238 appendix B secret ("12345678901234567890") in base32, SHA-1. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const at = (seconds: number) => new Date(seconds * 1000);

describe('TOTP', () => {
  it('computes the RFC 6238 test vectors (last 6 digits)', () => {
    expect(totpCodeAt(RFC_SECRET, at(59))).toBe('287082');
    expect(totpCodeAt(RFC_SECRET, at(1111111109))).toBe('081804');
    expect(totpCodeAt(RFC_SECRET, at(2000000000))).toBe('279037');
  });

  it('matches a code to its 30-second step, one step either side', () => {
    const now = at(1111111109); // step 37037036
    expect(matchTotpStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now), now)).toBe(37037036);
    expect(matchTotpStep(RFC_SECRET, totpCodeAt(RFC_SECRET, at(1111111109 - 30)), now)).toBe(37037035);
    expect(matchTotpStep(RFC_SECRET, totpCodeAt(RFC_SECRET, at(1111111109 + 30)), now)).toBe(37037037);
    expect(matchTotpStep(RFC_SECRET, totpCodeAt(RFC_SECRET, at(1111111109 - 90)), now)).toBeUndefined();
    expect(matchTotpStep(RFC_SECRET, totpCodeAt(RFC_SECRET, at(1111111109 + 90)), now)).toBeUndefined();
  });

  it('refuses anything but six digits before computing', () => {
    const now = at(59);
    expect(isTotpCodeShape('287082')).toBe(true);
    for (const bad of ['28708', '2870821', '28708a', ' 287082', '']) {
      expect(isTotpCodeShape(bad)).toBe(false);
      expect(matchTotpStep(RFC_SECRET, bad, now)).toBeUndefined();
    }
  });

  it('makes a fresh 160-bit secret and an otpauth URI an app can read', () => {
    const a = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(a);
    const uri = new URL(totpUri(a, 'minato01'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(uri.searchParams.get('secret')).toBe(a);
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(uri.pathname)).toContain('minato01');
  });
});
