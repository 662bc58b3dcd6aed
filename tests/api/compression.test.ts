import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import { rawRequest } from '../setup/raw-get';

const PASSWORD = 'Demo#Pass2026';
const decode = (encoding: unknown, body: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

/** Compression as the README's Production section states it: the app itself compresses. */
describe.each(testTargets())('compressed answers on %s', (target) => {
  let app: TestApp;
  let member: TestClient;
  let cookie: string;
  let scripts: string[];
  let styles: string[];
  beforeAll(async () => {
    app = await startApp(target, {}, 'demo');
    member = new TestClient(app.baseUrl);
    expect((await member.login('sakura01', PASSWORD)).status).toBe(200);
    cookie = [...member.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const html = (await rawRequest(`${app.baseUrl}/account/balance`, { cookie })).body.toString();
    scripts = [...html.matchAll(/"(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1]!);
    styles = [...html.matchAll(/"(\/_astro\/[^"]+\.css)"/g)].map((m) => m[1]!);
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves the built scripts and styles precompressed: brotli, else gzip, else as they are, varying by Accept-Encoding', async () => {
    expect(scripts.length).toBeGreaterThan(0);
    expect(styles.length).toBeGreaterThan(0);
    let raw = 0;
    let brotli = 0;
    for (const asset of [...new Set([...scripts, ...styles])]) {
      const plain = await rawRequest(app.baseUrl + asset);
      expect(plain.headers['content-encoding'], asset).toBeUndefined();
      if (plain.body.length < 1024) continue;
      for (const [accept, encoding] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip;q=0.8', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const res = await rawRequest(app.baseUrl + asset, { 'accept-encoding': accept });
        expect(res.status, `${asset} ${accept}`).toBe(200);
        expect(res.headers['content-encoding'], `${asset} ${accept}`).toBe(encoding);
        expect(res.headers.vary, asset).toBe('Accept-Encoding');
        expect(res.headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
        expect(res.headers['x-content-type-options'], asset).toBe('nosniff');
        expect(Number(res.headers['content-length']), asset).toBe(res.body.length);
        expect(decode(encoding, res.body).equals(plain.body), `${asset} ${accept}`).toBe(true);
        if (encoding === 'br') {
          raw += plain.body.length;
          brotli += res.body.length;
          // Each representation has its own validator; revalidating the brotli copy gives 304.
          const again = await rawRequest(app.baseUrl + asset, {
            'accept-encoding': accept,
            'if-none-match': String(res.headers.etag),
          });
          expect(again.status, asset).toBe(304);
          expect(res.headers.etag).not.toBe(plain.headers.etag);
        }
      }
    }
    expect(brotli).toBeLessThan(raw / 2);
  });

  it('compresses pages and JSON answers as a stream when the client accepts it; plain, they keep their length', async () => {
    for (const path of ['/account/balance', '/api/v1/openapi.json']) {
      const plain = await rawRequest(app.baseUrl + path, { cookie, 'accept-encoding': 'identity' });
      expect(plain.status, path).toBe(200);
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      expect(Number(plain.headers['content-length']), path).toBe(plain.body.length);
      for (const encoding of ['br', 'gzip'] as const) {
        const res = await rawRequest(app.baseUrl + path, { cookie, 'accept-encoding': encoding });
        expect(res.status, path).toBe(200);
        expect(res.headers['content-encoding'], path).toBe(encoding);
        expect(res.headers.vary, path).toMatch(/Accept-Encoding/);
        // The compression package streams (decision 0024): the whole answer is never held to measure it.
        expect(res.headers['content-length'], path).toBeUndefined();
        expect(res.headers['transfer-encoding'], path).toBe('chunked');
        expect(res.body.length, path).toBeLessThan(plain.body.length / 2);
        // The answer's other headers survive: security headers and the request id.
        expect(res.headers['x-content-type-options'], path).toBe('nosniff');
        expect(res.headers['x-request-id'], path).toMatch(/^[0-9a-f-]{36}$/);
        const text = decode(encoding, res.body).toString();
        if (path.endsWith('.json')) expect(JSON.parse(text)).toMatchObject({ openapi: expect.stringMatching(/^3\./) });
        else expect(text.length, path).toBeGreaterThan(0);
        if (path === '/account/balance') expect(text).toContain('</html>');
      }
    }
  });

  it('streams a CSV export compressed (no length: it is not buffered) and the bytes decode to the same file', async () => {
    const path = '/api/v1/account-balances/csv?fiscalYear=2026&productCd=2&charset=UTF-8';
    const headers = { cookie, 'x-user-id': 'sakura01' };
    const plain = await rawRequest(app.baseUrl + path, { ...headers, 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(String(plain.headers['content-type'])).toMatch(/^text\/csv/);
    const res = await rawRequest(app.baseUrl + path, { ...headers, 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(gunzipSync(res.body).equals(plain.body)).toBe(true);
  });

  it('leaves alone HEAD, Range requests, small answers and clients that accept no coding', async () => {
    const page = `${app.baseUrl}/account/balance`;
    const head = await rawRequest(page, { cookie, 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
    const ranged = await rawRequest(page, { cookie, 'accept-encoding': 'br', range: 'bytes=0-99' });
    expect(ranged.headers['content-encoding']).toBeUndefined();
    const refused = await rawRequest(page, { cookie, 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.headers.vary).toMatch(/Accept-Encoding/);
    const small = await rawRequest(`${app.baseUrl}/api/v1/no-such-thing`, { 'accept-encoding': 'br' });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toHaveProperty('code');
  });
});
