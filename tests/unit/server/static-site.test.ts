import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic, type StaticServer } from '@/lib/server/http/static-site';
import { rawRequest } from '../../setup/raw-get';

/** The public site's demo server: sirv and compression with the deployment's rewrite rule and headers. */
describe('the public tracking site server', () => {
  let dir: string;
  let site: StaticServer;
  const page = `<!doctype html><title>report</title>${'<p>証書</p>'.repeat(400)}`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'static-site-'));
    // Started before the site is built into it, as the browser tests and the benchmark do.
    site = await serveStatic(dir);
    mkdirSync(path.join(dir, 'report'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'report/index.html'), page);
    writeFileSync(path.join(dir, 'assets/report.AbC1.js'), 'console.log(1);');
    writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>404</title>');
  });
  afterAll(async () => {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves every /report/... address the report page, revalidated, with the CDN headers', async () => {
    for (const address of ['/report/abc/def', '/report/', '/report']) {
      const res = await rawRequest(site.origin + address, { 'accept-encoding': 'identity' });
      expect(res.status, address).toBe(200);
      expect(res.body.toString(), address).toBe(page);
      expect(res.headers['content-type'], address).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], address).toBe('no-cache');
      expect(res.headers['content-security-policy'], address).toBe("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], address).toBe('nosniff');
      expect(res.headers['referrer-policy'], address).toBe('no-referrer');
    }
  });

  it('compresses the page for a client that accepts it, and revalidates by ETag', async () => {
    const res = await rawRequest(`${site.origin}/report/x/y`, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(gunzipSync(res.body).toString()).toBe(page);
    const again = await rawRequest(`${site.origin}/report/x/y`, { 'if-none-match': String(res.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('keeps hashed assets for good, answers Range, and gives the 404 page, 405 and 400', async () => {
    const asset = await rawRequest(`${site.origin}/assets/report.AbC1.js`);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const ranged = await rawRequest(`${site.origin}/assets/report.AbC1.js`, { range: 'bytes=0-6' });
    expect(ranged.status).toBe(206);
    expect(ranged.body.toString()).toBe('console');
    const missing = await rawRequest(`${site.origin}/nothing-here`);
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain('<title>404</title>');
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    expect((await rawRequest(`${site.origin}/report/`, {}, 'POST')).status).toBe(405);
    expect((await rawRequest(`${site.origin}/%E0%A4%A`)).status).toBe(400);
  });
});
