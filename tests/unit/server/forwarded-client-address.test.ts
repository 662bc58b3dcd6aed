import { describe, expect, it } from 'vitest';
import { forwardedClientAddress } from '@/lib/server/http/client-address';

describe('client address behind trusted proxies', () => {
  it('takes the entry the nearest proxy appended, not the one the client wrote', () => {
    expect(forwardedClientAddress('6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(forwardedClientAddress('203.0.113.7', 1)).toBe('203.0.113.7');
  });

  it('counts the configured number of trusted hops from the right', () => {
    expect(forwardedClientAddress('6.6.6.6, 203.0.113.7, 10.0.0.2', 2)).toBe('203.0.113.7');
    expect(forwardedClientAddress('6.6.6.6,203.0.113.7 , 10.0.0.2,10.0.0.3', 3)).toBe('203.0.113.7');
  });

  it('takes the furthest entry when fewer proxies wrote one than are configured', () => {
    expect(forwardedClientAddress('203.0.113.7', 2)).toBe('203.0.113.7');
  });

  it('answers nothing for a missing or empty header', () => {
    expect(forwardedClientAddress(null, 1)).toBeUndefined();
    expect(forwardedClientAddress(' , ', 1)).toBeUndefined();
  });
});
