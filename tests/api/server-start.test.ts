import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockFileOf } from '../../src/lib/server/db/pglite-lock';
import { SERVER_COMMAND, spawnServer } from '../setup/server-process';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * The server as `npm run serve` / `npm start` runs it (SERVER_COMMAND: the built start launcher),
 * with none of the test runner's environment (vitest sets NODE_ENV=test): only what a user's shell
 * would have.
 */
describe('the production start command', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'nfc-start-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('serves with React’s production server renderer', async () => {
    const port = await freePort();
    const modulesFile = path.join(root, 'modules.txt');
    const child = spawn(process.execPath, [...SERVER_COMMAND], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        PGLITE_DIR: path.join(root, 'pglite'),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        NODE_OPTIONS: `--import ${path.resolve('tests/setup/record-loaded-modules.mjs')}`,
        LOADED_MODULES_FILE: modulesFile,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      // The login page renders a React island on the server: the renderer is loaded once it answers.
      let status = 0;
      while (status !== 200 && child.exitCode === null) {
        status = await fetch(`http://127.0.0.1:${port}/login`).then(
          (r) => r.status,
          () => 0,
        );
        if (status !== 200) await new Promise((r) => setTimeout(r, 250));
      }
      expect(status, output).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
    expect(existsSync(modulesFile), output).toBe(true);
    const loaded = readFileSync(modulesFile, 'utf8').split('\n');
    expect(loaded.some((m) => m.endsWith('react-dom-server.node.production.js'))).toBe(true);
    expect(loaded.filter((m) => m.includes('.development.'))).toEqual([]);
  });

  it('says in Japanese that the port is in use, releases the database lock and exits 1', async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const { port } = busy.address() as { port: number };
    const pgliteDir = path.join(root, 'pglite-busy');
    try {
      const child = spawn(process.execPath, [...SERVER_COMMAND], {
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          PORT: String(port),
          PGLITE_DIR: pgliteDir,
          SEED_DEMO: 'false',
          LOG_LEVEL: 'silent',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr.on('data', (d: Buffer) => (output += d.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
      expect(code, output).toBe(1);
      expect(output).toContain(`ポート ${port} は使用中です。`);
      expect(output).not.toContain('EADDRINUSE');
      expect(existsSync(lockFileOf(pgliteDir))).toBe(false);
    } finally {
      await new Promise<void>((resolve) => busy.close(() => resolve()));
    }
  });
});

describe('a deployment without the market operator', () => {
  it('refuses to start, naming in Japanese what is missing', async () => {
    // Refused at configuration, before any connection: the database need not exist.
    const start = spawnServer({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/lint_never_opened',
      MARKET_OPERATOR_NAME: '',
      MARKET_OPERATOR_INVOICE_NO: '',
    });
    await expect(start).rejects.toThrow(/server exited before answering/);
    const output = await start.catch((error: Error) => error.message);
    expect(output).toContain('環境変数の設定に誤りがあるため起動できません');
    expect(output).toContain('MARKET_OPERATOR_NAME: PostgreSQL（DATABASE_URL）で運用するときは必須です');
    expect(output).toContain('MARKET_OPERATOR_INVOICE_NO: PostgreSQL（DATABASE_URL）で運用するときは必須です');
  });
});
