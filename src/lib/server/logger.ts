import pino from 'pino';
import { config } from './config';
import { currentRequestId } from './log/request-scope';
import { REDACTED_PATHS, safeError } from './log/log-safety';

/** Where log lines go instead of stdout. */
export interface LogSink {
  write(line: string): unknown;
}

let instance: pino.Logger | undefined;
let sink: LogSink | undefined;

/**
 * One JSON line per event on stdout, or on `next` while it is set (the ops CLI keeps stdout for its
 * answer; a test captures the lines). Looked up per line, so it may be set after the logger was
 * created; `undefined` goes back to stdout.
 */
export function setLogSink(next: LogSink | undefined): void {
  sink = next;
}

export function logger(): pino.Logger {
  instance ??= createLogger(config().LOG_LEVEL);
  return instance;
}

function createLogger(level: pino.Level | 'silent'): pino.Logger {
  const stdout = pino.destination({ dest: 1, sync: true });
  const destination = {
    write(line: string) {
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
