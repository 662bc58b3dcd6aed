import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';

const PASSWORD = 'Demo#Pass2026';

function expectAppPage(res: Response, html: string): void {
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  expect(res.headers.get('content-security-policy')).toMatch(/script-src [^;]*'sha256-/);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(html).toContain('<html lang="ja">');
  expect(html).not.toMatch(/Not found|Internal Server Error|Error \d{3}/i);
}

/** Japanese 404 and 500 pages in the app's layout, under the same headers. */
describe.each(testTargets())('error pages on %s', (target) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(target);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers an unknown URL with the Japanese 404 page and a way to the login page', async () => {
    const res = await fetch(`${app.baseUrl}/account/no-such-screen`);
    const html = await res.text();
    expect(res.status).toBe(404);
    expectAppPage(res, html);
    expect(html).toContain('ページが見つかりません');
    expect(html).toContain('href="/login"');
    expect(html).not.toContain('メインメニュー');
  });

  it('shows a signed-in member the menu and the way back on the 404 page', async () => {
    const member = new TestClient(app.baseUrl);
    expect((await member.login('minato01', PASSWORD)).status).toBe(200);
    const res = await member.visit('/no-such-screen');
    const html = await res.text();
    expect(res.status).toBe(404);
    expectAppPage(res, html);
    expect(html).toContain('メインメニュー');
    expect(html).toContain('残高照会へ戻る');
  });

  it('keeps the API error shape for unknown API paths', async () => {
    const member = new TestClient(app.baseUrl);
    expect((await member.login('minato01', PASSWORD)).status).toBe(200);
    const res = await member.request('GET', '/api/v1/no-such-call');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('answers a page that fails on the server with the Japanese 500 page and the request id', async () => {
    const member = new TestClient(app.baseUrl);
    expect((await member.login('minato01', PASSWORD)).status).toBe(200);
    // The account pages read the code master on their first visit: without it the page cannot render.
    await app.db.execute(sql`alter table products rename to products_gone`);
    try {
      const res = await member.visit('/account/history');
      const html = await res.text();
      expect(res.status).toBe(500);
      expectAppPage(res, html);
      expect(html).toContain('システムエラーが発生しました');
      const requestId = res.headers.get('x-request-id');
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(html).toContain(`問い合わせ番号: <code data-testid="request-id">${requestId}</code>`);
      expect(html).not.toContain('products');
    } finally {
      await app.db.execute(sql`alter table products_gone rename to products`);
    }
  });
});
