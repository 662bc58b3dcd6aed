import { describe, expect, it } from 'vitest';
import { sha256Hex } from '@/lib/server/auth/tokens';

describe('sha256Hex', () => {
  it('hashes the UTF-8 text as SHA-256 in lowercase hex (the stored session id hash)', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('残高')).toBe('9dd1109366ea87b7180631c9b206fb79c94e3ebf6648ee2390f493a2af3f1bd6');
  });
});
