import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { DatabaseError } from 'pg';
import { REDACTED_PATHS, safeError } from '@/lib/server/log/log-safety';
import { isDatabaseUnavailable } from '@/lib/server/db/unavailable';

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

describe('logged database errors (README: SQL text and error code only)', () => {
  /** What node-postgres (and PGlite) throw for a refused statement, with the value in message and detail. */
  function databaseError(message: string, code: string, detail?: string): DatabaseError {
    const e = new DatabaseError(message, message.length, 'error');
    Object.assign(e, {
      severity: 'ERROR',
      code,
      detail,
      constraint: 'certificates_pass_cd_key',
      table: 'certificates',
    });
    return e;
  }

  it("drops the database's message, detail and stack and keeps code, constraint and table", () => {
    const e = databaseError('invalid input syntax for type integer: "9x9-secret"', '22P02', 'Key (pass_cd)=(S3cret)');
    const out = safeError(e);
    expect(out).toEqual({
      type: 'DatabaseError',
      message: 'Database error (message not logged)',
      code: '22P02',
      constraint: 'certificates_pass_cd_key',
      table: 'certificates',
    });
  });

  it("keeps a failed query's SQL text, never its parameters nor its cause's message", () => {
    const cause = databaseError('duplicate key value violates unique constraint "x": (S3cret)', '23505');
    const failed = Object.assign(new Error('Failed query: insert into "x" values ($1)\nparams: S3cret'), {
      query: 'insert into "x" values ($1)',
      params: ['S3cret'],
      cause,
    });
    const text = JSON.stringify(safeError(failed));
    expect(text).not.toContain('S3cret');
    expect(safeError(failed)).toMatchObject({ query: 'insert into "x" values ($1)', cause: { code: '23505' } });
  });
});

describe('a database that cannot be reached', () => {
  it('is told apart from a refused statement, also under a failed query', () => {
    const wrapped = (cause: Error) =>
      Object.assign(new Error('Failed query'), { query: 'select 1', params: [], cause });
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
      severity: 'FATAL',
      code: '57P01',
    });
    expect(isDatabaseUnavailable(wrapped(shutdown))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(Object.assign(new Error('starting up'), { code: '57P03' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('duplicate'), { code: '23505' })))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
  });
});

describe('an error emitted as a plain object (a job queue error event)', () => {
  it('is logged with its name, message and code, never "[object Object]"', () => {
    const named = safeError({ name: 'QueueError', message: 'queue table missing', code: '42P01' });
    expect(named).toEqual({ type: 'QueueError', message: 'queue table missing', code: '42P01' });
    const bare = safeError({ reason: 'x' });
    expect(JSON.stringify(bare)).not.toContain('[object Object]');
    expect(bare).toEqual({ type: 'object', message: 'object without a message (reason)' });
  });

  it("keeps a database object's code, not its message", () => {
    const db = safeError({ severity: 'ERROR', code: '23505', message: 'duplicate key value (secret)' });
    expect(db).toEqual({ type: 'object', message: 'Database error (message not logged)', code: '23505' });
  });
});

describe('stacks in the log (README "Logs, health and retention")', () => {
  const stackOf = (e: unknown) => JSON.stringify(safeError(e)).includes('"stack"');

  it("keeps the stack of the program's own exception, and of its cause", () => {
    expect(stackOf(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(true);
    const wrapped = new Error('settlement failed', { cause: new RangeError('Invalid time value') });
    expect(safeError(wrapped).cause!.stack).toEqual(expect.any(String));
  });

  it('has none for an unreachable database, a lost connection, a database error, a failed query or a plain object', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const lost = new Error('Connection terminated unexpectedly');
    const shutdown = Object.assign(new DatabaseError('terminating connection', 10, 'error'), {
      severity: 'FATAL',
      code: '57P01',
    });
    const failed = Object.assign(new Error('Failed query'), { query: 'select 1', params: [], cause: refused });
    const emitted = { ...refused, message: refused.message, stack: refused.stack, queue: 'auction-clearing' };
    for (const e of [refused, lost, shutdown, failed, emitted]) expect(stackOf(e), String(e)).toBe(false);
    // The error's code is still there for support.
    expect(safeError(refused).code).toBe('ECONNREFUSED');
  });
});
