import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { AstroIntegration } from 'astro';

/**
 * Text files of the built client (scripts, styles, SVG, source maps) get a brotli (.br) and a gzip
 * (.gz) copy beside them, made once at build time at the highest levels: the server
 * (static-files.ts) answers with the one the browser accepts, without compressing per request. The
 * same files suit nginx's gzip_static. A copy that would not be smaller is not written.
 */
const PRECOMPRESSED_EXTENSIONS = ['.js', '.mjs', '.css', '.svg', '.json', '.map', '.txt', '.html'];
/** Below this a compressed copy saves less than the extra header and round of decoding cost. */
const PRECOMPRESS_MIN_BYTES = 1024;

function precompressDirectory(dir: string): {
  files: number;
  rawBytes: number;
  brBytes: number;
  gzBytes: number;
} {
  const totals = { files: 0, rawBytes: 0, brBytes: 0, gzBytes: 0 };
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const file = path.join(current, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile() && PRECOMPRESSED_EXTENSIONS.includes(path.extname(entry.name).toLowerCase())) {
        const raw = readFileSync(file);
        if (raw.length < PRECOMPRESS_MIN_BYTES) continue;
        const br = brotliCompressSync(raw, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        });
        const gz = gzipSync(raw, { level: 9 });
        if (br.length < raw.length) writeFileSync(`${file}.br`, br);
        if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
        totals.files += 1;
        totals.rawBytes += raw.length;
        totals.brBytes += Math.min(br.length, raw.length);
        totals.gzBytes += Math.min(gz.length, raw.length);
      }
    }
  };
  walk(dir);
  return totals;
}

/** The Astro integration: precompresses the client output once the build is done. */
export function precompress(): AstroIntegration {
  return {
    name: 'nfc-precompress',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        // With output: 'server' `dir` is the client directory (dist/client/).
        const totals = precompressDirectory(fileURLToPath(dir));
        const kb = (n: number) => `${Math.round(n / 1024)} KB`;
        logger.info(
          `${totals.files} files precompressed: ${kb(totals.rawBytes)} → br ${kb(totals.brBytes)}, gzip ${kb(totals.gzBytes)}`,
        );
      },
    },
  };
}
