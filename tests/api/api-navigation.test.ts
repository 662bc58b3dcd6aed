import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';

/** What Chromium sends when a plain form (the /bid/list CSV control) navigates to an API operation. */
const NAVIGATION = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A GET as the browser's navigation sends it (fetch would replace the Sec-Fetch headers with its own). */
function navigate(client: TestClient, path: string, referer: string): Promise<Answer> {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return new Promise((resolve, reject) => {
    const request = http.get(
      new URL(path, client.baseUrl),
      { headers: { ...NAVIGATION, referer, ...(cookie ? { cookie } : {}) } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    request.on('error', reject);
  });
}

/** A member API call made as a page navigation is refused as the member side refuses, never as JSON. */
describe.each(testTargets())('API operations navigated to on %s', (target) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(target, {});
  });
  afterAll(async () => {
    await app.close();
  });
  const csv = '/api/v1/bids/csv?productCd=2&encoding=sjis';

  it('without a session goes through the landing point back to the page of the form', async () => {
    const client = new TestClient(app.baseUrl);
    const res = await navigate(client, csv, `${app.baseUrl}/bid/list?productCd=2`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/?path=%2Fbid%2Flist%3FproductCd%3D2');
    // Another site's page is never the way back.
    const foreign = await navigate(client, csv, 'https://elsewhere.example/bid/list');
    expect(foreign.headers.location).toBe('/?path=%2Faccount%2Fbalance');
  });

  it('keeps the JSON error shape for a call made by script', async () => {
    const res = await new TestClient(app.baseUrl).request('GET', csv);
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe('C_SH_003');
  });

  it('says any other refusal in Japanese with the way back', async () => {
    const client = new TestClient(app.baseUrl);
    await client.visit('/login');
    expect((await client.login('minato01', 'Demo#Pass2026')).status).toBe(200);
    const res = await navigate(
      client,
      '/api/v1/bids/csv?productCd=9&encoding=sjis',
      `${app.baseUrl}/bid/list?productCd=2`,
    );
    expect(res.status).toBe(422);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<p role="alert">商品の指定が正しくありません。</p>');
    expect(html).toContain('<a href="/bid/list?productCd=2">元の画面へ戻る</a>');
    expect(html).not.toContain('"code"');
  });
});
