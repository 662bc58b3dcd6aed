import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { builtApp, startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';

const PASSWORD = 'Demo#Pass2026';
type LogLine = Record<string, unknown> & { msg: string; level: number };

/** Every line the built server logs, through the built entry's log sink. */
async function captureLog(): Promise<{ raw: string[]; lines(): LogLine[] }> {
  const raw: string[] = [];
  (await builtApp()).setLogSink({ write: (l: string) => raw.push(l) });
  return { raw, lines: () => raw.map((l) => JSON.parse(l) as LogLine) };
}

/**
 * The logs are what the README's "Logs" paragraph says — one JSON object per line,
 * a failed statement with its SQL text and error code only, probes under their own route — and
 * an oversized request gets a 431 under the security headers rather than Node's bare answer.
 */
describe.each(testTargets())('logs as documented on %s', (target) => {
  let app: TestApp;
  let log: Awaited<ReturnType<typeof captureLog>>;
  // Astro's own logger writes plain text through console; nothing of ours may reach it.
  let consoleCalls: MockInstance[];

  beforeAll(async () => {
    log = await captureLog();
    app = await startApp(target, { LOG_LEVEL: 'info' });
  });
  afterAll(async () => {
    (await builtApp()).setLogSink(undefined);
    await app?.close();
  });

  const spyConsole = () => {
    consoleCalls = (['error', 'warn', 'log', 'info'] as const).map((m) => vi.spyOn(console, m));
  };
  const consoleOutput = () => {
    const printed = consoleCalls.flatMap((spy) => spy.mock.calls.map((c) => c.map(String).join(' ')));
    for (const spy of consoleCalls) spy.mockRestore();
    return printed;
  };

  it('logs a page that fails on the server as one JSON line without the database message, not as a stack', async () => {
    const member = new TestClient(app.baseUrl);
    expect((await member.login('minato01', PASSWORD)).status).toBe(200);
    await app.db.execute(sql`alter table products rename to products_gone`);
    spyConsole();
    try {
      const res = await member.visit('/account/history');
      expect(res.status).toBe(500);
      expect(await res.text()).toContain('システムエラーが発生しました');
      const requestId = res.headers.get('x-request-id');
      expect(consoleOutput()).toEqual([]);
      const errors = log.lines().filter((l) => l.level >= 50 && l.requestId === requestId);
      expect(errors).toHaveLength(1);
      const err = errors[0]!.err as Record<string, unknown>;
      expect(err).toMatchObject({ message: 'Failed query (parameters not logged)', query: expect.any(String) });
      // The driver's error: its code, never the database's message (PGlite's also carries the query).
      expect(err.cause).toMatchObject({ code: '42P01' });
      expect(JSON.stringify(err.cause)).not.toMatch(/"stack"|relation/);
      expect(JSON.stringify(errors[0])).not.toMatch(/does not exist|params:/);
      // The request line of the same request says 500 under the page's own route.
      const request = log.lines().find((l) => l.msg === 'request' && l.requestId === requestId);
      expect(request).toMatchObject({ route: '/account/history', status: 500 });
    } finally {
      await app.db.execute(sql`alter table products_gone rename to products`);
    }
  });

  it('answers an API call that fails in the middle of the middleware in the JSON error shape', async () => {
    const member = new TestClient(app.baseUrl);
    expect((await member.login('minato01', PASSWORD)).status).toBe(200);
    // The session lookup (middleware, before any endpoint) reads the users table.
    await app.db.execute(sql`alter table users rename to users_gone`);
    spyConsole();
    try {
      const res = await member.request('GET', '/api/v1/auth/user-info');
      expect(res.status).toBe(500);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await res.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ code: 'C_SH_999', requestId: res.headers.get('x-request-id') });
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(consoleOutput()).toEqual([]);
    } finally {
      await app.db.execute(sql`alter table users_gone rename to users`);
    }
  });

  it('names the probes as their own routes in the request lines', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const res = await fetch(app.baseUrl + path);
      expect(res.status).toBe(200);
      const line = log.lines().find((l) => l.msg === 'request' && l.requestId === res.headers.get('x-request-id'));
      expect(line).toMatchObject({ route: path, path, status: 200 });
    }
  });

  it('answers a 60 KB request line with a Japanese 431 under the security headers, in the error shape under /api', async () => {
    const res = await fetch(`${app.baseUrl}/api/v1/codes?q=${'a'.repeat(60_000)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual({
      code: 'C_SH_010',
      message: 'リクエストヘッダーのサイズが上限を超えています。',
      instance: 'GET /api/v1/codes',
    });
    const header = await fetch(`${app.baseUrl}/api/v1/codes`, { headers: { 'x-big': 'b'.repeat(70_000) } });
    expect(header.status).toBe(431);
    expect((await header.json()).code).toBe('C_SH_010');
    // A page answers in a line of text.
    const page = await fetch(`${app.baseUrl}/login?q=${'a'.repeat(60_000)}`);
    expect(page.status).toBe(431);
    expect(page.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await page.text()).toContain('リクエストヘッダーのサイズが上限を超えています。');
    // The server goes on serving.
    expect((await fetch(`${app.baseUrl}/healthz`)).status).toBe(200);
  });
});
