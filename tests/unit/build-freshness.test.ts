import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_OUTPUT, needsBuild } from '../../scripts/lib/build-freshness.mjs';

describe('needsBuild (npm start skips an up-to-date build)', () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
  });

  /** A checkout whose sources were last touched at `sourceTime` and built at `builtTime` (seconds). */
  function checkout(sourceTime: number, builtTime?: number): string {
    const root = mkdtempSync(path.join(tmpdir(), 'nfc-fresh-'));
    roots.push(root);
    mkdirSync(path.join(root, 'src/pages'), { recursive: true });
    for (const f of ['src/pages/index.astro', 'package.json']) writeFileSync(path.join(root, f), 'x');
    for (const p of ['src/pages/index.astro', 'src/pages', 'src', 'package.json'])
      utimesSync(path.join(root, p), sourceTime, sourceTime);
    if (builtTime !== undefined) {
      mkdirSync(path.join(root, 'dist/server'), { recursive: true });
      writeFileSync(path.join(root, BUILD_OUTPUT), 'x');
      utimesSync(path.join(root, BUILD_OUTPUT), builtTime, builtTime);
    }
    return root;
  }

  it('builds when there is no build', () => {
    expect(needsBuild(checkout(1_000))).toBe(true);
  });

  it('skips the build when it is newer than every source', () => {
    expect(needsBuild(checkout(1_000, 2_000))).toBe(false);
  });

  it('builds when a source file changed after the build', () => {
    const root = checkout(1_000, 2_000);
    utimesSync(path.join(root, 'src/pages/index.astro'), 3_000, 3_000);
    expect(needsBuild(root)).toBe(true);
  });

  it('builds when a source file was removed after the build', () => {
    const root = checkout(1_000, 2_000);
    rmSync(path.join(root, 'src/pages/index.astro'));
    expect(needsBuild(root)).toBe(true);
  });
});
