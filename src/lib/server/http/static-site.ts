import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { IMMUTABLE, staticFiles } from './static-files';
import { compressing } from './compress-answers';

/*
 * The public tracking site's static server (docs/public-report-deploy.md): the files served by sirv
 * (static-files.ts: ETag, 304, Range), compressed as they stream by the `compression` package
 * (compress-answers.ts: brotli or gzip, off the event loop), with the one rewrite rule the site needs, /report/* → /report/index.html, and the headers the deployment doc asks of a CDN.
 * `npm start` serves the demo's copy of the site with it (start.ts), so a demo certificate's link opens; the browser tests,
 * the benchmark and `npm run report:preview` use it too. Production puts nginx or a CDN in its place.
 *
 * The directory is looked up per request (sirv's `dev` listing), not listed at start: the browser
 * tests and the benchmark start the server first and build the site into it once its origin is known.
 */
const SECURITY_HEADERS = {
  'content-security-policy': "frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

/** The rewrite rule itself: every /report/... address is served the one report page. */
function rewrite(pathname: string): string {
  return /^\/report(\/.*)?$/.test(pathname) ? '/report/index.html' : pathname;
}

function handler(root: string): (req: IncomingMessage, res: ServerResponse) => void {
  const files = staticFiles(root, {
    // Hashed asset names never change content: cache them for good; pages are revalidated.
    cacheControlOf: (pathname) => (pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache'),
    extensions: ['html'],
    listAtStart: false,
  });
  return (req, res) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    let url: URL;
    let pathname: string;
    try {
      url = new URL(req.url ?? '/', 'http://x');
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const target = rewrite(pathname);
    req.url = (target === pathname ? url.pathname : target) + url.search;
    files(req, res, () => void notFound(root, req, res));
  };
}

/** The site's own 404 page, read when asked for (the directory may be filled after start). */
async function notFound(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readFile(path.join(root, '404.html')).catch(() => Buffer.from('Not Found'));
  res.writeHead(404, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    'content-length': body.length,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

export interface StaticServer {
  origin: string;
  server: Server;
  close(): Promise<void>;
}

/** The server for `dir`, not listening yet. The directory may be filled after start. */
export function createStaticSiteServer(dir: string): Server {
  return createServer(compressing(handler(path.resolve(dir))));
}

/** Serves `dir` on `host` (port 0 picks a free one). */
export async function serveStatic(dir: string, port = 0, host = '127.0.0.1'): Promise<StaticServer> {
  const server = createStaticSiteServer(dir);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const { port: actual } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${actual}`,
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
