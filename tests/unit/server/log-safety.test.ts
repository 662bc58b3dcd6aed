import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { REDACTED_PATHS } from '@/lib/server/log/log-safety';

/** Logs one object through pino with the app's redaction list and returns the parsed line. */
function logged(fields: Record<string, unknown>): Record<string, unknown> {
  const lines: string[] = [];
  const log = pino(
    { redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
    { write: (line: string) => lines.push(line) },
  );
  log.info(fields, 'line');
  return JSON.parse(lines[0]!) as Record<string, unknown>;
}

describe('log redaction', () => {
  it('hides MFA secrets at the top level and one level down', () => {
    const values = {
      mfaTicket: 't',
      code: '123456',
      secret: 'JBSWY3DP',
      recoveryCodes: ['a'],
      otpauthUri: 'otpauth://totp/x',
      currentPassword: 'pw',
    };
    const line = logged({ ...values, body: { ...values } });
    for (const key of Object.keys(values)) {
      expect(line[key]).toBe('[redacted]');
      expect((line.body as Record<string, unknown>)[key]).toBe('[redacted]');
    }
  });

  it("keeps a logged error's database code", () => {
    const line = logged({ err: { message: 'duplicate', code: '23505' } });
    expect((line.err as Record<string, unknown>).code).toBe('23505');
  });

  it('hides the CSRF header the app actually uses (x-xsrf-token)', () => {
    const line = logged({ headers: { 'x-xsrf-token': 'secret-token', accept: 'text/html' } });
    const headers = line.headers as Record<string, unknown>;
    expect(headers['x-xsrf-token']).toBe('[redacted]');
    expect(headers.accept).toBe('text/html');
  });
});
