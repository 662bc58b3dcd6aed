/**
 * The first step of `npm start`, `npm run ops` and `npm run db:migrate` (plain JavaScript: no
 * TypeScript loader is installed in production): runs `astro build` only when dist/ is missing or older than a source,
 * so a second start of an unchanged checkout skips the build (about 16 s). `npm start` (--with-report)
 * also builds the public tracking site into dist/public-report when it is stale, for the server to
 * serve beside the app (so the demo's certificate links open from the first command).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  needsBuild,
  REPORT_API_STAMP,
  REPORT_OUT_DIR,
  reportApiBase,
  reportNeedsBuild,
} from './lib/build-freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');
const astro = path.join(root, 'node_modules/.bin/astro');

/** `astro` with its progress on stderr: `npm run ops` keeps stdout for the command's answer. */
function build(args, env = process.env) {
  const result = spawnSync(astro, args, { cwd: root, env, stdio: ['inherit', 2, 2] });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (needsBuild(root)) build(['build']);
else console.error('dist/ はソースより新しいため、ビルドを省略します。');

if (process.argv.includes('--with-report')) {
  const apiBase = reportApiBase(process.env);
  if (reportNeedsBuild(root, apiBase)) {
    console.error(`公開トラッキングサイトをビルドしています（API: ${apiBase}）…`);
    build(['build', '--root', 'public-report'], {
      ...process.env,
      PUBLIC_API_BASE_URL: apiBase,
      REPORT_OUT_DIR: path.join(root, REPORT_OUT_DIR),
    });
    writeFileSync(path.join(root, REPORT_API_STAMP), apiBase);
  }
}
