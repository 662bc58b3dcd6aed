import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import { seedLedgerWorld } from '../fixtures/ledger-world';
import { lineOf, OPERATOR, organizationIdsOf, seedClearedRound, setWindow } from '../fixtures/auction-fixtures';
import { clearAuction } from '../../src/lib/server/services/auctions/clear-auction';

const PASSWORD = 'Demo#Pass2026';

/** Every bid endpoint with a valid request, for the blanket checks. */
const ENDPOINTS: { method: string; path: string; body?: unknown }[] = [
  { method: 'POST', path: '/api/v1/bids/buy', body: { productCd: 2, unitPrice: '1.00', volume: 1000 } },
  {
    method: 'POST',
    path: '/api/v1/bids/non-fit-sell',
    body: { productCd: 2, unitPrice: '1.00', volume: 1000, equipmentId: 'N-T1' },
  },
  { method: 'GET', path: '/api/v1/bids?productCd=2&offset=0&limit=10&count=true' },
  { method: 'DELETE', path: '/api/v1/bids?productCd=2' },
  { method: 'GET', path: '/api/v1/bid-results?fiscalYear=2026&productCd=2&offset=0&limit=10&count=true' },
  { method: 'GET', path: '/api/v1/bid-results/curve?marketNo=202612' },
];

async function signedIn(app: TestApp, loginId: string): Promise<TestClient> {
  const client = new TestClient(app.baseUrl);
  expect((await client.login(loginId, PASSWORD)).status).toBe(200);
  return client;
}

async function buy(client: TestClient, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await client.request('POST', '/api/v1/bids/buy', body, { headers });
  return { status: res.status, body: await res.json() };
}

describe.each(testTargets())('bid entry API on %s', (target) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp(target);
    await seedLedgerWorld(app.db);
    await seedClearedRound(app.db, (marketNo) => clearAuction(app.db, OPERATOR, marketNo));
  });
  afterAll(async () => app.close());

  it('answers 401 to every bid endpoint called anonymously', async () => {
    const client = new TestClient(app.baseUrl);
    await client.visit();
    for (const e of ENDPOINTS) {
      const res = await client.request(e.method, e.path, e.body);
      expect(res.status, `${e.method} ${e.path}`).toBe(401);
      expect((await res.json()).code).toBe('C_SH_003');
    }
  });

  it('refuses a bid in a market the member does not take part in (403), saying why', async () => {
    const towa = await signedIn(app, 'towa01');
    const nonFit = await buy(towa, { productCd: 2, unitPrice: '1.00', volume: 1000 });
    expect(nonFit.status).toBe(403);
    expect(nonFit.body).toMatchObject({
      code: 'C_BD_002',
      message: expect.stringContaining('非FIT市場（高度化法義務達成市場）に参加していない'),
    });
    const minato = await signedIn(app, 'minato01');
    const fit = await buy(minato, { productCd: 1, unitPrice: '1.00', volume: 1000 });
    expect(fit.status).toBe(403);
    expect(fit.body.message).toContain('FIT市場（再エネ価値取引市場）に参加していない');
    const list = await (await minato.request('GET', '/api/v1/bids?productCd=1&offset=0&limit=10&count=false')).json();
    expect(list.participating).toBe(false);
  });

  it('checks the price band, price step and volume with the specification’s wording', async () => {
    const sakura = await signedIn(app, 'sakura01');
    const cases: [number, unknown, unknown, string][] = [
      [2, '0.59', 1000, '単価は0.60円/kWh以上で入力してください。'],
      [2, '1.31', 1000, '単価は1.30円/kWh以下で入力してください。'],
      [3, 0.59, 1000, '単価は0.60円/kWh以上で入力してください。'],
      [3, 1.31, 1000, '単価は1.30円/kWh以下で入力してください。'],
      [1, '0.39', 1000, '単価は0.40円/kWh以上で入力してください。'],
      [1, '4.01', 1000, '単価は4.00円/kWh以下で入力してください。'],
      [2, '1.234', 1000, '単価は小数点以下2桁までの数値で入力してください。'],
      [2, '1.00', 999, '入札量は1,000kWh以上で入力してください。'],
      // One rule for the minimum: 0 kWh names the bid minimum too, grouped.
      [2, '1.00', 0, '入札量は1,000kWh以上で入力してください。'],
      [2, '1.00', 1000.5, '入札量は整数で入力してください。'],
      [2, '1.00', '', '入札量は必須入力です。'],
      [2, '', 1000, '単価は必須入力です。'],
    ];
    for (const [productCd, unitPrice, volume, message] of cases) {
      const res = await buy(sakura, { productCd, unitPrice, volume });
      expect(res.status, `${productCd} ${unitPrice} ${volume}`).toBe(422);
      expect(res.body.message, `${productCd} ${unitPrice} ${volume}`).toBe(message);
    }
    const edge = await buy(sakura, { productCd: 2, unitPrice: '0.60', volume: 1000 });
    expect(edge.status).toBe(200);
    expect((await buy(sakura, { productCd: 2, unitPrice: 1.3, volume: '1,000' })).status).toBe(200);
  });

  it('answers malformed, mistyped, huge and negative input with 4xx, never 500', async () => {
    const sakura = await signedIn(app, 'sakura01');
    const bodies = [
      '{',
      'null',
      '[]',
      '"x"',
      '{"productCd":"x","unitPrice":"1.00","volume":1000}',
      '{"productCd":2,"unitPrice":"abc","volume":"many"}',
      '{"productCd":2,"unitPrice":-1,"volume":1000}',
      '{"productCd":2,"unitPrice":"1.00","volume":-1000}',
      '{"productCd":2,"unitPrice":1e308,"volume":1e308}',
      '{"productCd":2,"unitPrice":"99999999999999999999","volume":99999999999999999999}',
      '{"productCd":2,"unitPrice":{},"volume":[]}',
      '{"productCd":99,"unitPrice":"1.00","volume":1000}',
      '{"productCd":1,"unitPrice":"1.00","volume":1000,"preferences":"x"}',
      '{"productCd":1,"unitPrice":"1.00","volume":1000,"preferences":[{},{},{}]}',
      '{"productCd":2,"unitPrice":"1.00","volume":1000,"equipmentId":{"$ne":1}}',
    ];
    for (const path of ['/api/v1/bids/buy', '/api/v1/bids/non-fit-sell']) {
      // A buy body ignores unknown keys such as equipmentId; the sell schema must refuse the object.
      for (const rawBody of path.endsWith('/buy') ? bodies.slice(0, -1) : bodies) {
        const res = await sakura.request('POST', path, undefined, {
          rawBody,
          headers: { 'content-type': 'application/json' },
        });
        expect(res.status, `${path} ${rawBody}`).toBe(422);
        expect((await res.json()).code).toBe('C_SH_001');
      }
    }
    for (const path of [
      '/api/v1/bids?productCd=abc&offset=0&limit=10&count=true',
      '/api/v1/bids?productCd=2&offset=-1&limit=10&count=true',
      '/api/v1/bids?productCd=2&offset=0&limit=1e400&count=maybe',
      '/api/v1/bid-results?productCd=2&offset=0&limit=10&count=true',
      '/api/v1/bid-results?fiscalYear=2026&productCd=2&marketNo=x&offset=0&limit=10&count=true',
      '/api/v1/bid-results/curve?marketNo=-5',
      '/api/v1/bid-results/curve',
    ]) {
      const res = await sakura.request('GET', path);
      expect(res.status, path).toBe(422);
    }
    for (const path of [
      '/api/v1/bids?productCd=2&bidNo=abc',
      '/api/v1/bids?productCd=7',
      '/api/v1/bids?bidNo=1',
      '/api/v1/bids?productCd=2&bidNo=99999999999999999999',
    ]) {
      expect((await sakura.request('DELETE', path)).status, path).toBe(422);
    }
  });

  it('keeps members apart: A lists only its bids and cannot delete B’s bid by its number', async () => {
    const sakura = await signedIn(app, 'sakura01');
    const minato = await signedIn(app, 'minato01');
    await sakura.request('DELETE', '/api/v1/bids?productCd=3');
    const mine = await buy(sakura, { productCd: 3, unitPrice: '1.00', volume: 1000 });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ marketNo: 202623, bidNo: 1 });
    for (let i = 0; i < 3; i++)
      expect((await buy(minato, { productCd: 3, unitPrice: '0.90', volume: 2000 })).status).toBe(200);

    const stolen = await sakura.request('DELETE', '/api/v1/bids?productCd=3&bidNo=3');
    expect(stolen.status).toBe(404);
    expect((await stolen.json()).code).toBe('C_SH_002');
    const minatoList = await (
      await minato.request('GET', '/api/v1/bids?productCd=3&offset=0&limit=10&count=true')
    ).json();
    expect(minatoList.count).toBe(3);
    const sakuraList = await (
      await sakura.request('GET', '/api/v1/bids?productCd=3&offset=0&limit=10&count=true')
    ).json();
    expect(sakuraList).toMatchObject({ participating: true, count: 1, auction: { marketNo: 202623, state: 'open' } });
    expect(sakuraList.bidList).toEqual([
      expect.objectContaining({ bidNo: 1, bidTypeCd: 2, unitPrice: 1, volume: 1000, equipmentId: null }),
    ]);

    const all = await sakura.request('DELETE', '/api/v1/bids?productCd=3');
    expect(await all.json()).toEqual({ deletedCount: 1 });
    expect(
      (await (await minato.request('GET', '/api/v1/bids?productCd=3&offset=0&limit=10&count=true')).json()).count,
    ).toBe(3);
  });

  it('reserves a sell bid’s volume and releases it on delete; a retried Idempotency-Key enters once', async () => {
    const aozora = await signedIn(app, 'aozora01');
    const org = (await organizationIdsOf(app.db, ['3001'])).get('3001')!;
    const before = await lineOf(app.db, org, 'N-T1');
    const body = { productCd: 2, unitPrice: '0.85', volume: 5000, equipmentId: 'N-T1' };
    const first = await aozora.request('POST', '/api/v1/bids/non-fit-sell', body, {
      headers: { 'idempotency-key': 'sell-1' },
    });
    const again = await aozora.request('POST', '/api/v1/bids/non-fit-sell', body, {
      headers: { 'idempotency-key': 'sell-1' },
    });
    const entered = await first.json();
    expect(first.status).toBe(200);
    expect(await again.json()).toEqual(entered);
    expect(await lineOf(app.db, org, 'N-T1')).toEqual({ balance: before.balance, reserved: before.reserved + 5000 });
    const tooMuch = await aozora.request('POST', '/api/v1/bids/non-fit-sell', { ...body, volume: before.balance });
    expect(tooMuch.status).toBe(409);
    expect((await tooMuch.json()).code).toBe('C_AC_001');
    const sakura = await signedIn(app, 'sakura01');
    const notHers = await sakura.request('POST', '/api/v1/bids/non-fit-sell', body);
    expect(notHers.status).toBe(422);
    expect((await notHers.json()).code).toBe('C_BD_005');

    const del = await aozora.request('DELETE', `/api/v1/bids?productCd=2&bidNo=${entered.bidNo}`);
    expect(await del.json()).toEqual({ deletedCount: 1 });
    expect(await lineOf(app.db, org, 'N-T1')).toEqual(before);
  });

  it('refuses entry and deletion in a closed auction with 409', async () => {
    const sakura = await signedIn(app, 'sakura01');
    expect((await buy(sakura, { productCd: 3, unitPrice: '1.00', volume: 1000 })).status).toBe(200);
    await setWindow(app.db, 202623, { closesAt: new Date(Date.now() - 1) });
    const late = await buy(sakura, { productCd: 3, unitPrice: '1.00', volume: 1000 });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 'C_BD_001',
      message: expect.stringContaining('市場番号 202623 の入札受付は締め切られました（受付期間 '),
    });
    const del = await sakura.request('DELETE', '/api/v1/bids?productCd=3');
    expect(del.status).toBe(409);
    const list = await (await sakura.request('GET', '/api/v1/bids?productCd=3&offset=0&limit=10&count=true')).json();
    expect(list.auction).toMatchObject({ marketNo: 202623, state: 'closed' });
    expect(list.count).toBe(1);
  });
});
