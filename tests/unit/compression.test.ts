import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncodings, preferredEncoding } from '../../src/lib/server/http/accept-encoding';
import { compressResponse } from '../../src/lib/server/http/compress-response';
import { renderNginxConf } from '../../deploy/render-nginx-conf';

describe('Accept-Encoding', () => {
  it('takes brotli first, then gzip, and honours q=0 and the wildcard', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('BR')).toBe('br');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0.5, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect([...acceptedEncodings('gzip;q=0, deflate')]).toEqual(['deflate']);
  });
});

describe('a compressed download', () => {
  it('stays a stream: chunks come before the source ends, and a client going away cancels the source', async () => {
    let cancelled = false;
    let pulled = 0;
    // An endless CSV: compression must never wait for its end.
    const source = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new TextEncoder().encode(`${Math.random()},${'x'.repeat(60)}\r\n`.repeat(1000)));
      },
      cancel() {
        cancelled = true;
      },
    });
    const answer = await compressResponse(
      { method: 'GET', headers: new Headers({ 'accept-encoding': 'gzip' }) },
      new Response(source, {
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="a.csv"' },
      }),
    );
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.headers.get('content-length')).toBeNull();
    const reader = answer.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    await reader.cancel();
    await expect.poll(() => cancelled).toBe(true);
    // Nothing more is read once the client is gone (a web stream pair once kept pulling in a loop).
    const afterCancel = pulled;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pulled).toBe(afterCancel);
    expect(pulled).toBeLessThan(50);
  });

  it('compresses a whole body once, with its length, and leaves a small one as it is', async () => {
    const json = JSON.stringify({ rows: Array.from({ length: 200 }, (_, i) => ({ i, name: '残高照会' })) });
    const request = { method: 'GET', headers: new Headers({ 'accept-encoding': 'gzip' }) };
    const big = await compressResponse(
      request,
      new Response(json, { headers: { 'content-type': 'application/json', etag: '"v1"' } }),
    );
    const bytes = Buffer.from(await big.arrayBuffer());
    expect(big.headers.get('content-length')).toBe(String(bytes.length));
    expect(big.headers.get('etag')).toBe('W/"v1"');
    expect(gunzipSync(bytes).toString()).toBe(json);
    const small = await compressResponse(
      request,
      new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } }),
    );
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toBe('Accept-Encoding');
    const pdf = await compressResponse(request, new Response(json, { headers: { 'content-type': 'application/pdf' } }));
    expect(pdf.headers.get('content-encoding')).toBeNull();
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
