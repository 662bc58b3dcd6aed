import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { acceptedEncodings } from './accept-encoding';

/**
 * The built client files (dist/client: hashed scripts and styles under /_astro/), listed once at
 * start. The adapter's standalone handler asked the file system (`send`: stat, then open) for every
 * request before the app ran, which was about 7 % of an API request's CPU; here an API or page path
 * costs one Map lookup. The files are read into memory at start as well (about 1.3 MB): an answer
 * is one write of a Buffer, and no file descriptor is held per request. A read stream piped to the
 * answer stayed open whenever the client went away mid-body (a browser leaving the page, a client
 * reading only the headers), one descriptor per such request, until the server hit its limit
 * (EMFILE) and could open nothing, the database connection included.
 */
export interface StaticFile {
  body: Buffer;
  /** The copies made at build time (precompress.ts), when there are. */
  brotli?: Buffer;
  gzip?: Buffer;
  etag: string;
  lastModified: string;
  contentType: string;
  cacheControl: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Files whose names carry their content hash never change: browsers may keep them for a year. */
const IMMUTABLE_PREFIX = '/_astro/';

export function listStaticFiles(clientDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const absolutePath = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(absolutePath);
        continue;
      }
      if (!entry.isFile() || entry.name.startsWith('.')) continue;
      // The precompressed copies are variants of their file, not addresses of their own.
      if (COMPRESSED_COPY.test(entry.name)) continue;
      const urlPath = '/' + path.relative(clientDir, absolutePath).split(path.sep).join('/');
      const stat = statSync(absolutePath);
      files.set(urlPath, {
        body: readFileSync(absolutePath),
        brotli: readIfPresent(`${absolutePath}.br`),
        gzip: readIfPresent(`${absolutePath}.gz`),
        etag: `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
        lastModified: stat.mtime.toUTCString(),
        contentType: CONTENT_TYPES[path.extname(entry.name).toLowerCase()] ?? 'application/octet-stream',
        cacheControl: urlPath.startsWith(IMMUTABLE_PREFIX)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=0',
      });
    }
  };
  try {
    walk(clientDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return files;
}

const COMPRESSED_COPY = /\.(br|gz)$/;

function readIfPresent(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The listed file a GET or HEAD names, if any (the query string is ignored, as `send` did). */
export function staticFileFor(files: Map<string, StaticFile>, req: IncomingMessage): StaticFile | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  const url = req.url ?? '/';
  const end = url.search(/[?#]/);
  return files.get(end === -1 ? url : url.slice(0, end));
}

export function sendStaticFile(file: StaticFile, req: IncomingMessage, res: ServerResponse): void {
  const variant = variantFor(file, req.headers['accept-encoding']);
  // Every file with a compressed copy answers differently by Accept-Encoding: caches must key on it.
  if (file.brotli || file.gzip) res.setHeader('vary', 'Accept-Encoding');
  const etag = variant.encoding ? file.etag.replace(/"$/, `-${variant.encoding}"`) : file.etag;
  res.setHeader('cache-control', file.cacheControl);
  res.setHeader('etag', etag);
  res.setHeader('last-modified', file.lastModified);
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('content-type', file.contentType);
  if (variant.encoding) res.setHeader('content-encoding', variant.encoding);
  res.setHeader('content-length', variant.body.length);
  res.statusCode = 200;
  res.end(req.method === 'HEAD' ? undefined : variant.body);
}

/** The smallest representation the client accepts: brotli, then gzip, else the file itself. */
function variantFor(file: StaticFile, acceptEncoding: string | undefined): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (!acceptEncoding || (!file.brotli && !file.gzip)) return { body: file.body };
  const accepted = acceptedEncodings(acceptEncoding);
  if (file.brotli && accepted.has('br')) return { body: file.brotli, encoding: 'br' };
  if (file.gzip && accepted.has('gzip')) return { body: file.gzip, encoding: 'gzip' };
  return { body: file.body };
}
