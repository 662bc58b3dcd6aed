import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { TEST_MARKET_OPERATOR } from './market-operator';

/** A free TCP port on the loopback address. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * The command that runs one production app server from the build (`node dist/server/start.mjs`, the
 * launcher src/server/build-entries.ts writes), as an operator's process supervisor would run it. The one
 * place tests name it: the restart, rolling-restart, deployment and production-install suites all
 * start their servers through spawnServer.
 */
export const SERVER_COMMAND: readonly string[] = ['dist/server/start.mjs'];

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly port: number;
  readonly baseUrl: string;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  readonly exited: Promise<number | null>;
  /** Sends the signal (SIGTERM by default) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts one app server as its own process with only the environment a user's shell would have
 * (PATH, HOME) plus the test market operator (required with DATABASE_URL) and `env`, and waits
 * until it answers /healthz (or gives up after `readyWithinMs`). `cwd` is the checkout whose build
 * runs (this one unless given).
 */
export async function spawnServer(
  env: Record<string, string>,
  { readyWithinMs = 60_000, cwd }: { readyWithinMs?: number; cwd?: string } = {},
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, [...SERVER_COMMAND], {
    cwd,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      LOG_LEVEL: 'silent',
      ...TEST_MARKET_OPERATOR,
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (d: Buffer) => (printed += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (printed += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited before answering:\n${printed}`);
    const ok = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer /healthz within ${readyWithinMs} ms:\n${printed}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    port,
    baseUrl,
    output: () => printed,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
