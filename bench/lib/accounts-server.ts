import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serverArgs } from './app-process';
import { TEST_MARKET_OPERATOR } from '../../tests/setup/market-operator';

/**
 * The real start command (src/server/start.ts: migrations, then the built server) in its own Node
 * process on a prepared PostgreSQL database, so that its memory can be read from /proc and the
 * load generator does not share its event loop. Spawned as `node dist/server/start.mjs` (serverArgs; not npx), so
 * the child's pid is the server's own.
 */
export interface ServerProcess {
  baseUrl: string;
  pid: number;
  logFile: string;
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

export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const logFile = path.join(os.tmpdir(), `nfc-bench-accounts-server-${process.pid}.log`);
  const log = openSync(logFile, 'w');
  const child: ChildProcess = spawn(process.execPath, serverArgs(process.cwd()), {
    env: {
      ...process.env,
      ...TEST_MARKET_OPERATOR,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  let exited: number | null | undefined;
  child.on('exit', (code) => (exited = code));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited !== undefined) throw new Error(`server exited with ${exited}; see ${logFile}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer in 120 s; see ${logFile}`);
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
    logFile,
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

/** kB → bytes of one line of /proc/<pid>/status. */
function statusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : NaN;
}

export interface RssTrace {
  before: number;
  /** Highest VmRSS sampled, and the kernel's own high-water mark since the trace started. */
  peakSampled: number;
  peakKernel: number;
  samples: number;
}

/**
 * Samples another process's resident set every `everyMs`. The kernel's high-water mark is reset
 * first (clear_refs 5), so VmHWM at the end is the true peak of the traced interval.
 */
export function traceRss(pid: number, everyMs = 50): () => RssTrace {
  let resetOk = true;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    resetOk = false;
  }
  const before = statusBytes(pid, 'VmRSS');
  let peak = before;
  let samples = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, statusBytes(pid, 'VmRSS'));
    samples++;
  }, everyMs);
  return () => {
    clearInterval(timer);
    peak = Math.max(peak, statusBytes(pid, 'VmRSS'));
    return { before, peakSampled: peak, peakKernel: resetOk ? statusBytes(pid, 'VmHWM') : NaN, samples };
  };
}
