import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sirv from 'sirv';
import { acceptedEncodings } from './accept-encoding';

/**
 * Built files served by sirv (decision 0024): it lists the directory once at start (a page or API
 * path costs one object lookup, no file system call), answers GET and HEAD with ETag, 304, Range
 * and Last-Modified, and picks the precompressed `.br`/`.gz` copy (precompress.ts) the client
 * accepts, varying by Accept-Encoding. Anything it does not have, and any other method, goes on to
 * `next`. What is ours around it:
 * - the Cache-Control of each path (`cacheControlOf`) and a UTF-8 charset on text types;
 * - Accept-Encoding as RFC 9110 reads it (`q=0` refuses a coding, `*` stands for the others) for
 *   sirv's choice of copy, which looks for the names only; the request's own header is restored
 *   before `next`;
 * - a file stream is destroyed when its client goes away mid-body: sirv pipes it into the answer,
 *   and a piped stream whose answer closes early otherwise stays open, one descriptor per such
 *   client, until the process can open nothing (EMFILE).
 */
export type NextHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

const TEXT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticFilesOptions {
  cacheControlOf: (pathname: string) => string;
  /** Extensions tried for a path without one (`/report/` → index.html); none for the app's client files. */
  extensions?: string[];
  /** List the directory once at start (default), or look each request up on disk (sirv's `dev`). */
  listAtStart?: boolean;
}

export function staticFiles(
  dir: string,
  { cacheControlOf, extensions = [], listAtStart = true }: StaticFilesOptions,
): NextHandler {
  const serve = sirv(dir, {
    dev: !listAtStart,
    etag: true,
    brotli: true,
    gzip: true,
    extensions,
    setHeaders(res, pathname) {
      res.setHeader('cache-control', cacheControlOf(pathname));
      const type = TEXT_TYPES[path.extname(pathname).toLowerCase()];
      if (type) res.setHeader('content-type', type);
    },
  });
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const asSent = req.headers['accept-encoding'];
    req.headers['accept-encoding'] = [...acceptedEncodings(asSent)].join(', ');
    const onPipe = (source: Readable) => res.once('close', () => source.destroy());
    res.once('pipe', onPipe);
    serve(req, res, () => {
      req.headers['accept-encoding'] = asSent;
      res.off('pipe', onPipe);
      next();
    });
  };
}

/** Files whose names carry their content hash never change: browsers may keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The app's built client files (dist/client): hashed ones under /_astro/ kept, the others revalidated. */
export function clientFiles(clientDir: string): NextHandler {
  return staticFiles(clientDir, {
    cacheControlOf: (pathname) => (pathname.startsWith('/_astro/') ? IMMUTABLE : 'public, max-age=0'),
  });
}
