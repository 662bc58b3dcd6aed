import type { Server } from 'node:http';

/** How long in-flight requests get to finish after SIGTERM before their connections are cut. */
const DRAIN_TIMEOUT_MS = 10_000;
/** Between looks for keep-alive connections that became idle while draining. */
const IDLE_SWEEP_MS = 50;

export interface ShutdownSteps {
  server: Server;
  /** Background work that must stop before the pools close: the purge timer, the clearing runner. */
  stopBackground(): Promise<void> | void;
  /** Closes the database (pools, listeners) and releases what the process holds (PGlite's lock). */
  closeDatabase(): Promise<void>;
  drainTimeoutMs?: number;
  /** Where the steps are reported (stderr, as start-up messages are). */
  say?(line: string): void;
}

/**
 * Stops the server the way a process supervisor (systemd, a rolling restart) expects on SIGTERM:
 * stop accepting connections, let the requests under way finish (at most drainTimeoutMs), close
 * keep-alive connections as they fall idle, stop the background work, close the pools. Resolves
 * when all that is done; a second call returns the same promise.
 */
export function gracefulShutdown(steps: ShutdownSteps): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= shutDown(steps));
}

async function shutDown({
  server,
  stopBackground,
  closeDatabase,
  drainTimeoutMs = DRAIN_TIMEOUT_MS,
  say = () => undefined,
}: ShutdownSteps): Promise<void> {
  say('停止しています: 新しい接続の受け付けを止め、処理中のリクエストの完了を待ちます…');
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // server.close() waits for every open connection, also keep-alive ones that carry no request:
  // those are closed now and whenever one becomes idle after its last answer.
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  const background = Promise.resolve(stopBackground()).catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), drainTimeoutMs);
  });
  if ((await Promise.race([closed, timedOut])) === 'timeout') {
    say(`${drainTimeoutMs} ms 以内に終わらなかったリクエストの接続を切断します。`);
    server.closeAllConnections();
    await closed;
  }
  clearTimeout(timer);
  clearInterval(sweep);
  await background;
  await closeDatabase().catch(() => undefined);
  say('停止しました。');
}
