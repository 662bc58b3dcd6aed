import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServer } from '@/lib/server/http/node-server';

/**
 * The server serves the built client files itself (the adapter runs in middleware mode): listed
 * files with their types and caching, everything else (API, pages, unknown files) to the app.
 */
describe('built client files', () => {
  let dir: string;
  let server: Server;
  let base: string;
  const seenByApp: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'static-files-'));
    mkdirSync(path.join(dir, '_astro'));
    writeFileSync(path.join(dir, '_astro/page.AbC123.js'), 'console.log(1);');
    writeFileSync(path.join(dir, '_astro/page.AbC123.css'), 'body{}');
    writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
    writeFileSync(path.join(dir, '_astro/theme.XyZ789.css'), `/*${'x'.repeat(300_000)}*/`);
    writeFileSync(path.join(dir, '.hidden'), 'secret');
    server = createAppServer((req, res) => {
      seenByApp.push(`${req.method} ${req.url}`);
      res.end('app');
    }, dir);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves a hashed script as immutable JavaScript with the baseline headers', async () => {
    const res = await fetch(`${base}/_astro/page.AbC123.js?v=1`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('console.log(1);');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-length')).toBe('15');
  });

  it('answers 304 to a matching ETag and HEAD without a body', async () => {
    const first = await fetch(`${base}/favicon.svg`);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0');
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${base}/favicon.svg`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const head = await fetch(`${base}/_astro/page.AbC123.css`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await head.text()).toBe('');
  });

  it('hands API paths, pages, unknown and hidden files and other methods to the app', async () => {
    seenByApp.length = 0;
    for (const p of ['/api/v1/system/open', '/account/balance', '/_astro/missing.js', '/.hidden']) {
      expect(await (await fetch(base + p)).text(), p).toBe('app');
    }
    await fetch(`${base}/_astro/page.AbC123.js`, { method: 'POST', body: 'x' });
    expect(seenByApp).toEqual([
      'GET /api/v1/system/open',
      'GET /account/balance',
      'GET /_astro/missing.js',
      'GET /.hidden',
      'POST /_astro/page.AbC123.js',
    ]);
  });

  it('holds no file open for a client that leaves before the body ends', async () => {
    // Keep-alive clients that read only the start of a large stylesheet and drop the connection,
    // as a browser leaving a page does: a piped read stream stayed open for each (EMFILE at 20,000).
    const openFiles = () => readdirSync('/proc/self/fd').length;
    const dispatcher = new Agent({ connections: 10, pipelining: 1 });
    const before = openFiles();
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        for (let i = 0; i < 20; i++) {
          const res = await request(`${base}/_astro/theme.XyZ789.css`, { dispatcher });
          expect(res.statusCode).toBe(200);
          await res.body.dump({ limit: 1024 });
        }
      }),
    );
    await dispatcher.close();
    await expect.poll(openFiles).toBeLessThanOrEqual(before + 5);
  });
});
