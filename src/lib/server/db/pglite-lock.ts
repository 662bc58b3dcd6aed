import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process's database: a second process opening the same directory would corrupt it.
 * The server writes its pid beside the data directory; command-line tools refuse to open it while
 * that process lives.
 */
export function lockFileOf(pgliteDir: string): string {
  return path.join(path.dirname(path.resolve(pgliteDir)), `${path.basename(pgliteDir)}.server.pid`);
}

export function holderOf(pgliteDir: string): number | undefined {
  const file = lockFileOf(pgliteDir);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

export function takeLock(pgliteDir: string): () => void {
  const file = lockFileOf(pgliteDir);
  // On a fresh clone `.data/` does not exist yet: the lock is taken before PGlite creates it.
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
