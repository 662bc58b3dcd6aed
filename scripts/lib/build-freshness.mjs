import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What `astro build` reads: a change to any of these (or a file added or removed) needs a new build. */
export const BUILD_INPUTS = ['src', 'astro.config.mjs', 'tsconfig.json', 'package.json', 'package-lock.json'];
/** What it writes last: the start launcher (src/server/build-entries.ts writes it once the build is done). */
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
 * True when there is no build in `root` or a source is newer than it (the app's by default).
 * @param {string} root
 * @param {readonly string[]} [inputs]
 * @param {string} [output]
 * @returns {boolean}
 */
export function needsBuild(root, inputs = BUILD_INPUTS, output = BUILD_OUTPUT) {
  const target = path.join(root, output);
  if (!existsSync(target)) return true;
  const built = statSync(target).mtimeMs;
  return inputs
    .map((p) => path.join(root, p))
    .filter((p) => existsSync(p))
    .some((p) => newestMtime(p) > built);
}

/** The demo's copy of the public tracking site, which `npm start` serves so its certificate links open: where, and from what. */
export const REPORT_OUT_DIR = 'dist/public-report';
export const REPORT_BUILD_OUTPUT = `${REPORT_OUT_DIR}/report/index.html`;
export const REPORT_BUILD_INPUTS = [
  'public-report/src',
  'public-report/public',
  'public-report/astro.config.mjs',
  'public-report/tsconfig.json',
  'src/lib',
  'package-lock.json',
];
/** The API address the copy was built for (fixed at build time): another one needs a new build. */
export const REPORT_API_STAMP = `${REPORT_OUT_DIR}/.api-base`;

/**
 * The app's address as a browser calls it, for the public site's build: PUBLIC_API_BASE_URL, else
 * PUBLIC_ORIGIN, else http://HOST:PORT as the server will listen (127.0.0.1 for an any-address HOST).
 * @param {NodeJS.ProcessEnv} env
 * @returns {string}
 */
export function reportApiBase(env) {
  if (env.PUBLIC_API_BASE_URL) return env.PUBLIC_API_BASE_URL;
  if (env.PUBLIC_ORIGIN) return env.PUBLIC_ORIGIN;
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT || 4321}`;
}

/**
 * True when the public site's copy is missing, older than a source, or built for another API address.
 * @param {string} root
 * @param {string} apiBase
 * @returns {boolean}
 */
export function reportNeedsBuild(root, apiBase) {
  if (needsBuild(root, REPORT_BUILD_INPUTS, REPORT_BUILD_OUTPUT)) return true;
  const stamp = path.join(root, REPORT_API_STAMP);
  return !existsSync(stamp) || readFileSync(stamp, 'utf8') !== apiBase;
}
