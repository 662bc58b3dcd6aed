import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { startApp, startAppClearingRunner, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import { nonJapaneseTexts } from '../setup/japanese-errors';
import { requestArbitrary, type GeneratedRequest, type WorldHints } from '../setup/request-arbitraries';
import { seedLedgerWorld } from '../fixtures/ledger-world';
import { MEMBER_PASSWORD, OPERATOR, seedClearedRound } from '../fixtures/auction-fixtures';
import { clearAuction } from '../../src/lib/server/services/auctions/clear-auction';
import { API_OPERATIONS } from '../../src/lib/schemas/api-operations';
import { ADMIN_API_OPERATIONS, ADMIN_LOGOUT_API } from '../../src/lib/schemas/admin-api-operations';
import { operatorAt } from '../setup/admin-client';
import type { AdminClient } from '../setup/admin-client';
import { LoginThrottle } from '../../src/lib/server/auth/login-throttle';

/*
 * Generated input against every operation of the registry, signed in as a member who holds
 * volume and has bids (so valid calls reach the services and can succeed). Fails on any 5xx, on
 * an error answer outside the one JSON shape or with English or stack-trace text, and on any
 * change to the ledger (entries, postings, balances, reservations, bids, certificates) made by a
 * refused request. Then the same against every operation of the console (/api/admin), signed in
 * as an operator: no 5xx, every refusal in the one shape and in Japanese. FUZZ_RUNS,
 * FUZZ_ADMIN_RUNS and FUZZ_SEED reproduce or lengthen a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2_100);
/** Generated requests to the operators' console (every /api/admin operation), after the members'. */
const ADMIN_RUNS = Number(process.env.FUZZ_ADMIN_RUNS ?? 1_200);
/** The operator's own sign-ins come from an address of their own (see MEMBER_ADDRESS). */
const OPERATOR_ADDRESS = '192.0.2.2';
/** Answers after which the console session cannot go on: a new operator signs in. */
const SESSION_ENDS = new Set(['C_SH_003', 'C_AU_005', 'C_AU_006', 'C_AU_015']);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const MEMBER = 'aozora01';
/** The member's own logins come from an address of their own, so the login throttle the
 * generated logins trip (from random addresses) never locks the member out. */
const MEMBER_ADDRESS = '192.0.2.1';

async function ledgerFingerprint(app: TestApp): Promise<string> {
  const result = await app.db.execute(sql`
    select (select count(*) from journal_entries) as entries,
           (select count(*) || ':' || coalesce(sum(volume), 0) from postings) as postings,
           (select coalesce(sum(balance), 0) || ':' || coalesce(sum(reserved), 0) from holdings) as holdings,
           (select count(*) || ':' || coalesce(sum(volume), 0) from bids where status = 'active') as bids,
           (select count(*) from certificates) as certificates`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as unknown[];
  return JSON.stringify(rows[0]);
}

async function worldHints(app: TestApp): Promise<WorldHints> {
  const column = async (query: ReturnType<typeof sql>) => {
    const result = await app.db.execute(query);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { v: unknown }[];
    return rows.map((r) => r.v);
  };
  return {
    fiscalYear: [2026, 2025],
    productCd: [2, 1, 3],
    holdingClassCd: [1, 2],
    equipmentId: ['N-T1', 'N-T2', 'F-T1', 'F-R1'],
    recipientMemberNumber: ['1001', '1002', '2001', '3001'],
    memberNumber: ['1001', '1002', '3001', '9999'],
    marketNo: await column(sql`select market_no as v from auctions`),
    bidNo: [1, 2, 3],
    unitPrice: ['0.80', '1.00', '0.85', 1.2, '0.4'],
    volume: [1, 10, 1_000, 5_000],
    offset: [0],
    limit: [10, 100],
    count: [true, false],
    dateFrom: ['2026-04-01'],
    dateTo: ['2027-03-31'],
    fromDate: ['2026-04-01'],
    toDate: ['2027-03-31'],
    // The console's own fields.
    id: [1, 2, 3],
    loginId: ['aozora01', 'minato01', 'nobody'],
    businessDate: ['today', '2026-11-20', '2027-03-31'],
    content: [
      Buffer.from('facility_id,volume\nF-T1,10\n').toString('base64'),
      Buffer.from('facility_id,volume\nF-\u0000T1,10\n').toString('base64'),
      Buffer.from('facility_id,volume\n"F-T1,10\n').toString('base64'),
    ],
  };
}

describe.each(testTargets())('generated input on %s', (target) => {
  let app: TestApp;
  let client: TestClient;
  let sessionLost = true;

  async function signIn(): Promise<void> {
    // Generated wrong current passwords (password change, MFA setup) count against the member's
    // login throttle, as a guesser's would; the operator's unlock clears it, so does the test.
    await new LoginThrottle(app.db).clearLoginId(MEMBER);
    client.cookies.clear();
    client.loginId = undefined;
    await client.visit();
    const res = await client.request(
      'POST',
      '/api/v1/auth/login',
      { loginId: MEMBER, password: MEMBER_PASSWORD },
      { headers: { 'x-forwarded-for': MEMBER_ADDRESS } },
    );
    expect(res.status, 'the member signs in again').toBe(200);
    client.loginId = MEMBER;
    sessionLost = false;
  }

  async function send(r: GeneratedRequest, address: string, key: string): Promise<Response> {
    const headers: Record<string, string> = { 'x-forwarded-for': address };
    if (r.method === 'POST') headers['idempotency-key'] = key;
    return client.request(r.method, r.target, undefined, { headers, rawBody: r.body });
  }

  beforeAll(async () => {
    app = await startApp(target, { TRUST_PROXY: 'true' });
    await seedLedgerWorld(app.db);
    await seedClearedRound(app.db, (marketNo) => clearAuction(app.db, OPERATOR, marketNo));
    client = new TestClient(app.baseUrl);
  });
  afterAll(async () => app.close());

  it(
    `answers ${RUNS} generated requests without a 5xx, in Japanese, leaving the ledger alone when refusing`,
    { timeout: 600_000 },
    async () => {
      const hints = await worldHints(app);
      const perOperation = new Map<string, number>();
      const statuses = new Map<number, number>();
      let ledger = await ledgerFingerprint(app);

      const property = fc.asyncProperty(
        requestArbitrary(API_OPERATIONS, hints),
        fc.ipV4(),
        fc.uuid(),
        async (r, address, key) => {
          if (sessionLost) await signIn();
          const res = await send(r, address, key);
          const label = `${r.method} ${r.target} ${r.body ?? ''}`.slice(0, 500);
          perOperation.set(r.operation, (perOperation.get(r.operation) ?? 0) + 1);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);

          expect(res.status, label).toBeLessThan(500);
          if (res.status >= 400) {
            expect(res.headers.get('content-type'), label).toMatch(/^application\/json/);
            const body = await res.json();
            expect(body, label).toMatchObject({ code: expect.any(String), message: expect.any(String) });
            expect(nonJapaneseTexts(body, sentStrings(r.body)), label).toEqual([]);
            expect(await ledgerFingerprint(app), `${label}: a refused request changed the ledger`).toBe(ledger);
            if (res.status === 401) sessionLost = true;
          } else {
            // 2xx, or Astro's redirect of an empty path segment ("pdfs//" → "pdfs/"), which moves nothing.
            await res.arrayBuffer();
            ledger = await ledgerFingerprint(app);
          }
          if (r.operation === 'POST /api/v1/auth/logout' && res.status < 300) sessionLost = true;
        },
      );
      await fc.assert(property, { numRuns: RUNS, seed: SEED, endOnFailure: true });

      const total = [...perOperation.values()].reduce((a, b) => a + b, 0);
      expect(total).toBeGreaterThanOrEqual(2_000);
      for (const op of API_OPERATIONS) {
        expect(perOperation.get(`${op.method.toUpperCase()} ${op.path}`) ?? 0, op.path).toBeGreaterThan(0);
      }
      // Some generated calls must succeed, or the run would only ever test the validation.
      expect([...statuses].filter(([s]) => s < 300).reduce((a, [, n]) => a + n, 0)).toBeGreaterThan(100);
      console.info(`${target}: ${total} requests`, Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])));
    },
  );

  it(
    `answers ${ADMIN_RUNS} generated requests to every /api/admin operation without a 5xx, in Japanese`,
    { timeout: 900_000 },
    async () => {
      // Runs after the members' run: the console may lock users, change the business date, start
      // maintenance or a clearing. Only the answers are checked here (a console call that succeeds
      // may move the ledger, and a clearing it starts goes on in the background).
      const hints = await worldHints(app);
      const perOperation = new Map<string, number>();
      const statuses = new Map<number, number>();
      // The app server's clearing runner, as src/server/start.ts starts it beside the server.
      const runner = await startAppClearingRunner(app, { superviseIntervalSeconds: 2 });
      onTestFinished(() => runner.stop());
      let operator: AdminClient | undefined;
      const property = fc.asyncProperty(
        requestArbitrary(ADMIN_API_OPERATIONS, hints),
        fc.ipV4(),
        async (r, address) => {
          operator ??= (await operatorAt(app.baseUrl, app.db, 'console', { 'x-forwarded-for': OPERATOR_ADDRESS }))
            .client;
          // Sign-in attempts come from addresses of their own: their throttle must not lock the operator out.
          const access = ADMIN_API_OPERATIONS.find(
            (o) => `${o.method.toUpperCase()} ${o.path}` === r.operation,
          )?.access;
          const res = await operator.request(r.method, r.target, undefined, {
            headers: { 'x-forwarded-for': access === 'entry' ? address : OPERATOR_ADDRESS },
            rawBody: r.body,
          });
          const label = `${r.method} ${r.target} ${r.body ?? ''}`.slice(0, 500);
          perOperation.set(r.operation, (perOperation.get(r.operation) ?? 0) + 1);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);

          expect(res.status, label).toBeLessThan(500);
          if (res.status >= 400) {
            expect(res.headers.get('content-type'), label).toMatch(/^application\/json/);
            const body = (await res.json()) as { code: string; message: string };
            expect(body, label).toMatchObject({ code: expect.any(String), message: expect.any(String) });
            expect(nonJapaneseTexts(body, sentStrings(r.body)), label).toEqual([]);
            if (SESSION_ENDS.has(body.code)) operator = undefined;
          } else {
            await res.arrayBuffer();
          }
          // A sign-in step or logout on the operator's own client may end or replace its session.
          if (r.operation.startsWith('POST /api/admin/auth/login') || r.operation === `POST ${ADMIN_LOGOUT_API}`)
            operator = undefined;
        },
      );
      await fc.assert(property, { numRuns: ADMIN_RUNS, seed: SEED, endOnFailure: true });

      for (const op of ADMIN_API_OPERATIONS) {
        expect(perOperation.get(`${op.method.toUpperCase()} ${op.path}`) ?? 0, op.path).toBeGreaterThan(0);
      }
      expect([...statuses].filter(([s]) => s < 300).reduce((a, [, n]) => a + n, 0)).toBeGreaterThan(50);
      console.info(
        `${target} console: ${ADMIN_RUNS} requests`,
        Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])),
      );
    },
  );
});

/** The string values a generated JSON body sent, which an error message may quote back. */
function sentStrings(body: string | undefined): string[] {
  if (!body) return [];
  const found: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') found.push(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  try {
    walk(JSON.parse(body));
  } catch {
    // A deliberately malformed body: nothing of it can be quoted back.
  }
  return found.filter((s) => s.length > 0);
}
