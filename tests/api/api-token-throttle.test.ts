import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import { randomToken } from '../../src/lib/server/auth/tokens';
import { API_TOKEN_PREFIX } from '../../src/lib/domain/api-token/token-rules';

const PASSWORD = 'Demo#Pass2026';
const LIMIT = 4;
/** Failed tokens an address may send before it is refused (bearer-failure-throttle.ts). */
const FAILURES_ANSWERED = 30;
const WINDOW_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testTargets())('personal API token throttle on %s', (target) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(target, { API_TOKEN_CALLS_PER_MINUTE: String(LIMIT) });
  });
  afterAll(async () => app?.close());

  async function issue(loginId: string): Promise<string> {
    const client = new TestClient(app.baseUrl);
    expect((await client.login(loginId, PASSWORD)).status).toBe(200);
    const res = await client.request('POST', '/api/v1/api-tokens', {
      currentPassword: PASSWORD,
      name: 'throttle',
      scopes: ['read'],
      expiresInDays: 1,
    });
    expect(res.status).toBe(201);
    return (await res.json()).token;
  }

  const userInfo = (token: string) =>
    fetch(app.baseUrl + '/api/v1/auth/user-info', { headers: { authorization: `Bearer ${token}` } });

  async function expectRefused(res: Response): Promise<void> {
    expect(res.status).toBe(429);
    expect((await res.json()).code).toBe('C_SH_009');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  }

  it('counts calls per token: past the limit 429 with Retry-After, while another token still passes', async () => {
    const first = await issue('sakura01');
    const second = await issue('minato01');
    for (let i = 0; i < LIMIT; i++) expect((await userInfo(first)).status).toBe(200);
    await expectRefused(await userInfo(first));
    expect((await userInfo(second)).status).toBe(200);
  });

  it(
    'keeps a token within its limit in any 60 seconds, across the edge of a minute',
    async () => {
      // One call opens a minute; the rest of the limit is spent near its end, and calls go on past
      // it. A count per fixed minute let the limit through again right after its end.
      const token = await issue('towa01');
      const calls: { sent: number; answered: number; status: number }[] = [];
      const call = async () => {
        const sent = Date.now();
        const res = await userInfo(token);
        calls.push({ sent, answered: Date.now(), status: res.status });
        if (res.status !== 200) await expectRefused(res);
      };
      const opened = Date.now();
      await call();
      await sleep(WINDOW_MS - 6_000);
      while (Date.now() < opened + WINDOW_MS + 10_000) {
        await call();
        await sleep(250);
      }
      const passed = calls.filter((c) => c.status === 200);
      // The server let each through between its sending and its answer: calls from one sending
      // to another's answer within 60 s were let through within 60 s of each other.
      for (const from of passed) {
        const within = passed.filter((c) => c.sent >= from.sent && c.answered - from.sent <= WINDOW_MS);
        expect(within.length).toBeLessThanOrEqual(LIMIT);
      }
      const firstRefused = calls.findIndex((c) => c.status === 429);
      expect(firstRefused).toBeGreaterThan(0);
      // The opening call's slot leaves the window 60–65 s after it: the token works again.
      expect(calls.slice(firstRefused).some((c) => c.status === 200)).toBe(true);
    },
    WINDOW_MS + 60_000,
  );

  it('refuses an address sending failed tokens past the limit, while a working token from it still passes', async () => {
    const working = await issue('sakura01');
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) {
      const res = await userInfo(API_TOKEN_PREFIX + randomToken(32));
      statuses.push(res.status);
      if (res.status === 429) await expectRefused(res);
      else expect((await res.json()).code).toBe('C_SH_003');
      if (i === 10 || i === 100) expect((await userInfo(working)).status).toBe(200);
    }
    expect(statuses.slice(0, FAILURES_ANSWERED).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(FAILURES_ANSWERED).every((s) => s === 429)).toBe(true);
    expect((await userInfo(working)).status).toBe(200);
    // A malformed header is a failure too.
    await expectRefused(
      await fetch(app.baseUrl + '/api/v1/auth/user-info', { headers: { authorization: 'Bearer x' } }),
    );
  });
});
