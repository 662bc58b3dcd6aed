/**
 * `npm start`'s first step: runs `astro build` only when dist/ is missing or older than a source,
 * so a second start of an unchanged checkout skips the build (about 16 s).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { needsBuild } from './lib/build-freshness';

const root = path.resolve(import.meta.dirname, '..');
if (needsBuild(root)) {
  const result = spawnSync(path.join(root, 'node_modules/.bin/astro'), ['build'], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
console.log('dist/ はソースより新しいため、ビルドを省略します。');
