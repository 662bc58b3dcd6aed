import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** API suites run against the real built server; build it once per run (SKIP_BUILD=1 reuses dist/). */
export default function setup(): void {
  if (process.env.SKIP_BUILD === '1' && existsSync('dist/server/entry.mjs')) return;
  execFileSync('npx', ['astro', 'build'], { stdio: 'ignore' });
}
