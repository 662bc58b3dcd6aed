import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server-process';

/**
 * A PostgreSQL server of a test's own (initdb in a temporary directory, trust authentication, a
 * free port on 127.0.0.1), for suites that restart or stop the database under the app servers,
 * which the shared instance of the other suites must never see. PostgreSQL refuses to run as root:
 * as root (CI) the server runs as the `postgres` user, otherwise as whoever runs the tests.
 */
export interface PrivatePostgres {
  readonly url: string;
  readonly port: number;
  /** `pg_ctl restart -m <mode>`: 'fast' ends the sessions, 'immediate' kills the server without a clean stop. */
  restart(mode: 'fast' | 'immediate'): void;
  /** `pg_ctl stop -m <mode>`: the database is unreachable until start(). */
  stop(mode: 'fast' | 'immediate'): void;
  start(): void;
  /** Stops the server and removes its directory. */
  destroy(): void;
}

const BIN_ROOT = '/usr/lib/postgresql';

/** The newest installed server's bin directory, or undefined when none is installed. */
function postgresBinDir(): string | undefined {
  if (!existsSync(BIN_ROOT)) return undefined;
  const versions = readdirSync(BIN_ROOT)
    .filter((v) => existsSync(path.join(BIN_ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(BIN_ROOT, versions[0], 'bin') : undefined;
}

/** Whether this machine can run a private server; REQUIRE_POSTGRES=1 turns a missing one into a failure. */
export function privatePostgresAvailable(): boolean {
  const available = postgresBinDir() !== undefined;
  if (!available && process.env.REQUIRE_POSTGRES === '1')
    throw new Error(`REQUIRE_POSTGRES=1 but no PostgreSQL server binaries under ${BIN_ROOT}`);
  return available;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error(`no PostgreSQL server binaries under ${BIN_ROOT}`);
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'nfc-private-pg-'));
  const data = path.join(dir, 'data');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const command = path.join(bin, tool);
    execFileSync(asRoot ? 'runuser' : command, asRoot ? ['-u', 'postgres', '--', command, ...args] : args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      cwd: dir,
    });
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  // The socket directory is the test's own: /var/run/postgresql may not be writable for this user.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c max_connections=100`;
  const ctl = (...args: string[]) => run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', ...args]);
  ctl('-o', options, 'start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    restart: (mode) => ctl('-m', mode, '-o', options, 'restart'),
    stop: (mode) => ctl('-m', mode, 'stop'),
    start: () => ctl('-o', options, 'start'),
    destroy: () => {
      try {
        ctl('-m', 'immediate', 'stop');
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
