import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';

const PARALLEL = 100;

/**
 * Throttles must hold when the guesses arrive all at once: the point is taken before the work,
 * so at most the limit is evaluated and the rest are refused with 429 and Retry-After.
 */
describe.each(testTargets().map((t, i) => [t, i] as const))('parallel throttles on %s', (target, targetIndex) => {
  let app: TestApp;
  // Each test speaks from its own address (TRUST_PROXY), so one test's count never blocks another.
  let nextIp = 1;
  const freshIp = () => `203.0.${targetIndex}.${nextIp++}`;

  beforeAll(async () => {
    app = await startApp(target, { TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function loginFrom(ip: string, loginId: string, password: string): Promise<Response> {
    const client = new TestClient(app.baseUrl);
    await client.visit();
    return client.request('POST', '/api/v1/auth/login', { loginId, password }, { headers: { 'x-forwarded-for': ip } });
  }

  async function expectRefusedBeyond(responses: Response[], limit: number, evaluatedStatus: number, code: string) {
    const evaluated = responses.filter((r) => r.status === evaluatedStatus);
    const refused = responses.filter((r) => r.status === 429);
    expect(evaluated.length + refused.length).toBe(responses.length);
    expect(evaluated.length).toBeLessThanOrEqual(limit);
    expect(evaluated.length).toBeGreaterThan(0);
    for (const r of refused) {
      expect((await r.json()).code).toBe(code);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  }

  it('evaluates at most 5 of 100 parallel wrong passwords for one login id', async () => {
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () => loginFrom(freshIp(), 'aozora01', 'Wrong#Pass123')),
    );
    await expectRefusedBeyond(responses, 5, 401, 'C_AU_002');
  });

  it('evaluates at most 30 of 100 parallel login ids from one address', async () => {
    const ip = freshIp();
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => loginFrom(ip, `nobody-${i}`, 'Wrong#Pass123')),
    );
    await expectRefusedBeyond(responses, 30, 401, 'C_AU_002');
  });

  it('evaluates at most 30 of 100 parallel public certificate lookups from one address', async () => {
    const ip = freshIp();
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        fetch(`${app.baseUrl}/api/v1/certificate?${new URLSearchParams({ hash: `guess-${i}`, passCd: 'x' })}`, {
          headers: { 'x-forwarded-for': ip },
        }),
      ),
    );
    await expectRefusedBeyond(responses, 30, 404, 'C_SH_009');
  });
});
