import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import { seedAccountReportWorld } from '../fixtures/account-report-world';
import { accountBalanceResponse, accountHistoryResponse } from '../../src/lib/schemas/accounts';
import { nfcListResponse } from '../../src/lib/schemas/nfcs';

const PASSWORD = 'Demo#Pass2026';
const BAL = '/api/v1/account-balances';
const HIS = '/api/v1/account-histories';
const NFC = '/api/v1/nfcs';
const paged = { fiscalYear: '2026', productCd: '2', offset: '0', limit: '50', count: 'true' };
const nfcParams = { ...paged, dateFrom: '2026-04-01', dateTo: '2027-03-31' };

/** Every read endpoint of this issue with a complete, valid query. */
const ENDPOINTS: [string, Record<string, string>][] = [
  [BAL, paged],
  [`${BAL}/csv`, { fiscalYear: '2026', productCd: '2' }],
  [HIS, paged],
  [`${HIS}/csv`, { fiscalYear: '2026', productCd: '2' }],
  [NFC, nfcParams],
];

describe.each(testTargets())('account report API on %s', (target) => {
  let app: TestApp;
  let w: Awaited<ReturnType<typeof seedAccountReportWorld>>;
  let a: TestClient;
  let b: TestClient;
  const get = (client: TestClient, path: string, query: Record<string, string> = {}) =>
    client.request('GET', `${path}?${new URLSearchParams(query)}`);

  beforeAll(async () => {
    app = await startApp(target);
    w = await seedAccountReportWorld(app.db);
    a = new TestClient(app.baseUrl);
    b = new TestClient(app.baseUrl);
    expect((await a.login('sakura01', PASSWORD)).status).toBe(200);
    expect((await b.login('minato01', PASSWORD)).status).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 401 in the error shape to anonymous calls', async () => {
    const anonymous = new TestClient(app.baseUrl);
    for (const [path, query] of [
      ...ENDPOINTS,
      [`${NFC}/pdfs/2026/${w.certA1.certificateNo}`, {}] as [string, Record<string, string>],
    ]) {
      const res = await get(anonymous, path, query);
      expect(res.status, path).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'C_SH_003', instance: `GET ${path}` });
    }
  });

  it('answers balances in the contract shape, with count and total', async () => {
    const res = await get(a, BAL, paged);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = accountBalanceResponse.strict().parse(await res.json());
    expect(body.count).toBe(5);
    expect(body.totalBalance).toBe(7_000);
    expect(body.accountBalanceList[0]).toMatchObject({
      equipmentId: '#FX-AGG',
      holdingClassCd: 2,
      balance: 1_000,
      equipmentCapacity: 49.999,
      re100Flg: true,
    });
    const noCount = await (await get(a, BAL, { ...paged, count: 'false', limit: '2' })).json();
    expect(noCount).not.toHaveProperty('count');
    expect(noCount.accountBalanceList).toHaveLength(2);
  });

  it('answers history with JST timestamps and the movement names', async () => {
    const body = accountHistoryResponse
      .strict()
      .parse(await (await get(a, HIS, { ...paged, dateFrom: '2026-07-01', dateTo: '2026-07-01' })).json());
    expect(body.count).toBe(2);
    expect(body.accountHistoryList.map((r) => [r.movementName, r.volume, r.dateTime])).toEqual([
      ['証書発行（確定）', 1_500, '2026-07-01T09:00:00.000+09:00'],
      ['証書発行', -1_500, '2026-07-01T09:00:00.000+09:00'],
    ]);
  });

  it('lists the caller’s certificates only', async () => {
    const mine = nfcListResponse.strict().parse(await (await get(a, NFC, nfcParams)).json());
    expect(mine.nfcList.map((c) => c.nfCertificateNo)).toEqual([w.certA2.certificateNo, w.certA1.certificateNo]);
    expect(mine.nfcList[0]!.trackingUrl).toBe(`http://127.0.0.1:4322/report/${w.certA2.hash}/${w.certA2.passCd}`);
    const theirs = await (await get(b, NFC, nfcParams)).json();
    expect(theirs.nfcList.map((c: { nfCertificateNo: string }) => c.nfCertificateNo)).toEqual([w.certB.certificateNo]);
  });

  it('never reaches another member’s data through a filter', async () => {
    for (const path of [BAL, HIS]) {
      const body = await (await get(a, path, { ...paged, equipmentId: 'FX-B01' })).json();
      expect(body.count, path).toBe(0);
      expect(Object.values(body).find(Array.isArray)).toEqual([]);
    }
    expect((await (await get(a, BAL, { ...paged, equipmentId: 'FX-B01' })).json()).totalBalance).toBe(0);
    const csv = await (
      await get(a, `${BAL}/csv`, { fiscalYear: '2026', productCd: '2', equipmentId: 'FX-B01', encoding: 'utf8' })
    ).text();
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(1);
    // Query parameters naming an organization are not part of the contract and change nothing.
    const spoof = await (await get(a, BAL, { ...paged, organizationId: String(w.b), memberNumber: '1002' })).json();
    expect(spoof.totalBalance).toBe(7_000);
  });

  it('answers 422 in the error shape, naming the field, when a required parameter is missing', async () => {
    const required: [string, Record<string, string>, string[]][] = [
      [BAL, paged, ['fiscalYear', 'productCd', 'offset', 'limit', 'count']],
      [HIS, paged, ['fiscalYear', 'productCd', 'offset', 'limit', 'count']],
      [NFC, nfcParams, ['fiscalYear', 'productCd', 'dateFrom', 'dateTo', 'offset', 'limit', 'count']],
      [`${BAL}/csv`, { fiscalYear: '2026', productCd: '2' }, ['fiscalYear', 'productCd']],
      [`${HIS}/csv`, { fiscalYear: '2026', productCd: '2' }, ['fiscalYear', 'productCd']],
    ];
    for (const [path, query, names] of required) {
      for (const name of names) {
        const { [name]: _dropped, ...rest } = query;
        const res = await get(a, path, rest);
        expect(res.status, `${path} without ${name}`).toBe(422);
        const body = await res.json();
        expect(body).toMatchObject({ code: 'C_SH_001', instance: `GET ${path}` });
        expect(typeof body.message).toBe('string');
        expect(
          body.errors.map((e: { field: string }) => e.field),
          `${path} without ${name}`,
        ).toContain(name);
      }
    }
    const blank = await (await get(a, BAL, { ...paged, fiscalYear: '' })).json();
    expect(blank.errors).toContainEqual({ field: 'fiscalYear', message: '対象年度は必須入力です。' });
  });

  it('answers bad input with 422, never 500', async () => {
    const bad: Record<string, string>[] = [
      { fiscalYear: 'abc' },
      { fiscalYear: '1e400' },
      { fiscalYear: '2026.5' },
      { fiscalYear: '99999' },
      { productCd: '4' },
      { productCd: '-1' },
      { offset: '-1' },
      { offset: 'x' },
      { limit: '0' },
      { limit: '1000001' },
      { count: 'yes' },
      { holdingClassCd: '9' },
      { reType: 'x' },
      { prefectureCd: '13' },
      { equipmentId: 'ＦＸ－Ａ０１' },
      { equipmentId: 'x'.repeat(51) },
      { dateFrom: '2026-02-30' },
      { dateTo: '2026/07/01' },
      { dateFrom: '2026-07-02', dateTo: '2026-07-01' },
      { encoding: 'latin1' },
      { nfcTypeCd: '3' },
    ];
    for (const [path, query] of ENDPOINTS) {
      for (const change of bad) {
        const res = await get(a, path, { ...query, ...change });
        const body = await res.text();
        expect(res.status, `${path} ${JSON.stringify(change)}`).toBeLessThan(500);
        if (res.status !== 200) expect(JSON.parse(body).code, `${path} ${JSON.stringify(change)}`).toBe('C_SH_001');
      }
    }
    for (const path of [BAL, HIS]) {
      expect((await get(a, path, { ...paged, prefectureCd: '13' })).status).toBe(422);
      expect((await get(a, path, { ...paged, holdingClassCd: '9' })).status).toBe(422);
      const injection = await get(a, path, { ...paged, equipmentId: "x'or'1'='1'--" });
      expect(injection.status).toBe(200);
      expect((await injection.json()).count).toBe(0);
    }
    expect((await get(a, HIS, { ...paged, dateFrom: '2026-07-02', dateTo: '2026-07-01' })).status).toBe(422);
    expect((await get(a, NFC, { ...nfcParams, dateFrom: '2026-13-01' })).status).toBe(422);
  });

  it('answers other methods with 405 and lists every operation in the OpenAPI document', async () => {
    for (const [path] of ENDPOINTS) expect((await a.request('POST', path, {})).status, path).toBe(405);
    const doc = await (await a.request('GET', '/api/v1/openapi.json')).json();
    for (const path of [BAL, `${BAL}/csv`, HIS, `${HIS}/csv`, NFC, `${NFC}/pdfs/{fiscalYear}/{nfCertificateNo}`])
      expect(doc.paths[path]?.get, path).toMatchObject({ summary: expect.any(String), responses: expect.any(Object) });
    const params = doc.paths[BAL].get.parameters
      .filter((p: { required: boolean }) => p.required)
      .map((p: { name: string }) => p.name);
    expect(params.sort()).toEqual(['count', 'fiscalYear', 'limit', 'offset', 'productCd']);
  });
});
