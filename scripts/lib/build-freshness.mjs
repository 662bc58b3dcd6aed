import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What `astro build` reads: a change to any of these (or a file added or removed) needs a new build. */
export const BUILD_INPUTS = ['src', 'astro.config.mjs', 'tsconfig.json', 'package.json', 'package-lock.json'];
/** What it writes last: the start launcher (src/server/adapter.ts writes it once the build is done). */
export const BUILD_OUTPUT = 'dist/server/start.mjs';

/**
 * Newest modification time under `target`; a directory's own time changes when an entry is added or removed.
 * @param {string} target
 * @returns {number}
 */
function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/**
 * True when there is no build in `root` or a source is newer than it.
 * @param {string} root
 * @returns {boolean}
 */
export function needsBuild(root) {
  const output = path.join(root, BUILD_OUTPUT);
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return BUILD_INPUTS.map((p) => path.join(root, p))
    .filter((p) => existsSync(p))
    .some((p) => newestMtime(p) > built);
}
