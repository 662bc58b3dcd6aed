import { randomInt } from 'node:crypto';
import { sha256Hex } from '../tokens';

export const RECOVERY_CODE_COUNT = 10;
/* No 0/O, 1/I/L: codes are read off paper and typed by hand. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const GROUP = 5;

/** "XXXXX-XXXXX": 10 characters of a 31-letter alphabet, about 49 bits each. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: GROUP * 2 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, GROUP)}-${chars.slice(GROUP)}`;
  });
}

/** Case, spaces and the hyphen do not matter when a code is typed back. */
export function normalizeRecoveryCode(input: string): string | undefined {
  const compact = input.replace(/[\s-]/g, '').toUpperCase();
  if (compact.length !== GROUP * 2 || [...compact].some((c) => !ALPHABET.includes(c))) return undefined;
  return compact;
}

export function hashRecoveryCode(normalized: string): string {
  return sha256Hex(`recovery:${normalized}`);
}
