import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { insertCertificate, UNKNOWN_RE_TYPE, type CertificateFixture } from '../fixtures/certificate-fixtures';
import { eq } from 'drizzle-orm';
import { certificateDetailResponse, certificateResponse } from '../../src/lib/schemas/certificate';
import { certificates, systemSettings } from '../../src/lib/server/db/schema';
import { waitUntilInMaintenance, waitUntilOpen } from '../setup/maintenance';

const REPORT_ORIGIN = 'https://report.example.jp';
const CERT = '/api/v1/certificate';
const DETAIL = '/api/v1/certificate/detail-get';

describe.each(testTargets().map((t, i) => [t, i] as const))('public certificate API on %s', (target, targetIndex) => {
  let app: TestApp;
  let cert: CertificateFixture;
  let other: CertificateFixture;
  // Each test speaks from its own address (TRUST_PROXY), so one test's failures never block another.
  let nextIp = 1;
  const freshIp = () => `198.51.${targetIndex}.${nextIp++}`;

  const get = (path: string, query: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${app.baseUrl}${path}?${new URLSearchParams(query)}`, { headers });
  const page = { offset: '0', limit: '10', count: 'true' };

  beforeAll(async () => {
    app = await startApp(target, { PUBLIC_REPORT_ORIGINS: REPORT_ORIGIN, TRUST_PROXY: 'true' });
    cert = await insertCertificate(app.db, { detailCount: 23 });
    other = await insertCertificate(app.db, { detailCount: 1, nfcTypeCd: 2 });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers the certificate fields for a matching hash and pass code, without login', async () => {
    const res = await get(CERT, { hash: cert.hash, passCd: cert.passCd }, { 'x-forwarded-for': freshIp() });
    expect(res.status).toBe(200);
    const body = certificateResponse.strict().parse(await res.json());
    expect(body).toEqual({
      fiscalYear: 2025,
      certTypeName: '非FIT非化石証書（再エネ指定あり）',
      certificateNo: cert.certificateNo,
      nfcTypeCd: 1,
      issueDateTime: '2026-05-01T10:02:03.000+09:00',
      consumer: '株式会社みなと製作所',
      corporateNo: '7000012050002',
      officeName: '本社工場',
      demandLocation: '東京都港区芝公園四丁目２番８号',
      businessNo: '0300111234567890123456',
      menuName: null,
      remarks: '公開ページ確認用の証書',
      totalIssueVolume: cert.totalIssueVolume,
    });
  });

  it('pages the detail rows in issue order, with the total on request and 該当なし material for an unknown type', async () => {
    const ip = freshIp();
    const first = certificateDetailResponse.parse(
      await (await get(DETAIL, { hash: cert.hash, passCd: cert.passCd, ...page }, { 'x-forwarded-for': ip })).json(),
    );
    expect(first.count).toBe(23);
    expect(first.certificateDetails.map((d) => d.equipmentId)).toEqual(
      cert.details.slice(0, 10).map((d) => d.facilityId),
    );
    const byId = new Map(first.certificateDetails.map((d) => [d.equipmentId, d]));
    const [agg, aggOld, edge, eve, frac, unknown] = cert.details;
    // # facilities: the real capacity (49.999 kW) and start date (2015-06-01) are not public.
    expect(byId.get(agg!.facilityId)).toMatchObject({
      equipmentCapacity: null,
      operationStartDate: '2011-01-01',
      re100Flg: true,
      reTypeName: '太陽光',
      individIssueVolume: 1_234_567,
    });
    expect(byId.get(aggOld!.facilityId)).toMatchObject({
      equipmentCapacity: null,
      operationStartDate: '2005-04-01',
      re100Flg: false,
    });
    expect(byId.get(edge!.facilityId)).toMatchObject({
      operationStartDate: '2011-01-01',
      re100Flg: true,
      equipmentCapacity: 1500,
    });
    expect(byId.get(eve!.facilityId)).toMatchObject({
      operationStartDate: '2010-12-31',
      re100Flg: false,
      equipmentCapacity: 12.39,
    });
    expect(byId.get(frac!.facilityId)).toMatchObject({ equipmentCapacity: 0.999 });
    expect(byId.get(unknown!.facilityId)).toMatchObject({ reTypeCd: UNKNOWN_RE_TYPE, reTypeName: null });

    const last = await (
      await get(
        DETAIL,
        { hash: cert.hash, passCd: cert.passCd, offset: '20', limit: '10', count: 'false' },
        { 'x-forwarded-for': ip },
      )
    ).json();
    expect(last.certificateDetails).toHaveLength(3);
    expect(last).not.toHaveProperty('count');
  });

  it('answers a wrong pass code and an unknown hash identically, on both calls', async () => {
    for (const [path, extra] of [
      [CERT, {}],
      [DETAIL, page],
    ] as const) {
      const answers = [];
      for (const query of [
        { hash: cert.hash, passCd: 'wrong-pass-code' },
        { hash: 'no-such-hash', passCd: cert.passCd },
        { hash: cert.hash, passCd: other.passCd },
      ]) {
        const res = await get(path, { ...query, ...extra }, { 'x-forwarded-for': freshIp() });
        // Everything but the date and each answer's own request id must be the same.
        const headers = [...res.headers].filter(([k]) => !['date', 'content-length', 'x-request-id'].includes(k));
        const { requestId: _id, ...body } = (await res.json()) as Record<string, unknown>;
        answers.push({ status: res.status, body, headers });
      }
      expect(answers[0]!.status).toBe(404);
      expect(answers[0]!.body).toMatchObject({ code: 'C_SH_002', instance: `GET ${path}` });
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
    }
  });

  it('gives no certificate data unless both parameters are present (422)', async () => {
    const ip = freshIp();
    for (const [path, query] of [
      [CERT, {}],
      [CERT, { hash: cert.hash }],
      [CERT, { passCd: cert.passCd }],
      [CERT, { hash: cert.hash, passCd: '' }],
      [DETAIL, { hash: cert.hash, ...page }],
      [DETAIL, { passCd: cert.passCd, ...page }],
      [DETAIL, { hash: cert.hash, passCd: cert.passCd }],
    ] as const) {
      const res = await get(path, query, { 'x-forwarded-for': ip });
      expect(res.status, `${path} ${Object.keys(query).join(',')}`).toBe(422);
      const text = await res.text();
      expect(JSON.parse(text).code).toBe('C_SH_001');
      expect(text).not.toContain(cert.certificateNo);
    }
  });

  it('blocks an address after 30 failed lookups, for right guesses too, with Retry-After; other addresses go on', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      const res = await get(CERT, { hash: `guess-${i}`, passCd: 'x' }, { 'x-forwarded-for': ip });
      expect(res.status).toBe(404);
    }
    for (const [path, extra] of [
      [CERT, {}],
      [DETAIL, page],
    ] as const) {
      const blocked = await get(
        path,
        { hash: cert.hash, passCd: cert.passCd, ...extra },
        { 'x-forwarded-for': ip, origin: REPORT_ORIGIN },
      );
      expect(blocked.status).toBe(429);
      expect((await blocked.json()).code).toBe('C_SH_009');
      const retryAfter = Number(blocked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(blocked.headers.get('access-control-expose-headers')).toMatch(/retry-after/i);
    }
    expect((await get(CERT, { hash: cert.hash, passCd: cert.passCd }, { 'x-forwarded-for': freshIp() })).status).toBe(
      200,
    );
  });

  it('does not count successful lookups as guesses, sequential or in a burst from one address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 29; i++) await get(CERT, { hash: `guess-${i}`, passCd: 'x' }, { 'x-forwarded-for': ip });
    const statuses = [];
    for (let i = 0; i < 100; i++)
      statuses.push(
        (await get(DETAIL, { hash: cert.hash, passCd: cert.passCd, ...page }, { 'x-forwarded-for': ip })).status,
      );
    const burst = await Promise.all(
      Array.from({ length: 100 }, () => get(CERT, { hash: cert.hash, passCd: cert.passCd }, { 'x-forwarded-for': ip })),
    );
    statuses.push(...burst.map((r) => r.status));
    expect(new Set(statuses)).toEqual(new Set([200]));
    // The 29 failures are all still counted: one more miss, then the address is at the limit.
    expect((await get(CERT, { hash: 'guess-last', passCd: 'x' }, { 'x-forwarded-for': ip })).status).toBe(404);
    expect((await get(CERT, { hash: cert.hash, passCd: cert.passCd }, { 'x-forwarded-for': ip })).status).toBe(429);
  });

  it('gives a right answer a strong ETag and a browser-only Cache-Control, and answers If-None-Match with 304', async () => {
    const ip = freshIp();
    const headers = { 'x-forwarded-for': ip, origin: REPORT_ORIGIN };
    for (const [path, extra] of [
      [CERT, {}],
      [DETAIL, page],
    ] as const) {
      const query = { hash: cert.hash, passCd: cert.passCd, ...extra };
      const first = await get(path, query, headers);
      const body = await first.text();
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
      expect(first.headers.get('cache-control')).toBe('private, max-age=3600');
      expect(first.headers.get('vary')).toMatch(/origin/i);

      const again = await get(path, query, { ...headers, 'if-none-match': etag! });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('private, max-age=3600');
      expect(again.headers.get('access-control-allow-origin')).toBe(REPORT_ORIGIN);
      const weakInList = await get(path, query, { ...headers, 'if-none-match': `"other", W/${etag}` });
      expect(weakInList.status).toBe(304);

      const stale = await get(path, query, { ...headers, 'if-none-match': '"not-this-one"' });
      expect(stale.status).toBe(200);
      expect(await stale.text()).toBe(body);
      expect(stale.headers.get('etag')).toBe(etag);
    }
    const [page1, page2] = await Promise.all(
      ['0', '10'].map((offset) => get(DETAIL, { hash: cert.hash, passCd: cert.passCd, ...page, offset }, headers)),
    );
    expect(page1!.headers.get('etag')).not.toBe(page2!.headers.get('etag'));
  });

  it('never answers a guess with 304 or a cacheable answer: a wrong pass code with the right ETag is a counted 404', async () => {
    const ip = freshIp();
    const etag = (await get(CERT, { hash: cert.hash, passCd: cert.passCd }, { 'x-forwarded-for': ip })).headers.get(
      'etag',
    )!;
    const guess = await get(
      CERT,
      { hash: cert.hash, passCd: other.passCd },
      { 'x-forwarded-for': ip, 'if-none-match': etag },
    );
    expect(guess.status).toBe(404);
    expect(guess.headers.get('etag')).toBeNull();
    expect(guess.headers.get('cache-control')).toBe('no-store');
    for (let i = 0; i < 29; i++) await get(CERT, { hash: `guess-${i}`, passCd: 'x' }, { 'x-forwarded-for': ip });
    const blocked = await get(
      CERT,
      { hash: cert.hash, passCd: cert.passCd },
      { 'x-forwarded-for': ip, 'if-none-match': etag },
    );
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('cache-control')).toBe('no-store');
  });

  it('answers HEAD like GET without a body, through the same gate', async () => {
    const ip = freshIp();
    const head = (query: Record<string, string>) =>
      fetch(`${app.baseUrl}${DETAIL}?${new URLSearchParams({ ...query, ...page })}`, {
        method: 'HEAD',
        headers: { 'x-forwarded-for': ip },
      });
    const full = await get(DETAIL, { hash: cert.hash, passCd: cert.passCd, ...page }, { 'x-forwarded-for': ip });
    const bytes = (await full.arrayBuffer()).byteLength;
    const right = await head({ hash: cert.hash, passCd: cert.passCd });
    expect(right.status).toBe(200);
    expect(await right.text()).toBe('');
    expect(right.headers.get('etag')).toBe(full.headers.get('etag'));
    expect(Number(right.headers.get('content-length'))).toBe(bytes);
    const headCert = await fetch(
      `${app.baseUrl}${CERT}?${new URLSearchParams({ hash: cert.hash, passCd: cert.passCd })}`,
      { method: 'HEAD', headers: { 'x-forwarded-for': ip } },
    );
    expect(headCert.status).toBe(200);
    expect((await head({ hash: cert.hash, passCd: 'wrong' })).status).toBe(404);
    // The HEAD miss was counted: 29 more misses reach the limit.
    for (let i = 0; i < 29; i++) await get(CERT, { hash: `guess-${i}`, passCd: 'x' }, { 'x-forwarded-for': ip });
    expect((await head({ hash: cert.hash, passCd: cert.passCd })).status).toBe(429);
  });

  it('serves a right link from the process cache after its first read (a certificate never changes)', async () => {
    const own = await insertCertificate(app.db, { detailCount: 2 });
    const headers = { 'x-forwarded-for': freshIp() };
    const first = await (await get(CERT, { hash: own.hash, passCd: own.passCd }, headers)).json();
    // Behind the application's back (it has no such write): the cached answer is what is served.
    await app.db.update(certificates).set({ remarks: 'changed by hand' }).where(eq(certificates.id, own.id));
    const second = await (await get(CERT, { hash: own.hash, passCd: own.passCd }, headers)).json();
    expect(second).toEqual(first);
    expect(second.remarks).not.toBe('changed by hand');
    // A link whose pass code is wrong is never served from the cache.
    expect((await get(CERT, { hash: own.hash, passCd: `${own.passCd}x` }, headers)).status).toBe(404);
  });

  it('answers a link read before with the same answer as its first read (the server fast path), and not in maintenance', async () => {
    const own = await insertCertificate(app.db, { detailCount: 3 });
    const headers = { 'x-forwarded-for': freshIp(), origin: REPORT_ORIGIN };
    const comparable = async (res: Response) => ({
      status: res.status,
      headers: [...res.headers].filter(([k]) => !['date', 'x-request-id', 'keep-alive', 'connection'].includes(k)),
      body: await res.text(),
      requestId: res.headers.get('x-request-id'),
    });
    for (const [path, extra] of [
      [CERT, {}],
      [DETAIL, page],
    ] as const) {
      const query = { hash: own.hash, passCd: own.passCd, ...extra };
      const first = await comparable(await get(path, query, headers));
      const second = await comparable(await get(path, query, headers));
      // One comparison, so a failure shows both answers whole.
      expect({ ...second, requestId: undefined }, path).toEqual({ ...first, requestId: undefined });
      expect(first.status).toBe(200);
      expect(second.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(second.requestId).not.toBe(first.requestId);
    }
    await app.db.update(systemSettings).set({ maintenance: true }).where(eq(systemSettings.id, 1));
    try {
      await waitUntilInMaintenance(app.baseUrl);
      // The fast path reads the switch through the one-second cache (SYSTEM_SETTINGS_MAX_AGE_MS) that
      // the change notification empties: on a busy machine the notification may come after the
      // fresh read above, so the answer is 503 within the cache's age, not at once.
      const res = await vi.waitFor(
        async () => {
          const answer = await get(CERT, { hash: own.hash, passCd: own.passCd }, headers);
          expect(answer.status).toBe(503);
          return answer;
        },
        { timeout: 5_000, interval: 100 },
      );
      expect(res.headers.get('cache-control')).toBe('no-store');
    } finally {
      await app.db.update(systemSettings).set({ maintenance: false }).where(eq(systemSettings.id, 1));
      await waitUntilOpen(app.baseUrl);
    }
  });

  it('answers the CORS preflight only for the configured origin and only on the two public calls', async () => {
    const preflight = (path: string, origin: string) =>
      fetch(app.baseUrl + path, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET', 'x-forwarded-for': freshIp() },
      });
    for (const path of [CERT, DETAIL]) {
      const ok = await preflight(path, REPORT_ORIGIN);
      expect(ok.status).toBe(204);
      expect(ok.headers.get('access-control-allow-origin')).toBe(REPORT_ORIGIN);
      expect(ok.headers.get('access-control-allow-methods')).toBe('GET');
      expect(ok.headers.get('access-control-allow-headers')).toBe('Accept, Content-Type');
      expect(Number(ok.headers.get('access-control-max-age'))).toBeGreaterThan(0);
      expect(ok.headers.get('vary')).toMatch(/origin/i);
      expect(ok.headers.get('access-control-allow-credentials')).toBeNull();

      const evil = await preflight(path, 'https://evil.example');
      expect(evil.headers.get('access-control-allow-origin')).toBeNull();
      expect(evil.headers.get('vary')).toMatch(/origin/i);
    }
    for (const path of ['/api/v1/codes', '/api/v1/system/open', '/api/v1/auth/login', '/api/v1/nothing-here']) {
      expect((await preflight(path, REPORT_ORIGIN)).headers.get('access-control-allow-origin'), path).toBeNull();
    }
  });

  it('sends ACAO on the public answers (errors included) for the allowed origin only, and never elsewhere', async () => {
    const headers = (origin: string) => ({ origin, 'x-forwarded-for': freshIp() });
    const answers = [
      await get(CERT, { hash: cert.hash, passCd: cert.passCd }, headers(REPORT_ORIGIN)),
      await get(CERT, { hash: cert.hash, passCd: 'wrong' }, headers(REPORT_ORIGIN)),
      await get(DETAIL, { hash: cert.hash, passCd: cert.passCd }, headers(REPORT_ORIGIN)),
      await get(DETAIL, { hash: cert.hash, passCd: cert.passCd, ...page }, headers(REPORT_ORIGIN)),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 404, 422, 200]);
    for (const r of answers) expect(r.headers.get('access-control-allow-origin')).toBe(REPORT_ORIGIN);

    const foreign = await get(CERT, { hash: cert.hash, passCd: cert.passCd }, headers('https://evil.example'));
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();

    for (const [method, path] of [
      ['GET', '/api/v1/system/open'],
      ['GET', '/api/v1/codes'],
      ['GET', '/api/v1/openapi.json'],
      ['GET', '/api/v1/auth/user-info'],
      ['POST', '/api/v1/auth/login'],
      ['GET', '/api/v1/nothing-here'],
    ]) {
      const res = await fetch(app.baseUrl + path, { method, headers: { origin: REPORT_ORIGIN } });
      expect(res.headers.get('access-control-allow-origin'), `${method} ${path}`).toBeNull();
    }
  });

  it('documents both calls in the OpenAPI document as public', async () => {
    const doc = await (await fetch(`${app.baseUrl}/api/v1/openapi.json`)).json();
    for (const path of [CERT, DETAIL]) {
      expect(doc.paths[path].get.security).toEqual([]);
      expect(doc.paths[path].get.parameters.map((p: { name: string }) => p.name)).toEqual(
        expect.arrayContaining(['hash', 'passCd']),
      );
    }
  });
});
