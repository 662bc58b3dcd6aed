/*
 * Whether an error means "the database cannot be reached right now" (restart, crash, network,
 * server full) rather than a fault of the request or of our code. Such a request answers 503 with
 * C_SH_016 and the member's browser waits it out; anything else stays a 500.
 */

/** SQLSTATEs of a database that is going away, coming back or full. */
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown: "terminating connection due to administrator command" (pg_ctl stop/restart -m fast)
  '57P02', // crash_shutdown (another backend crashed, or -m immediate)
  '57P03', // cannot_connect_now: "the database system is starting up / shutting down"
  '53300', // too_many_connections
]);

/** Socket errors of node-postgres's connection. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

/** node-postgres and pg-pool say these in plain messages, without a code. */
const LOST_CONNECTION = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  // drizzle wraps the driver's error as the cause of its "Failed query"; a few levels suffice. A job
  // queue's error event may carry the driver's error copied into a plain object: read it alike.
  for (let e: unknown = error, depth = 0; isObject(e) && depth < 4; e = e.cause, depth++) {
    const { code, message } = e;
    if (typeof code === 'string' && (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code)))
      return true;
    if (typeof message === 'string' && LOST_CONNECTION.some((m) => message.startsWith(m))) return true;
  }
  return false;
}

function isObject(value: unknown): value is { code?: unknown; message?: unknown; cause?: unknown } {
  return typeof value === 'object' && value !== null;
}
