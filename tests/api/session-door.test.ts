import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';

const PASSWORD = 'Demo#Pass2026';
const PARTICIPATION = { fitParticipation: false, nonFitParticipation: true };

/** What a browser does when it follows a link from another site: SameSite=Strict cookies stay home. */
function arriveFromAnotherSite(client: TestClient): void {
  client.cookies.delete('XSRF-TOKEN');
}

/** A second browser holding only the given session cookie. */
function bareSession(baseUrl: string, sid: string): TestClient {
  const other = new TestClient(baseUrl);
  other.cookies.set('sid', sid);
  return other;
}

describe.each(testTargets())('session door on %s', (target) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(target);
  });
  afterAll(async () => {
    await app.close();
  });

  it('hands a member arriving from another site the session token, so saving still works', async () => {
    const client = new TestClient(app.baseUrl);
    expect((await client.login('minato01', PASSWORD)).status).toBe(200);
    const sessionToken = client.csrf;
    arriveFromAnotherSite(client);
    expect((await client.visit('/account/balance')).status).toBe(200);
    expect(client.csrf).toBe(sessionToken);
    expect((await client.request('PUT', '/api/v1/organizations', PARTICIPATION)).status).toBe(200);
  });

  it('repairs a CSRF cookie that an earlier visit replaced with another token', async () => {
    const client = new TestClient(app.baseUrl);
    await client.login('minato01', PASSWORD);
    const sessionToken = client.csrf;
    client.cookies.set('XSRF-TOKEN', 'left-over-anonymous-token');
    await client.visit('/account/history');
    expect(client.csrf).toBe(sessionToken);
    expect((await client.request('PUT', '/api/v1/organizations', PARTICIPATION)).status).toBe(200);
  });

  it('ends the server session at logout with the session cookie and a same-origin request', async () => {
    const client = new TestClient(app.baseUrl);
    await client.login('minato01', PASSWORD);
    const sid = client.cookies.get('sid')!;
    client.cookies.set('XSRF-TOKEN', 'stale-token');
    const res = await client.request('POST', '/api/v1/auth/logout');
    expect(res.status).toBe(204);
    expect((await bareSession(app.baseUrl, sid).request('GET', '/api/v1/auth/user-info')).status).toBe(401);
  });

  it("logs in and out behind a TLS-terminating proxy, where the browser's Origin is not the origin the app sees", async () => {
    const client = new TestClient(app.baseUrl);
    await client.visit('/login');
    // The browser is at https://nfc.example.jp; the proxy forwards plain http to the app's own port.
    const browser = { origin: 'https://nfc.example.jp', 'sec-fetch-site': 'same-origin' };
    const login = await client.request(
      'POST',
      '/api/v1/auth/login',
      { loginId: 'minato01', password: PASSWORD },
      {
        headers: browser,
      },
    );
    expect(login.status).toBe(200);
    const sid = client.cookies.get('sid')!;
    expect((await client.request('POST', '/api/v1/auth/logout', undefined, { headers: browser })).status).toBe(204);
    expect((await bareSession(app.baseUrl, sid).request('GET', '/api/v1/auth/user-info')).status).toBe(401);
  });

  it('refuses a logout from another origin and keeps the session', async () => {
    const client = new TestClient(app.baseUrl);
    await client.login('minato01', PASSWORD);
    const refused: Record<string, string>[] = [{ origin: 'http://evil.example' }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of refused) {
      const res = await client.request('POST', '/api/v1/auth/logout', undefined, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    expect((await client.request('GET', '/api/v1/auth/user-info')).status).toBe(200);
  });

  it('logs in over a live session, as anyone, and ends the old session', async () => {
    const client = new TestClient(app.baseUrl);
    await client.login('minato01', PASSWORD);
    const oldSid = client.cookies.get('sid')!;
    await client.visit('/login');
    // The login page's script holds no user yet, so it sends no user id header.
    client.loginId = undefined;
    const res = await client.login('sakura01', PASSWORD);
    expect(res.status).toBe(200);
    expect(client.cookies.get('sid')).not.toBe(oldSid);
    expect((await bareSession(app.baseUrl, oldSid).request('GET', '/api/v1/auth/user-info')).status).toBe(401);
    const info = await client.request('GET', '/api/v1/auth/user-info');
    expect((await info.json()).userInfo.userId).toBe('sakura01');
  });

  it('logs in again after a failed logout left an anonymous token beside the session', async () => {
    const client = new TestClient(app.baseUrl);
    await client.login('minato01', PASSWORD);
    client.cookies.set('XSRF-TOKEN', 'anonymous-token');
    client.loginId = undefined;
    await client.visit('/login');
    expect((await client.login('minato01', PASSWORD)).status).toBe(200);
  });

  it('refuses a login with a CSRF header that does not match the cookie, session or not', async () => {
    const client = new TestClient(app.baseUrl);
    await client.visit('/login');
    const forged = { headers: { 'x-xsrf-token': 'forged' } };
    const body = { loginId: 'minato01', password: PASSWORD };
    expect((await client.request('POST', '/api/v1/auth/login', body, forged)).status).toBe(403);
    await client.login('minato01', PASSWORD);
    expect((await client.request('POST', '/api/v1/auth/login', body, forged)).status).toBe(403);
  });

  it('keeps every landing redirect on the app origin, with or without a session', async () => {
    const anonymous = new TestClient(app.baseUrl);
    const member = new TestClient(app.baseUrl);
    await member.login('minato01', PASSWORD);
    for (const client of [anonymous, member]) {
      for (const path of [
        '/\t/evil.example',
        '/\n/evil.example',
        '/\\evil.example',
        '//evil.example',
        'https://evil.example',
      ]) {
        const res = await client.visit(`/?path=${encodeURIComponent(path)}`);
        expect(res.status, JSON.stringify(path)).toBe(302);
        expect(new URL(res.headers.get('location')!, app.baseUrl).origin, JSON.stringify(path)).toBe(app.baseUrl);
      }
    }
  });

  it('answers control characters in the landing path with a clean redirect carrying the security headers', async () => {
    const member = new TestClient(app.baseUrl);
    await member.login('minato01', PASSWORD);
    for (const client of [new TestClient(app.baseUrl), member]) {
      for (const raw of ['%2Faccount%2Fbalance%0D%0ASet-Cookie:%20x=1', '%2Fa%0Db', '%2Fa%00b', '%2Fa%7Fb']) {
        const res = await client.visit(`/?path=${raw}`);
        expect(res.status, raw).toBe(302);
        expect(res.headers.get('location'), raw).toBe('/login');
        expect(res.headers.get('x-content-type-options'), raw).toBe('nosniff');
        expect(res.headers.get('set-cookie') ?? '', raw).not.toMatch(/x=1/);
      }
    }
  });

  it('never answers a generated landing path with a 500 or a redirect off the origin', async () => {
    const member = new TestClient(app.baseUrl);
    await member.login('minato01', PASSWORD);
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '\t',
      '\r',
      '\n',
      '\u0000',
      ' ',
      '%2F',
      '%09',
      'evil.example',
      '@',
      ':',
      '.',
      '..',
      '?',
      '#',
      'account',
      'http:',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(piece, { maxLength: 8 }).map((parts) => parts.join('')),
        async (path) => {
          const res = await member.visit(`/?path=${encodeURIComponent(path)}`);
          expect(res.status).toBeLessThan(500);
          const location = res.headers.get('location');
          if (location) expect(new URL(location, app.baseUrl).origin).toBe(app.baseUrl);
        },
      ),
      { numRuns: 60 },
    );
  });
});
