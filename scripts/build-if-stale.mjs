/**
 * The first step of `npm start`, `npm run ops` and `npm run db:migrate` (plain JavaScript: no
 * TypeScript loader is installed in production): runs `astro build` only when dist/ is missing or older than a source,
 * so a second start of an unchanged checkout skips the build (about 16 s).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { needsBuild } from './lib/build-freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (needsBuild(root)) {
  const result = spawnSync(path.join(root, 'node_modules/.bin/astro'), ['build'], {
    cwd: root,
    // The build's progress on stderr: `npm run ops` keeps stdout for the command's answer.
    stdio: ['inherit', 2, 2],
  });
  process.exit(result.status ?? 1);
}
console.error('dist/ はソースより新しいため、ビルドを省略します。');
