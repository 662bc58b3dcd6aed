import type { Plugin } from 'vite';
import { modulePatchPlugin } from './patch-module';

/**
 * Astro hashes every inline script and style of a page for its CSP header on every request
 * (`generateCspDigest`, a WebCrypto digest per element: about 9 % of a signed-in page's CPU). The
 * contents are the build's own (route styles, hydration scripts), and the build already lists their
 * hashes in the manifest, so each distinct content is hashed once per process. The header keeps
 * every hash it had; only the repeated work goes. The contents are looked up by themselves, not by a
 * text joined with the algorithm's name: the manifest hands over the same string every time, whose
 * hash V8 keeps, while a joined text was copied and hashed again on every request.
 */
const TARGET = /\/astro\/dist\/core\/encryption\.js$/;
const SIGNATURE = 'async function generateCspDigest(data, algorithm) {';
/** Contents that vary per request (a server island's encrypted props) must not grow the table. */
const MAX_REMEMBERED = 256;

/** The runtime module with `generateCspDigest` remembering its answers; throws if Astro changed it. */
export function rememberCspDigests(code: string): string {
  if (!code.includes(SIGNATURE)) {
    throw new Error(`csp-digest-once: "${SIGNATURE}" is no longer in astro/dist/core/encryption.js`);
  }
  return code.replace(
    SIGNATURE,
    `const rememberedCspDigests = new Map();
async function generateCspDigest(data, algorithm) {
  let byContent = rememberedCspDigests.get(algorithm);
  if (byContent === undefined) rememberedCspDigests.set(algorithm, (byContent = new Map()));
  let digest = byContent.get(data);
  if (digest === undefined) {
    digest = computeCspDigest(data, algorithm);
    if (byContent.size < ${MAX_REMEMBERED}) byContent.set(data, digest);
  }
  return digest;
}
async function computeCspDigest(data, algorithm) {`,
  );
}

/** Vite plugin for astro.config.mjs. */
export function cspDigestOnce(): Plugin {
  return modulePatchPlugin('nfc:csp-digest-once', TARGET, rememberCspDigests);
}
