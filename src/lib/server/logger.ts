import pino from 'pino';
import { config } from './config';
import { currentRequestId } from './log/request-scope';
import { REDACTED_PATHS, safeError } from './log/log-safety';

/**
 * One JSON line per event on stdout. A test (or any embedding process) can capture the lines by
 * putting a writable on globalThis under LOG_SINK; it is looked up per line, so the sink may be
 * installed after the logger was created.
 */
export const LOG_SINK = Symbol.for('nfc-trading.log-sink');
type SinkHolder = { [LOG_SINK]?: { write(line: string): unknown } };

let instance: pino.Logger | undefined;

export function logger(): pino.Logger {
  instance ??= createLogger(config().LOG_LEVEL);
  return instance;
}

function createLogger(level: pino.Level | 'silent'): pino.Logger {
  const stdout = pino.destination({ dest: 1, sync: true });
  const destination = {
    write(line: string) {
      const sink = (globalThis as SinkHolder)[LOG_SINK];
      if (sink) sink.write(line);
      else stdout.write(line);
    },
  };
  return pino(
    {
      level,
      base: { app: 'nfc-trading' },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Every line written while serving a request names it, so support can go from an error body to the log.
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { err: safeError, error: safeError },
    },
    destination,
  );
}

/**
 * A business event (login, transfer, issue, bid, clearing, system change) at info level. Only
 * identifiers go in: the audit log holds the before/after values, which may be confidential.
 */
export function logEvent(event: string, fields: Record<string, unknown> = {}): void {
  logger().info({ event, ...fields }, event);
}
