import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** One-shot hashing: a session token is hashed on every signed-in request (no Hash object per call). */
export function sha256Hex(value: string): string {
  return hash('sha256', value, 'hex');
}

/** Constant-time string comparison (length difference is allowed to leak). */
export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
