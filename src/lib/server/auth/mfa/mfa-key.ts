import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { config } from '../../config';
import { safeEqual } from '../tokens';
import { AppError } from '../../../errors/app-error';
import { MFA_KEY_RULE, mfaKeyBytes } from './key-text';

let cached: { cfg: ReturnType<typeof config>; key: Buffer } | undefined;

/**
 * The configured key, or (PGlite only) the one in the key file, created with random bytes on first
 * use. On PostgreSQL several app servers share the database: a key file per host would make each
 * one unable to read the secrets another stored, so MFA_KEY must be set and its absence is refused.
 */
function mfaKey(): Buffer {
  const cfg = config();
  if (cached?.cfg === cfg) return cached.key;
  if (!cfg.MFA_KEY && cfg.DATABASE_URL) throw new AppError('C_AU_013');
  const key = cfg.MFA_KEY ? parseKey(cfg.MFA_KEY, 'MFA_KEY') : keyFromFile(cfg.MFA_KEY_FILE);
  cached = { cfg, key };
  return key;
}

function parseKey(text: string, source: string): Buffer {
  const key = mfaKeyBytes(text);
  if (!key) throw new Error(`${source} は${MFA_KEY_RULE}`);
  return key;
}

function keyFromFile(file: string): Buffer {
  try {
    return parseKey(readFileSync(file, 'utf8'), file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx': when two processes start together, one writes and the other reads what it wrote.
    writeFileSync(file, randomBytes(32).toString('base64') + '\n', { flag: 'wx', mode: 0o600 });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  return parseKey(readFileSync(file, 'utf8'), file);
}

/** Separate keys per purpose, derived from the one configured key. */
function subKey(purpose: string): Buffer {
  return createHmac('sha256', mfaKey()).update(purpose).digest();
}

/** AES-256-GCM: "v1.<iv>.<tag>.<ciphertext>", base64url parts. */
export function encryptSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', subKey('totp-secret'), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** A secret that does not decrypt was stored under another key: the operator's problem, not a 500. */
export function decryptSecret(stored: string): string {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new AppError('C_AU_014');
  const key = subKey('totp-secret');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new AppError('C_AU_014');
  }
}

/** HMAC for the short-lived "password was right" ticket handed to the browser between the two steps. */
export function signTicket(payload: string): string {
  return createHmac('sha256', subKey('mfa-login-ticket')).update(payload).digest('base64url');
}

export function verifyTicketSignature(payload: string, signature: string): boolean {
  return safeEqual(signTicket(payload), signature);
}
