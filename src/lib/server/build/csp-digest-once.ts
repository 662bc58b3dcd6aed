import type { Plugin } from 'vite';

/**
 * Astro hashes every inline script and style of a page for its CSP header on every request
 * (`generateCspDigest`, a WebCrypto digest per element: about 9 % of a signed-in page's CPU). The
 * contents are the build's own (route styles, hydration scripts), and the build already lists their
 * hashes in the manifest, so each distinct content is hashed once per process. The header keeps
 * every hash it had; only the repeated work goes.
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
  const key = algorithm + "\\u0000" + data;
  let digest = rememberedCspDigests.get(key);
  if (digest === undefined) {
    digest = computeCspDigest(data, algorithm);
    if (rememberedCspDigests.size < ${MAX_REMEMBERED}) rememberedCspDigests.set(key, digest);
  }
  return digest;
}
async function computeCspDigest(data, algorithm) {`,
  );
}

/** Vite plugin for astro.config.mjs. */
export function cspDigestOnce(): Plugin {
  return {
    name: 'nfc:csp-digest-once',
    enforce: 'pre',
    transform(code, id) {
      if (!TARGET.test(id.split('?')[0]!)) return null;
      return { code: rememberCspDigests(code), map: null };
    },
  };
}
