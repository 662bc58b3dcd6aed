import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import { insertCertificate, type CertificateFixture } from '../fixtures/certificate-fixtures';

const PARALLEL = 100;

/**
 * Throttles must hold when the guesses arrive all at once: a password guess takes its point before
 * the work, so at most the limit is evaluated and the rest are refused with 429 and Retry-After.
 * A public lookup takes one only when it fails, atomically, so exactly the limit is answered as a
 * miss while right lookups in flight are never charged.
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

  describe('public certificate lookups (only failures count)', () => {
    let cert: CertificateFixture;
    beforeAll(async () => {
      cert = await insertCertificate(app.db, { detailCount: 1 });
    });
    const lookup = (ip: string, hash: string, passCd: string) =>
      fetch(`${app.baseUrl}/api/v1/certificate?${new URLSearchParams({ hash, passCd })}`, {
        headers: { 'x-forwarded-for': ip },
      });

    it('answers all of 100 parallel right lookups from one address, and counts none of them', async () => {
      const ip = freshIp();
      const responses = await Promise.all(Array.from({ length: PARALLEL }, () => lookup(ip, cert.hash, cert.passCd)));
      expect(responses.map((r) => r.status)).toEqual(Array(PARALLEL).fill(200));
      const again = await Promise.all(Array.from({ length: PARALLEL }, () => lookup(ip, cert.hash, cert.passCd)));
      expect(again.map((r) => r.status)).toEqual(Array(PARALLEL).fill(200));
    });

    it('answers exactly 30 of 100 parallel wrong pass codes and unknown hashes as a miss, the rest 429', async () => {
      const ip = freshIp();
      const responses = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          i % 2 ? lookup(ip, cert.hash, `wrong-${i}`) : lookup(ip, `guess-${i}`, cert.passCd),
        ),
      );
      await expectRefusedBeyond(responses, 30, 404, 'C_SH_009');
      expect(responses.filter((r) => r.status === 404)).toHaveLength(30);
      // The address is now blocked for right links too: a 200 among 429s would confirm a guess.
      const right = await lookup(ip, cert.hash, cert.passCd);
      expect(right.status).toBe(429);
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('with right and wrong lookups in parallel, still answers exactly 30 misses and never a 5xx', async () => {
      const ip = freshIp();
      const responses = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          i % 2 ? lookup(ip, cert.hash, cert.passCd) : lookup(ip, cert.hash, `wrong-${i}`),
        ),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 404)).toHaveLength(30);
      // A right link is answered or refused, never taken for a miss; a wrong one never answered.
      statuses.forEach((s, i) => expect([i % 2 ? 200 : 404, 429]).toContain(s));
    });
  });
});
