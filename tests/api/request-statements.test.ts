import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import { recordStatements } from '../setup/count-statements';

const PASSWORD = 'Demo#Pass2026';

/** The system settings are re-read when the cached row is over a second old: allowed, not counted. */
const isSettingsRefresh = (sql: string) => /^select .* from "system_settings"/i.test(sql);

/*
 * Before the endpoint's own work a signed-in request costs one statement (session,
 * user and organization together). user-info and the page shells do no database work of their own,
 * so all their statements are the middleware's; the balance page serves its first rows, read as the
 * API reads them.
 */
describe.each(testTargets())('statements per request on %s', (target) => {
  let app: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    app = await startApp(target);
    client = new TestClient(app.baseUrl);
    expect((await client.login('minato01', PASSWORD)).status).toBe(200);
  });
  afterAll(async () => {
    await app.close();
  });

  /** The statements of each of three requests after a first one has filled the caches. */
  async function statementsOf(send: () => Promise<Response>): Promise<string[][]> {
    expect((await send()).status).toBe(200);
    const recorder = recordStatements(app.db);
    try {
      const perRequest: string[][] = [];
      for (let i = 0; i < 3; i++) {
        recorder.reset();
        expect((await send()).status).toBe(200);
        perRequest.push(recorder.statements.filter((sql) => !isSettingsRefresh(sql)));
      }
      return perRequest;
    } finally {
      recorder.restore();
    }
  }

  function expectOneSessionRead(perRequest: string[][]): void {
    for (const statements of perRequest) {
      expect(statements).toHaveLength(1);
      expect(statements[0]).toMatch(/from "sessions" inner join "users" .* inner join "organizations"/i);
    }
  }

  it('GET /api/v1/auth/user-info: one statement', async () => {
    expectOneSessionRead(await statementsOf(() => client.request('GET', '/api/v1/auth/user-info')));
  });

  it('a signed-in page shell (/bid/list): one statement', async () => {
    expectOneSessionRead(await statementsOf(() => client.visit('/bid/list')));
  });

  it('the balance page: the session, then its first page of rows in the one statement of the API', async () => {
    for (const statements of await statementsOf(() => client.visit('/account/balance'))) {
      expect(statements).toHaveLength(2);
      expect(statements[0]).toMatch(/from "sessions" inner join "users" .* inner join "organizations"/i);
      expect(statements[1]).toMatch(/^with "summary" as \(select count\(\*\)::int/i);
    }
  });

  it('a page without a session (/login): none beyond the settings refresh', async () => {
    expect(await statementsOf(() => new TestClient(app.baseUrl).visit('/login'))).toEqual([[], [], []]);
  });

  /*
   * A list page and its count (and the balance total) in one prepared statement, the
   * same text whatever the values: the session, then the page.
   */
  it.each([
    ['account-balances', /^with "summary" as \(select count\(\*\)::int/i],
    ['account-histories', /\(\(select count\(\*\)::int from "postings"/i],
  ])('GET /api/v1/%s: the session, then one statement for the page with its count', async (list, page) => {
    const texts = new Set<string>();
    for (const offset of [0, 100]) {
      const perRequest = await statementsOf(() =>
        client.request('GET', `/api/v1/${list}?fiscalYear=2026&productCd=2&offset=${offset}&limit=100&count=true`),
      );
      for (const statements of perRequest) {
        // Past the last page (offset 100 of no lines) the count is asked for alone.
        expect(statements).toHaveLength(offset === 0 ? 2 : 3);
        expect(statements[0]).toMatch(/from "sessions" inner join "users" .* inner join "organizations"/i);
        expect(statements[1]).toMatch(page);
        texts.add(statements[1]!);
      }
    }
    expect(texts.size).toBe(1);
  });

  it('GET /api/v1/bids: the member and the business date come with the session, not from their tables', async () => {
    const perRequest = await statementsOf(() =>
      client.request('GET', '/api/v1/bids?productCd=2&offset=0&limit=10&count=true'),
    );
    for (const statements of perRequest) {
      // The session, the auctions, and with an auction the page with its count.
      expect(statements.length).toBeGreaterThanOrEqual(2);
      expect(statements.length).toBeLessThanOrEqual(3);
      expect(statements[0]).toMatch(/from "sessions" inner join "users" .* inner join "organizations"/i);
      expect(statements.slice(1).join('\n')).not.toMatch(/from "organizations"|from "system_settings"/i);
    }
  });
});
