import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtApp, startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import { seedAccountReportWorld } from '../fixtures/account-report-world';
import { certificates, sessions, users } from '../../src/lib/server/db/schema';
import { updateSystemSettings } from '../../src/lib/server/services/system/update-system-settings';
import { waitUntilOpen } from '../setup/maintenance';

const PASSWORD = 'Demo#Pass2026';
const WRONG = 'Wrong#Secret2026';
const NEG = '/api/v1/account-balances/negotiate';
const BAL = '/api/v1/account-balances?fiscalYear=2026&productCd=2&offset=0&limit=100&count=true';
const PUB = '/api/v1/nfcs/publish';

type LogLine = Record<string, unknown> & { msg: string; level: number };

/** Every line the built server logs, captured through its logger's sink. */
async function captureLog(): Promise<{ lines: LogLine[]; raw: string[] }> {
  const raw: string[] = [];
  (await builtApp()).setLogSink({ write: (line: string) => raw.push(line) });
  return {
    raw,
    get lines() {
      return raw.map((l) => JSON.parse(l) as LogLine);
    },
  };
}

const transfer = (volume: number) => ({
  recipientMemberNumber: '1002',
  fiscalYear: 2026,
  productCd: 2,
  lines: [{ holdingClassCd: 2, equipmentId: 'FX-A01', volume }],
});

describe.each(testTargets())('request logs, request ids and health probes on %s', (target) => {
  let app: TestApp;
  let log: Awaited<ReturnType<typeof captureLog>>;

  beforeAll(async () => {
    log = await captureLog();
    app = await startApp(target, { LOG_LEVEL: 'info' });
    await seedAccountReportWorld(app.db);
  });
  afterAll(async () => {
    (await builtApp()).setLogSink(undefined);
    await app?.close();
  });

  it('logs one line per request and the business events, and never a secret', async () => {
    const client = new TestClient(app.baseUrl);
    expect((await client.login('sakura01', WRONG)).status).toBe(401);
    const login = await client.login('sakura01', PASSWORD);
    expect(login.status).toBe(200);
    const list = await client.request('GET', BAL);
    expect(list.status).toBe(200);
    const transfers = [];
    for (const volume of [10, 20, 30]) transfers.push(await client.request('POST', NEG, transfer(volume)));
    expect(transfers.map((r) => r.status)).toEqual([200, 200, 200]);
    const invalid = await client.request('POST', NEG, { ...transfer(1), fiscalYear: 'x' });
    expect(invalid.status).toBe(422);
    const published = await client.request('POST', PUB, {
      fiscalYear: 2026,
      productCd: 2,
      nfcTypeCd: 1,
      useCd: 1,
      consumer: '株式会社さくら本社',
      corporateNo: '1180301018771',
      officeName: '本社工場',
      demandLocation: '東京都港区芝公園四丁目２番８号',
      businessNo: '0300111234567890123456',
      remarks: 'ログ試験',
      lines: [{ equipmentId: 'FX-A02', volume: 5 }],
    });
    expect(published.status).toBe(200);
    const { trackingUrl } = (await published.json()) as { trackingUrl: string };

    // The id in the header is the one in the error body and in the request's log line.
    const invalidBody = (await invalid.json()) as { requestId?: string };
    const invalidId = invalid.headers.get('x-request-id');
    expect(invalidId).toMatch(/^[0-9a-f-]{36}$/);
    expect(invalidBody.requestId).toBe(invalidId);

    const requests = log.lines.filter((l) => l.msg === 'request');
    const lineOf = (res: Response) => {
      const id = res.headers.get('x-request-id');
      const found = requests.filter((l) => l.requestId === id);
      expect(found, `one log line for request ${id}`).toHaveLength(1);
      return found[0]!;
    };
    const [user] = await app.db.select().from(users).where(eq(users.loginId, 'sakura01'));
    expect(lineOf(list)).toMatchObject({
      level: 30,
      method: 'GET',
      route: '/api/v1/account-balances',
      status: 200,
      userId: user!.id,
      memberId: user!.organizationId,
    });
    expect(typeof lineOf(list).durationMs).toBe('number');
    for (const t of transfers) expect(lineOf(t)).toMatchObject({ method: 'POST', route: NEG, status: 200 });
    expect(lineOf(invalid)).toMatchObject({ method: 'POST', route: NEG, status: 422, userId: user!.id });
    expect(lineOf(login)).toMatchObject({ method: 'POST', route: '/api/v1/auth/login', status: 200 });

    // Business events at info level, each tied to the request that caused it.
    const events = log.lines.filter((l) => typeof l.event === 'string');
    const named = (event: string) => events.filter((l) => l.event === event);
    expect(named('auth.login-failed')).toHaveLength(1);
    expect(named('auth.login-failed')[0]).toMatchObject({ level: 30, loginId: 'sakura01' });
    expect(named('auth.login')[0]).toMatchObject({ requestId: login.headers.get('x-request-id') });
    expect(named('account.transfer').map((l) => l.requestId)).toEqual(
      transfers.map((t) => t.headers.get('x-request-id')),
    );
    expect(named('certificate.issue')).toHaveLength(1);

    // Nothing secret anywhere in the captured log.
    const text = log.raw.join('');
    const [cert] = await app.db.select().from(certificates);
    const [session] = await app.db.select().from(sessions);
    const secrets = [
      PASSWORD,
      WRONG,
      user!.passwordHash,
      cert!.passCd,
      cert!.hash,
      session!.idHash,
      session!.csrfToken,
      ...client.cookies.values(),
      trackingUrl,
    ].filter((s) => s.length >= 8);
    expect(secrets.length).toBeGreaterThanOrEqual(8);
    for (const secret of secrets) expect(text, 'a secret in the log').not.toContain(secret);
  });

  it('answers /healthz and /readyz without session, CSRF or maintenance, with the security headers', async () => {
    await updateSystemSettings(app.db, { type: 'system' }, { maintenance: true });
    try {
      const anonymous = new TestClient(app.baseUrl);
      const healthz = await anonymous.request('GET', '/healthz');
      expect(healthz.status).toBe(200);
      expect(await healthz.json()).toEqual({ status: 'ok' });
      const readyz = await anonymous.request('GET', '/readyz');
      expect(readyz.status).toBe(200);
      expect(await readyz.json()).toEqual({ status: 'ready' });
      for (const res of [healthz, readyz]) {
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      }
      // An unsafe method is refused as such, not as a CSRF failure.
      expect((await anonymous.request('POST', '/readyz')).status).toBe(405);
      // The member API itself is closed meanwhile.
      expect((await anonymous.request('GET', BAL)).status).toBe(503);
    } finally {
      await updateSystemSettings(app.db, { type: 'system' }, { maintenance: false });
      await waitUntilOpen(app.baseUrl);
    }
  });
});
