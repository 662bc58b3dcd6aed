import { beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { resetConfigForTests } from '../../../src/lib/server/config';
import { decryptSecret, encryptSecret } from '../../../src/lib/server/auth/mfa/mfa-key';
import { issueLoginTicket, readLoginTicket, TICKET_SECONDS } from '../../../src/lib/server/auth/mfa/login-ticket';

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

  it('names its user until it expires', () => {
    const ticket = issueLoginTicket(42, now);
    expect(readLoginTicket(ticket, now)).toBe(42);
    expect(readLoginTicket(ticket, new Date(now.getTime() + (TICKET_SECONDS - 1) * 1000))).toBe(42);
    expect(readLoginTicket(ticket, new Date(now.getTime() + TICKET_SECONDS * 1000))).toBeUndefined();
  });

  it('refuses a ticket whose user or expiry was changed, and garbage', () => {
    const [, expires, sig] = issueLoginTicket(42, now).split('.');
    expect(readLoginTicket(`43.${expires}.${sig}`, now)).toBeUndefined();
    expect(readLoginTicket(`42.${Number(expires) + 1000}.${sig}`, now)).toBeUndefined();
    for (const bad of ['', '42', '42.1.x', 'a.b.c']) expect(readLoginTicket(bad, now)).toBeUndefined();
  });
});
