import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * API and browser suites run against the real built server; build it once per run (SKIP_BUILD=1
 * reuses dist/). As production builds it: Vitest sets NODE_ENV=test, and a build inheriting that
 * ships React's development runtime to the browser (twice the JavaScript, other code paths).
 */
export default function setup(): void {
  if (process.env.SKIP_BUILD === '1' && existsSync('dist/server/entry.mjs')) return;
  execFileSync('npx', ['astro', 'build'], { stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
}
