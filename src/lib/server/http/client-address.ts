import { config } from '../config';

/**
 * The address the throttles count: X-Forwarded-For's (behind TRUST_PROXY) or the socket's.
 * `direct` may throw (Astro's clientAddress without a socket address).
 */
export function clientAddressOf(forwardedFor: string | null | undefined, direct: () => string | undefined): string {
  const { TRUST_PROXY, TRUST_PROXY_HOPS } = config();
  if (TRUST_PROXY) {
    const forwarded = forwardedClientAddress(forwardedFor ?? null, TRUST_PROXY_HOPS);
    if (forwarded) return forwarded;
  }
  try {
    return direct() || 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The client address in X-Forwarded-For behind `hops` trusted reverse proxies. Each proxy appends
 * the address it received the request from, so only the rightmost `hops` entries were written by
 * machines we trust; anything left of them is whatever the client chose to send. Fewer entries
 * than hops means fewer proxies wrote one, and the furthest entry is still a trusted proxy's.
 */
export function forwardedClientAddress(header: string | null, hops: number): string | undefined {
  const entries = (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - hops)];
}
