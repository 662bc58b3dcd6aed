import { beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { loadConfig, resetConfigForTests } from '@/lib/server/config';
import { decryptSecret, encryptSecret } from '@/lib/server/auth/mfa/mfa-key';
import { fingerprint, issueLoginTicket, readLoginTicket, TICKET_SECONDS } from '@/lib/server/auth/mfa/login-ticket';

beforeAll(() => {
  process.env.MFA_KEY = randomBytes(32).toString('hex');
  resetConfigForTests();
});

describe('TOTP secret at rest', () => {
  it('stores the secret encrypted, differently each time, and reads it back', () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const a = encryptSecret(secret);
    const b = encryptSecret(secret);
    expect(a).not.toContain(secret);
    expect(a).not.toBe(b);
    expect(decryptSecret(a)).toBe(secret);
    expect(decryptSecret(b)).toBe(secret);
  });

  it('refuses a tampered value', () => {
    const stored = encryptSecret('JBSWY3DPEHPK3PXP');
    const parts = stored.split('.');
    const data = Buffer.from(parts[3]!, 'base64url');
    data[0] = data[0]! ^ 1;
    parts[3] = data.toString('base64url');
    expect(() => decryptSecret(parts.join('.'))).toThrow();
  });
});

describe('login ticket between password and code', () => {
  const now = new Date('2026-06-01T00:00:00Z');

  const binding = { passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$abc$def', lastLoginAt: null };

  it('names its user until it expires', () => {
    const ticket = issueLoginTicket(42, binding, now);
    const read = { userId: 42, fingerprint: fingerprint(binding) };
    expect(readLoginTicket(ticket, now)).toEqual(read);
    expect(readLoginTicket(ticket, new Date(now.getTime() + (TICKET_SECONDS - 1) * 1000))).toEqual(read);
    expect(readLoginTicket(ticket, new Date(now.getTime() + TICKET_SECONDS * 1000))).toBeUndefined();
  });

  it('carries a fingerprint that changes with the password hash and with every login', () => {
    const print = fingerprint(binding);
    expect(fingerprint({ ...binding, passwordHash: binding.passwordHash + 'x' })).not.toBe(print);
    expect(fingerprint({ ...binding, lastLoginAt: now })).not.toBe(print);
    expect(issueLoginTicket(42, binding, now)).not.toContain(binding.passwordHash);
  });

  it('refuses a ticket whose user, expiry or fingerprint was changed, and garbage', () => {
    const [, expires, print, sig] = issueLoginTicket(42, binding, now).split('.');
    expect(readLoginTicket(`43.${expires}.${print}.${sig}`, now)).toBeUndefined();
    expect(readLoginTicket(`42.${Number(expires) + 1000}.${print}.${sig}`, now)).toBeUndefined();
    const other = fingerprint({ ...binding, lastLoginAt: now });
    expect(readLoginTicket(`42.${expires}.${other}.${sig}`, now)).toBeUndefined();
    for (const bad of ['', '42', '42.1.x', 'a.b.c']) expect(readLoginTicket(bad, now)).toBeUndefined();
  });
});

describe('the MFA key at start', () => {
  it('refuses a key that is not 32 bytes, naming the variable, and takes hex or base64 of 32', () => {
    for (const bad of [randomBytes(16).toString('base64'), randomBytes(16).toString('hex'), 'not a key', '']) {
      expect(() => loadConfig({ MFA_KEY: bad }), bad).toThrow(/MFA_KEY: 32バイトの鍵/);
    }
    for (const good of [randomBytes(32).toString('base64'), randomBytes(32).toString('hex')]) {
      expect(loadConfig({ MFA_KEY: good }).MFA_KEY).toBe(good);
    }
  });
});
