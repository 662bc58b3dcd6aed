import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import { waitUntilInMaintenance, waitUntilOpen } from '../setup/maintenance';
import { systemSettings } from '../../src/lib/server/db/schema';

const PASSWORD = 'Demo#Pass2026';

/** Every endpoint of the foundation with a valid body, for the blanket checks. */
const ENDPOINTS: { method: string; path: string; body?: unknown; public?: boolean }[] = [
  { method: 'POST', path: '/api/v1/auth/login', body: { loginId: 'x', password: 'y' }, public: true },
  { method: 'POST', path: '/api/v1/auth/logout', public: true },
  { method: 'GET', path: '/api/v1/auth/user-info' },
  {
    method: 'PUT',
    path: '/api/v1/auth/update-password',
    body: { currentPassword: 'a', newPassword: 'Abcdef#123', confirmPassword: 'Abcdef#123' },
  },
  { method: 'GET', path: '/api/v1/codes' },
  { method: 'GET', path: '/api/v1/system/open', public: true },
  { method: 'GET', path: '/api/v1/organizations/1002/organization-name' },
  { method: 'PUT', path: '/api/v1/organizations', body: { fitParticipation: true, nonFitParticipation: true } },
];

describe.each(testTargets())('foundation API on %s', (target) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(target);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 401 in the error shape to every non-public endpoint called anonymously', async () => {
    const client = new TestClient(app.baseUrl);
    await client.visit();
    for (const e of ENDPOINTS.filter((x) => !x.public)) {
      const res = await client.request(e.method, e.path, e.body);
      expect(res.status, `${e.method} ${e.path}`).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'C_SH_003', instance: `${e.method} ${e.path}` });
    }
  });

  it('answers 403 to every unsafe call with a wrong or missing CSRF header', async () => {
    const client = new TestClient(app.baseUrl);
    expect((await client.login('minato01', PASSWORD)).status).toBe(200);
    // Logout is guarded by the same-origin check instead of the token (tests/api/session-door.test.ts).
    for (const e of ENDPOINTS.filter((x) => x.method !== 'GET' && x.path !== '/api/v1/auth/logout')) {
      const wrong = await client.request(e.method, e.path, e.body, { headers: { 'x-xsrf-token': 'forged' } });
      expect(wrong.status, `${e.method} ${e.path} forged`).toBe(403);
      expect((await wrong.json()).code).toBe('C_SH_005');
      const missing = await client.request(e.method, e.path, e.body, { headers: { 'x-xsrf-token': '' } });
      expect(missing.status, `${e.method} ${e.path} missing`).toBe(403);
    }
  });

  it('refuses a cookie call that another site made, JSON and a valid token notwithstanding', async () => {
    const client = new TestClient(app.baseUrl);
    await client.login('minato01', PASSWORD);
    const body = { fitParticipation: true, nonFitParticipation: true };
    const foreign: Record<string, string>[] = [
      { origin: 'http://evil.example' },
      { origin: 'null' },
      // Where the browser sends Sec-Fetch-Site, it decides (here beside the app's own Origin).
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of foreign) {
      const res = await client.request('PUT', '/api/v1/organizations', body, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect((await res.json()).code).toBe('C_SH_005');
    }
    // The app's own pages: its origin, or the browser's same-origin mark behind a TLS proxy.
    const ownPages: Record<string, string>[] = [
      {},
      { 'sec-fetch-site': 'same-origin', origin: 'https://nfc.example.jp' },
    ];
    for (const headers of ownPages) {
      const res = await client.request('PUT', '/api/v1/organizations', body, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(200);
    }
  });

  it('answers 401, not the cross-site 403, to an unsafe call without credentials', async () => {
    const anonymous = new TestClient(app.baseUrl);
    const res = await anonymous.request('DELETE', '/api/v1/api-tokens/1', undefined, { headers: { origin: '' } });
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe('C_SH_003');
    // A public operation keeps the cross-site check: a forged login form is refused.
    const login = await anonymous.request('POST', '/api/v1/auth/login', undefined, {
      headers: { origin: 'http://evil.example', 'content-type': 'text/plain' },
      rawBody: 'loginId=minato01',
    });
    expect(login.status).toBe(403);
  });

  it('answers 403 when the user id header does not name the session user', async () => {
    const client = new TestClient(app.baseUrl);
    await client.login('minato01', PASSWORD);
    const res = await client.request(
      'PUT',
      '/api/v1/organizations',
      { fitParticipation: false, nonFitParticipation: true },
      { headers: { 'x-user-id': 'sakura01' } },
    );
    expect(res.status).toBe(403);
  });

  it('answers malformed, mistyped and oversized bodies with 4xx, never 500', async () => {
    const client = new TestClient(app.baseUrl);
    await client.login('minato01', PASSWORD);
    for (const e of ENDPOINTS.filter((x) => x.body !== undefined && x.path !== '/api/v1/auth/login')) {
      for (const rawBody of [
        '{',
        'null',
        '[]',
        '"x"',
        '{"fitParticipation":"yes"}',
        '{"a":' + '1'.repeat(1000) + '}',
      ]) {
        const res = await client.request(e.method, e.path, undefined, {
          rawBody,
          headers: { 'content-type': 'application/json' },
        });
        expect(res.status, `${e.path} ${rawBody.slice(0, 20)}`).toBe(422);
        const body = await res.json();
        expect(body.code).toBe('C_SH_001');
        expect(typeof body.message).toBe('string');
      }
      const big = await client.request(e.method, e.path, undefined, {
        rawBody: JSON.stringify({ pad: 'x'.repeat(2_000_000) }),
        headers: { 'content-type': 'application/json' },
      });
      expect(big.status).toBe(413);
      const plain = await client.request(e.method, e.path, undefined, {
        rawBody: 'a=b',
        headers: { 'content-type': 'text/plain', origin: app.baseUrl },
      });
      expect(plain.status).toBe(415);
    }
  });

  it('does not tell a wrong login id from a wrong password', async () => {
    const client = new TestClient(app.baseUrl);
    const a = await client.login('no-such-user', 'Wrong#Pass123');
    const b = await client.login('towa01', 'Wrong#Pass123');
    expect(a.status).toBe(401);
    expect(b.status).toBe(401);
    // Identical but for the request id that names each call.
    const withoutId = ({ requestId: _id, ...rest }: Record<string, unknown>) => rest;
    expect(withoutId(await a.json())).toEqual(withoutId(await b.json()));
  });

  it('rotates the session at login and kills it at logout', async () => {
    const client = new TestClient(app.baseUrl);
    await client.login('towa01', PASSWORD);
    const first = client.cookies.get('sid');
    const stolen = new TestClient(app.baseUrl);
    stolen.cookies.set('sid', first!);
    expect((await stolen.request('GET', '/api/v1/auth/user-info')).status).toBe(200);
    await client.login('towa01', PASSWORD);
    expect(client.cookies.get('sid')).not.toBe(first);
    expect((await stolen.request('GET', '/api/v1/auth/user-info')).status).toBe(401);
    const second = client.cookies.get('sid')!;
    expect((await client.request('POST', '/api/v1/auth/logout')).status).toBe(204);
    const replay = new TestClient(app.baseUrl);
    replay.cookies.set('sid', second);
    expect((await replay.request('GET', '/api/v1/auth/user-info')).status).toBe(401);
  });

  it('sets the session cookie HttpOnly and answers user-info in the spec shape', async () => {
    const client = new TestClient(app.baseUrl);
    const res = await client.login('sakura01', PASSWORD);
    const cookies = res.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('sid='))).toMatch(/HttpOnly/i);
    const body = await res.json();
    expect(body.userInfo).toEqual({ userId: 'sakura01', firstLogin: true });
    expect(body.organizationInfo).toMatchObject({ memberNumber: '1001', organizationName: 'さくら電力株式会社' });
    expect(body.targetYearList.length).toBeGreaterThan(0);
    expect(body.businessDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('throttles repeated failures per login id with a Japanese message and Retry-After', async () => {
    const client = new TestClient(app.baseUrl);
    for (let i = 0; i < 5; i++) expect((await client.login('aozora01', 'Wrong#Pass123')).status).toBe(401);
    const blocked = await client.login('aozora01', PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await blocked.json()).message).toContain('しばらく時間をおいて');
  });

  it('confines a user who must change the password', async () => {
    const client = new TestClient(app.baseUrl);
    const res = await client.login('sakura02', 'Temp#Pass2026');
    expect((await res.json()).userInfo.firstLogin).toBe(false);
    expect((await client.request('GET', '/api/v1/codes')).status).toBe(200);
    const blocked = await client.request('PUT', '/api/v1/organizations', {
      fitParticipation: true,
      nonFitParticipation: true,
    });
    expect(blocked.status).toBe(403);
    expect((await blocked.json()).code).toBe('C_AU_005');
    const page = await client.request('GET', '/account/balance');
    expect(page.headers.get('location')).toBe('/password/first-change');
  });

  it('applies the password rules and rejects the current password as the new one', async () => {
    const client = new TestClient(app.baseUrl);
    await client.login('sakura02', 'Temp#Pass2026');
    const weak = await client.request('PUT', '/api/v1/auth/update-password', {
      currentPassword: 'Temp#Pass2026',
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(weak.status).toBe(422);
    expect((await weak.json()).message).toBe(
      '新しいパスワードは半角英大文字・半角英小文字・数字・記号の4種類を使用し、10～50文字で作成してください。',
    );
    const mismatch = await client.request('PUT', '/api/v1/auth/update-password', {
      currentPassword: 'Temp#Pass2026',
      newPassword: 'Good#Pass2026',
      confirmPassword: 'Good#Pass2027',
    });
    expect((await mismatch.json()).errors).toContainEqual({
      field: 'confirmPassword',
      message: '新しいパスワードと一致しません。',
    });
    const same = await client.request('PUT', '/api/v1/auth/update-password', {
      currentPassword: 'Temp#Pass2026',
      newPassword: 'Temp#Pass2026',
      confirmPassword: 'Temp#Pass2026',
    });
    expect((await same.json()).code).toBe('C_AU_004');
    const wrong = await client.request('PUT', '/api/v1/auth/update-password', {
      currentPassword: 'Nope#Pass2026',
      newPassword: 'Good#Pass2026',
      confirmPassword: 'Good#Pass2026',
    });
    expect((await wrong.json()).code).toBe('C_AU_003');
    const ok = await client.request('PUT', '/api/v1/auth/update-password', {
      currentPassword: 'Temp#Pass2026',
      newPassword: 'Good#Pass2026',
      confirmPassword: 'Good#Pass2026',
    });
    expect(ok.status).toBe(200);
    expect((await ok.json()).userInfo.firstLogin).toBe(true);
  });

  it('looks up member names and whether they take transfers, hiding system organizations', async () => {
    const client = new TestClient(app.baseUrl);
    await client.login('minato01', PASSWORD);
    expect(await (await client.request('GET', '/api/v1/organizations/3001/organization-name')).json()).toEqual({
      memberNumber: '3001',
      organizationName: 'あおぞら再エネ発電株式会社',
      acceptsTransfers: true,
    });
    // A FIT-only member: the transfer screen refuses it at lookup. Nothing else is told.
    expect(await (await client.request('GET', '/api/v1/organizations/2001/organization-name')).json()).toEqual({
      memberNumber: '2001',
      organizationName: '東和製作所株式会社',
      acceptsTransfers: false,
    });
    const missing = await client.request('GET', '/api/v1/organizations/9000/organization-name');
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe('C_SH_008');
    expect((await client.request('GET', '/api/v1/organizations/%E3%81%82/organization-name')).status).toBe(422);
  });

  it('answers 503 in maintenance and sends pages to /close', async () => {
    const client = new TestClient(app.baseUrl);
    await client.login('minato01', PASSWORD);
    await app.db.update(systemSettings).set({ maintenance: true }).where(eq(systemSettings.id, 1));
    try {
      await waitUntilInMaintenance(app.baseUrl);
      expect((await client.request('GET', '/api/v1/system/open')).status).toBe(503);
      expect((await client.request('GET', '/api/v1/codes')).status).toBe(503);
      expect((await client.request('GET', '/account/balance')).headers.get('location')).toBe('/close');
      expect((await client.request('GET', '/close')).status).toBe(200);
    } finally {
      await app.db.update(systemSettings).set({ maintenance: false }).where(eq(systemSettings.id, 1));
      await waitUntilOpen(app.baseUrl);
    }
  });

  it('serves security headers, JSON 404/405 and the OpenAPI document', async () => {
    const client = new TestClient(app.baseUrl);
    const open = await client.request('GET', '/api/v1/system/open');
    expect(open.headers.get('x-content-type-options')).toBe('nosniff');
    expect(open.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect((await client.request('GET', '/api/v1/nope')).status).toBe(401);
    await client.login('minato01', PASSWORD);
    const unknown = await client.request('GET', '/api/v1/nope');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).code).toBe('C_SH_014');
    expect((await client.request('DELETE', '/api/v1/system/open')).status).toBe(405);
    const doc = await (await client.request('GET', '/api/v1/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/v1/auth/login');
    expect(
      doc.paths['/api/v1/auth/login'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('loginId');
  });
});
