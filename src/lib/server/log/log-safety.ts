import { isDatabaseUnavailable } from '../db/unavailable';

/**
 * What a log line may never carry: passwords, password hashes, passCd, session and CSRF tokens,
 * cookies, and the MFA material (login ticket, codes, secret, recovery codes, otpauth URI). Pino's redaction removes these keys wherever they sit in a logged object; the error
 * serializer below drops SQL statement parameters and database error details, which carry the
 * values of the row being written (a certificate's hash and passCd on a failed publish).
 */
export const REDACTED_PATHS = [
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'passCd',
  'passCdHash',
  'token',
  'csrfToken',
  'idHash',
  'cookie',
  'mfaTicket',
  'code',
  'secret',
  'recoveryCodes',
  'otpauthUri',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.passwordHash',
  '*.passCd',
  '*.passCdHash',
  '*.token',
  '*.csrfToken',
  '*.idHash',
  '*.cookie',
  '*.mfaTicket',
  '*.secret',
  '*.recoveryCodes',
  '*.otpauthUri',
  // A one-time code one level down only inside a request body or input: '*.code' would also hide
  // err.code, the PostgreSQL error code support needs.
  'body.code',
  'input.code',
  'headers.cookie',
  'headers["set-cookie"]',
  'headers.authorization',
  'headers["x-xsrf-token"]',
];

export interface SafeError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  query?: string;
  constraint?: string;
  table?: string;
  cause?: SafeError;
}

/**
 * An error as it may be logged. A failed drizzle query keeps its SQL text (placeholders only) but
 * not its parameters; a PostgreSQL error keeps its code, constraint and table but not its detail
 * ("Key (pass_cd)=(…) already exists.") or the row it failed on.
 *
 * A stack is kept only where it can point at a fault in the program (README "Logs, health and
 * retention"): an exception thrown by our code or a library's. A database's error, a failed query,
 * a lost connection or an unreachable database (a socket's error) has none in the log: its stack is
 * the driver's and says where the socket was read, not what went wrong. An error emitted as a plain
 * object keeps none either.
 */
export function safeError(error: unknown, depth = 0): SafeError {
  if (isPlainObject(error)) return safeObjectError(error, depth);
  if (!(error instanceof Error)) return { type: typeof error, message: depth ? '' : String(error).slice(0, 200) };
  const e = error as Error & {
    query?: unknown;
    params?: unknown;
    code?: unknown;
    constraint?: unknown;
    table?: unknown;
  };
  const isQueryError = typeof e.query === 'string' && 'params' in e;
  // The database's own message quotes the offending value ('invalid input syntax for type integer:
  // "…"'), and its stack says nothing about our code: only its code and names are kept.
  const isDatabaseError = typeof (e as { severity?: unknown }).severity === 'string';
  const message = isQueryError
    ? 'Failed query (parameters not logged)'
    : isDatabaseError
      ? 'Database error (message not logged)'
      : e.message;
  const out: SafeError = { type: e.constructor?.name ?? 'Error', message };
  if (isQueryError) out.query = e.query as string;
  else if (e.stack && !isDatabaseError && !isDatabaseUnavailable(e)) out.stack = e.stack;
  if (typeof e.code === 'string') out.code = e.code;
  if (typeof e.constraint === 'string') out.constraint = e.constraint;
  if (typeof e.table === 'string') out.table = e.table;
  if (e.cause !== undefined && depth < 3) out.cause = safeError(e.cause, depth + 1);
  return out;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !(value instanceof Error);
}

/**
 * An error thrown or emitted as a plain object (a job queue's error event, a rejected promise of a
 * library): its name, message and code as an Error's would be, never "[object Object]". A
 * database's object keeps only its code, as above.
 */
function safeObjectError(o: Record<string, unknown>, depth: number): SafeError {
  const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 200) : undefined);
  const isDatabaseError = typeof o.severity === 'string';
  const keys = Object.keys(o).slice(0, 10).join(', ');
  const message = isDatabaseError
    ? 'Database error (message not logged)'
    : (text(o.message) ?? `object without a message (${keys || 'no fields'})`);
  const out: SafeError = { type: text(o.name) ?? 'object', message };
  const code = text(o.code);
  if (code !== undefined) out.code = code;
  if (o.cause !== undefined && depth < 3) out.cause = safeError(o.cause, depth + 1);
  return out;
}
