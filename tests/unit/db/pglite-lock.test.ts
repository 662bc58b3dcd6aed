import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockFileOf, takeLock } from '@/lib/server/db/pglite-lock';

describe('takeLock', () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
  });

  it('takes the lock when the data directory does not exist yet (a fresh clone has no .data/)', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'nfc-lock-'));
    roots.push(root);
    const dir = path.join(root, '.data', 'pglite');
    const release = takeLock(dir);
    expect(readFileSync(lockFileOf(dir), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockFileOf(dir))).toBe(false);
  });
});
