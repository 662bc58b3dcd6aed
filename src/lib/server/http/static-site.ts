import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/*
 * The public tracking site's static server (docs/public-report-deploy.md): plain files with the one
 * rewrite rule the site needs, /report/* → /report/index.html, and the headers the deployment doc
 * asks of a CDN. `npm start` serves the demo's copy of the site with it (start.ts, issue 26 §8); the
 * browser tests, the benchmark and `npm run report:preview` use it too.
 * Production puts nginx or a CDN in its place.
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const SECURITY_HEADERS = {
  'content-security-policy': "frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

/** The rewrite rule itself: every /report/... address is served the one report page. */
export function rewrite(pathname: string): string {
  return /^\/report(\/.*)?$/.test(pathname) ? '/report/index.html' : pathname;
}

async function resolveFile(root: string, pathname: string): Promise<string | undefined> {
  const target = path.resolve(root, `.${pathname}`);
  if (target !== root && !target.startsWith(root + path.sep)) return undefined;
  for (const candidate of [target, path.join(target, 'index.html')]) {
    const s = await stat(candidate).catch(() => undefined);
    if (s?.isFile()) return candidate;
  }
  return undefined;
}

async function handle(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    res.writeHead(400).end();
    return;
  }
  const file = await resolveFile(root, rewrite(pathname));
  const served = file ?? path.join(root, '404.html');
  const body = await readFile(served).catch(() => Buffer.from('Not Found'));
  const type = TYPES[path.extname(served)] ?? 'application/octet-stream';
  // Hashed asset names never change content: cache them for good; pages are revalidated.
  const cache = served.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && /^text\/|json|svg/.test(type);
  const payload = gzip ? gzipSync(body) : body;
  res.writeHead(file ? 200 : 404, {
    'content-type': type,
    'cache-control': cache,
    'content-length': payload.length,
    vary: 'Accept-Encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    ...SECURITY_HEADERS,
  });
  res.end(req.method === 'HEAD' ? undefined : payload);
}

export interface StaticServer {
  origin: string;
  server: Server;
  close(): Promise<void>;
}

/** The server for `dir`, not listening yet. The directory may be filled after start. */
export function createStaticSiteServer(dir: string): Server {
  const root = path.resolve(dir);
  return createServer((req, res) => {
    handle(root, req, res).catch(() => res.writeHead(500).end());
  });
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
