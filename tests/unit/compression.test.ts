import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings } from '../../src/lib/server/http/accept-encoding';
import { createAppServer } from '../../src/lib/server/http/node-server';
import { rawRequest } from '../setup/raw-get';
import { renderNginxConf } from '../../deploy/render-nginx-conf';

describe('Accept-Encoding', () => {
  it('names the codings allowed, honouring q=0 and the wildcard', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')]).toEqual(['gzip', 'deflate', 'br', 'zstd']);
    expect([...acceptedEncodings('gzip;q=1.0, br;q=0')]).toEqual(['gzip']);
    expect([...acceptedEncodings('BR')]).toEqual(['br']);
    expect([...acceptedEncodings('*')]).toEqual(['br', 'gzip']);
    expect([...acceptedEncodings('*;q=0.5, br;q=0')]).toEqual(['gzip']);
    expect([...acceptedEncodings('identity')]).toEqual(['identity']);
    expect([...acceptedEncodings('')]).toEqual([]);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
    expect([...acceptedEncodings('gzip;q=0, deflate')]).toEqual(['deflate']);
  });
});

describe('a compressed download', () => {
  let server: Server;
  let base: string;
  let written = 0;
  let closed = false;
  beforeAll(async () => {
    // An endless CSV written as a stream with backpressure: compression must never wait for its end.
    server = createAppServer(
      (req, res) => {
        res.writeHead(200, {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="a.csv"',
        });
        res.on('close', () => (closed = true));
        const more = () => {
          while (!closed && res.write(`${Math.random()},${'x'.repeat(60)}\r\n`.repeat(1000))) written += 1;
        };
        res.on('drain', more);
        more();
      },
      mkdtempSync(path.join(os.tmpdir(), 'no-client-files-')),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('stays a stream: compressed chunks come before the source ends, and a client going away stops the source', async () => {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/v1/x/csv`, {
      headers: { 'accept-encoding': 'gzip' },
      signal: controller.signal,
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    controller.abort();
    await expect.poll(() => closed).toBe(true);
    // Nothing more is written once the client is gone, and little was before (backpressure held).
    const afterClose = written;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(written).toBe(afterClose);
    expect(written).toBeLessThan(500);
  });
});

describe('compressing a whole answer', () => {
  it('weakens a strong ETag of the compressed answer, keeps the plain one, and leaves a small answer without Vary', async () => {
    const json = JSON.stringify({ rows: Array.from({ length: 200 }, (_, i) => ({ i, name: '残高照会' })) });
    const server = createAppServer(
      (req, res) => {
        const body = req.url === '/small' ? '{"ok":true}' : json;
        res.writeHead(200, {
          'content-type': 'application/json',
          etag: '"v1"',
          'content-length': Buffer.byteLength(body),
        });
        res.end(body);
      },
      mkdtempSync(path.join(os.tmpdir(), 'no-client-files-')),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const gzip = await rawRequest(base, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.headers.etag).toBe('W/"v1"');
      expect(gunzipSync(gzip.body).toString()).toBe(json);
      const plain = await rawRequest(base, { 'accept-encoding': 'identity' });
      expect(plain.headers.etag).toBe('"v1"');
      expect(plain.body.toString()).toBe(json);
      const small = await rawRequest(`${base}/small`, { 'accept-encoding': 'gzip' });
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.headers.vary).toBeUndefined();
      expect(small.body.toString()).toBe('{"ok":true}');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('deploy/nginx.conf.template rendering', () => {
  it('fills every placeholder, leaves nginx variables alone and refuses a missing value', () => {
    const template = 'listen ${APP_HTTPS_PORT} ssl; return 301 https://$host$request_uri; root ${REPORT_ROOT};';
    expect(renderNginxConf(template, { APP_HTTPS_PORT: '443', REPORT_ROOT: '/srv/r' })).toBe(
      'listen 443 ssl; return 301 https://$host$request_uri; root /srv/r;',
    );
    expect(() => renderNginxConf(template, { APP_HTTPS_PORT: '443' })).toThrow(/REPORT_ROOT/);
  });
});
