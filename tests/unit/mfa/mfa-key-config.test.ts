import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { resetConfigForTests } from '@/lib/server/config';
import { decryptSecret, encryptSecret } from '@/lib/server/auth/mfa/mfa-key';
import { isAppError } from '@/lib/errors/app-error';
import { TEST_MARKET_OPERATOR } from '../../setup/market-operator';

const saved = { ...process.env };
afterEach(() => {
  for (const name of ['MFA_KEY', 'MFA_KEY_FILE', 'DATABASE_URL', ...Object.keys(TEST_MARKET_OPERATOR)]) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetConfigForTests();
});

function use(env: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfigForTests();
}

function codeOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (e) {
    return isAppError(e) ? e.code : 'not an AppError';
  }
  return undefined;
}

describe('MFA key per deployment', () => {
  it('on PostgreSQL without MFA_KEY refuses instead of making a key file on this host', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'mfa-key-')), 'mfa.key');
    use({
      ...TEST_MARKET_OPERATOR,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x',
      MFA_KEY: undefined,
      MFA_KEY_FILE: file,
    });
    expect(codeOf(() => encryptSecret('JBSWY3DPEHPK3PXP'))).toBe('C_AU_013');
  });

  it('on PGlite without MFA_KEY still uses the key file', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'mfa-key-')), 'mfa.key');
    use({ DATABASE_URL: undefined, MFA_KEY: undefined, MFA_KEY_FILE: file });
    expect(decryptSecret(encryptSecret('JBSWY3DPEHPK3PXP'))).toBe('JBSWY3DPEHPK3PXP');
  });

  it('answers C_AU_014 for a secret stored under another key', () => {
    use({ MFA_KEY: randomBytes(32).toString('base64') });
    const stored = encryptSecret('JBSWY3DPEHPK3PXP');
    use({ MFA_KEY: randomBytes(32).toString('base64') });
    expect(codeOf(() => decryptSecret(stored))).toBe('C_AU_014');
  });
});
