import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * The real start command (migrations, demo data, built server) in its own process, so the load
 * generator in this process does not share the server's event loop.
 */
export async function spawnServer(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const pgliteDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'nfc-bench-')), 'pglite');
  const child: ChildProcess = spawn('npx', ['tsx', 'scripts/start.ts'], {
    env: { ...process.env, PORT: String(port), PGLITE_DIR: pgliteDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start in 120 s')), 120_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
