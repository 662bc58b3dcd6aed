import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { builtApp, startApp, type BuiltApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { freePort } from '../setup/server-process';
import { AdminClient, operatorAt, type OperatorAt } from '../setup/admin-client';
import { buy, createClosedAuction, createFacility, createMember, loadFitSupply } from '../fixtures/settlement-fixtures';
import type { ClearingRunner } from '../../src/lib/server/services/auctions/clearing-job/clearing-runner';

/** One sample's value from Prometheus's text format (undefined when the series is absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

/**
 * The metrics endpoint of README, Production: Metrics, in the process of the app it measures: the
 * metrics server, clearing runner, purge timer and upload progress are the built entry's, the
 * module instances the app records into (as src/server/start.ts uses them).
 */
describe.each(testTargets())('Prometheus metrics on %s', (target) => {
  let app: TestApp;
  let metricsServer: Server | undefined;
  let scrapeUrl: string;
  let runner: ClearingRunner;
  let operator: OperatorAt;
  let stopPurge: () => void;
  const scrape = async () => {
    const res = await fetch(scrapeUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };

  let built: BuiltApp;
  beforeAll(async () => {
    built = await builtApp();
    app = await startApp(target, {}, 'codes');
    const port = await freePort();
    metricsServer = await built.startMetricsServer({ port, host: '127.0.0.1' });
    scrapeUrl = `http://127.0.0.1:${port}/metrics`;
    runner = await built.startClearingRunner(app.db, { superviseIntervalSeconds: 2 });
    operator = await operatorAt(app.baseUrl, app.db, 'console');
  });
  afterAll(async () => {
    stopPurge?.();
    await runner?.stop();
    await new Promise((resolve) => metricsServer?.close(resolve));
    await app?.close();
  });

  it('is off without a port, answers only /metrics, and is not the app', async () => {
    expect(await built.startMetricsServer({ port: undefined, host: '127.0.0.1' })).toBeUndefined();
    expect((await fetch(scrapeUrl.replace('/metrics', '/'))).status).toBe(404);
    expect((await fetch(`${app.baseUrl}/metrics`)).headers.get('content-type')).not.toMatch(/version=0\.0\.4/);
  });

  it('counts requests by route pattern and status, never by the address asked for', async () => {
    const labels = { method: 'GET', route: '/api/admin/dashboard', status: '200' };
    const before = sample(await scrape(), 'nfc_http_request_duration_seconds_count', labels) ?? 0;
    for (let i = 0; i < 3; i++) expect((await operator.client.request('GET', '/api/admin/dashboard')).status).toBe(200);
    await fetch(`${app.baseUrl}/api/v1/no-such-thing-4711`);
    const after = await scrape();
    expect(sample(after, 'nfc_http_request_duration_seconds_count', labels)).toBe(before + 3);
    expect(sample(after, 'nfc_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(before + 3);
    expect(after).not.toContain('no-such-thing-4711');
    // Every route label is a pattern of the app's routes (or the one series for addresses that match none).
    const routes = new Set([...after.matchAll(/route="([^"]*)"/g)].map((m) => m[1]));
    for (const route of routes) expect(route).toMatch(/^(\/[\w\-.[\]]*)+$|^\(no route\)$/);
  });

  it('counts throttle refusals (429) by route', async () => {
    const route = { route: '/api/admin/auth/login' };
    const before = sample(await scrape(), 'nfc_throttle_refusals_total', route) ?? 0;
    const guesser = new AdminClient(app.baseUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await guesser.adminLogin(operator.loginId, `Wrong#Pass${i}`)).status);
    const refused = statuses.filter((s) => s === 429).length;
    expect(refused).toBeGreaterThan(0);
    expect(sample(await scrape(), 'nfc_throttle_refusals_total', route)).toBe(before + refused);
  });

  it('times clearing attempts and their phases', async () => {
    await createMember(app.db, { memberNumber: 'M101', name: '計測確認電力株式会社' });
    await createFacility(app.db, 'MET-F1', { isFit: true });
    const auction = await createClosedAuction(app.db, 2025, 1);
    await loadFitSupply(app.db, auction, 'MET-F1', 5_000);
    await buy(app.db, auction, 'M101', 150, 3_000);
    const phases = ['book', 'engine', 'results', 'ledger', 'statements'];
    const attempts = (text: string) =>
      sample(text, 'nfc_clearing_attempt_duration_seconds_count', { outcome: 'succeeded' }) ?? 0;
    const phaseCounts = (text: string) =>
      phases.map((phase) => sample(text, 'nfc_clearing_phase_duration_seconds_count', { phase }) ?? 0);
    const before = await scrape();
    const start = await operator.client.request('POST', '/api/admin/clearing', { marketNo: auction.marketNo });
    expect(start.status).toBe(200);
    await vi.waitFor(async () => expect(attempts(await scrape())).toBe(attempts(before) + 1), {
      timeout: 60_000,
      interval: 250,
    });
    const text = await scrape();
    expect(phaseCounts(text)).toEqual(phaseCounts(before).map((n) => n + 1));
    expect(sample(text, 'nfc_clearing_running')).toBe(0);
  });

  it('shows uploads in progress with their rows, and nothing once they end', async () => {
    const upload = built.progressSink(app.db, { operatorId: 1, progressId: 'metrics-test' });
    upload.sink({ phase: 'check', done: 1_200, total: 5_000 });
    let text = await scrape();
    expect(sample(text, 'nfc_uploads_in_progress', { phase: 'check' })).toBe(1);
    expect(sample(text, 'nfc_upload_rows', { phase: 'check', of: 'done' })).toBe(1_200);
    expect(sample(text, 'nfc_upload_rows', { phase: 'check', of: 'total' })).toBe(5_000);
    await upload.finished();
    text = await scrape();
    expect(sample(text, 'nfc_uploads_in_progress', { phase: 'check' })).toBeUndefined();
  });

  it('counts purge rounds and purged rows by table', async () => {
    const before = sample(await scrape(), 'nfc_purge_runs_total', { outcome: 'done' }) ?? 0;
    stopPurge = built.startPurgeTimer(app.db, 60_000);
    await vi.waitFor(
      async () => expect(sample(await scrape(), 'nfc_purge_runs_total', { outcome: 'done' })).toBe(before + 1),
      { timeout: 30_000, interval: 500 },
    );
    const text = await scrape();
    for (const table of ['sessions', 'idempotencyKeys', 'rateLimits', 'uploadProgress'])
      expect(sample(text, 'nfc_purged_rows_total', { table }), table).toBeGreaterThanOrEqual(0);
  });

  it('shows the database pools on PostgreSQL and the event loop lag', async () => {
    const text = await scrape();
    if (target === 'postgres') {
      for (const pool of ['main', 'export', 'view'])
        for (const state of ['in_use', 'idle', 'waiting'])
          expect(sample(text, 'nfc_db_pool_connections', { pool, state }), `${pool} ${state}`).toBeGreaterThanOrEqual(
            0,
          );
      expect(sample(text, 'nfc_db_pool_connections', { pool: 'main', state: 'idle' })).toBeGreaterThan(0);
    } else {
      // The embedded database is one connection in the process: no pool to show.
      expect(sample(text, 'nfc_db_pool_connections')).toBeUndefined();
    }
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});
