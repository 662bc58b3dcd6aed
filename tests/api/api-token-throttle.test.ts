import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';

const PASSWORD = 'Demo#Pass2026';
const LIMIT = 4;

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

  it('counts calls per token: past the limit 429 with Retry-After, while another token still passes', async () => {
    const first = await issue('sakura01');
    const second = await issue('minato01');
    for (let i = 0; i < LIMIT; i++) expect((await userInfo(first)).status).toBe(200);
    const refused = await userInfo(first);
    expect(refused.status).toBe(429);
    expect((await refused.json()).code).toBe('C_SH_009');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await userInfo(second)).status).toBe(200);
  });
});
