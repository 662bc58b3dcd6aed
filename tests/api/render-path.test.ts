import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';

/*
 * Issue 12 §2: what rendering a signed-in page costs beyond its own work. The page's CSP hashes are
 * computed once per distinct inline script or style (not on every request), and the page goes out
 * in one piece with its length instead of a stream of chunks.
 */
describe.each(testTargets())('rendering a signed-in page on %s', (target) => {
  let app: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    app = await startApp(target);
    client = new TestClient(app.baseUrl);
    expect((await client.login('minato01', 'Demo#Pass2026')).status).toBe(200);
  });
  afterAll(async () => {
    await app.close();
  });

  it('hashes the inline scripts and styles for the CSP header once, not on every request', async () => {
    const first = await client.visit('/account/balance');
    expect(first.status).toBe(200);
    const policy = first.headers.get('content-security-policy');
    const digest = vi.spyOn(globalThis.crypto.subtle, 'digest');
    try {
      for (let i = 0; i < 3; i++) {
        const res = await client.visit('/account/balance');
        expect(res.status).toBe(200);
        // Every hash is still there: the same header as the first answer's.
        expect(res.headers.get('content-security-policy')).toBe(policy);
      }
      expect(digest).not.toHaveBeenCalled();
    } finally {
      digest.mockRestore();
    }
    expect(policy).toMatch(/style-src 'self' 'sha256-[^;]*; frame-ancestors 'none'$/);
    expect(policy).not.toContain('unsafe-inline');
  });

  it('sends the page in one piece with its length', async () => {
    const res = await client.visit('/account/balance');
    const body = new Uint8Array(await res.arrayBuffer());
    expect(res.headers.get('transfer-encoding')).toBeNull();
    expect(res.headers.get('content-length')).toBe(String(body.byteLength));
    expect(new TextDecoder().decode(body)).toContain('</html>');
  });
});
