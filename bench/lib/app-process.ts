import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { TEST_MARKET_OPERATOR } from '../../tests/setup/market-operator';

/**
 * How `npm run serve` of the checkout in `cwd` starts the server: the built launcher since the server loads from the build on plain Node
 * (dist/server/start.mjs), scripts/serve.mjs before it, tsx throughout before that.
 */
export function serverArgs(cwd: string): string[] {
  if (existsSync(path.join(cwd, 'src/server/entry.ts'))) return ['dist/server/start.mjs'];
  return existsSync(path.join(cwd, 'scripts/serve.mjs'))
    ? ['scripts/serve.mjs']
    : ['--import', 'tsx', 'scripts/start.ts'];
}

export interface AppProcess {
  baseUrl: string;
  pid: number;
  /** Resident set size of the server process, from /proc (MiB). */
  rssMiB(): number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/**
 * scripts/start.ts of the checkout in `cwd` (this one, or an older commit's worktree for a
 * before/after in the same run) in its own Node process, NODE_ENV=production, PGlite in a temporary
 * directory unless DATABASE_URL is given. Started as `node scripts/serve.mjs` (older checkouts:
 * `node --import tsx scripts/start.ts`), so pid is the server's own.
 */
export async function startAppProcess(cwd: string, env: Record<string, string> = {}): Promise<AppProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, serverArgs(cwd), {
    cwd,
    env: {
      ...process.env,
      PGLITE_DIR: path.join(mkdtempSync(path.join(os.tmpdir(), 'nfc-bench-rp-')), 'pglite'),
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...TEST_MARKET_OPERATOR,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited: number | null | undefined;
  child.on('exit', (code) => (exited = code));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exited !== undefined) throw new Error(`server in ${cwd} exited with ${exited}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server in ${cwd} did not answer in 180 s`);
    }
    const ok = await fetch(`${baseUrl}/api/v1/system/open`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    pid: child.pid!,
    rssMiB: () => {
      const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
      return Number(kb ?? NaN) / 1024;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited !== undefined) return resolve();
        const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
