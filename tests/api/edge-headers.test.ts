import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import { sessions } from '../../src/lib/server/db/schema';

/** The server as `npm start` runs it, behind one trusted reverse proxy (TRUST_PROXY_HOPS defaults to 1). */
describe.each(testTargets())('edge of the server on %s', (target) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(target, { TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('takes the client address the trusted proxy appended, not the one the client wrote', async () => {
    const client = new TestClient(app.baseUrl);
    await client.visit('/login');
    const res = await client.request(
      'POST',
      '/api/v1/auth/login',
      { loginId: 'minato01', password: 'Demo#Pass2026' },
      { headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' } },
    );
    expect(res.status).toBe(200);
    const [row] = await app.db.select().from(sessions).where(eq(sessions.csrfToken, client.csrf!));
    expect(row!.ip).toBe('203.0.113.7');
  });

  it('sends nosniff with the built scripts and styles under /_astro/', async () => {
    const page = await fetch(`${app.baseUrl}/login`);
    const html = await page.text();
    const assets = [...html.matchAll(/(?:src|href)="(\/_astro\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const res = await fetch(app.baseUrl + asset);
      expect(res.status, asset).toBe(200);
      expect(res.headers.get('x-content-type-options'), asset).toBe('nosniff');
    }
  });

  it('keeps the hashed page CSP without unsafe-inline', async () => {
    const csp = (await fetch(`${app.baseUrl}/login`)).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src [^;]*'sha256-/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
  });
});
