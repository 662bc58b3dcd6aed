import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import { seedLedgerWorld } from '../fixtures/ledger-world';
import { insertFacilities } from '../fixtures/ledger-fixtures';
import { auctionOf, createRoundAuctions, OPERATOR, organizationIdsOf } from '../fixtures/auction-fixtures';
import { bids, holdings } from '../../src/lib/server/db/schema';
import { certifyVolume } from '../../src/lib/server/services/ledger/certify-volume';

const PASSWORD = 'Demo#Pass2026';
const PATH = '/api/v1/bids/non-fit-sell/lines';
const LINES = 120;
const ids = Array.from({ length: LINES }, (_, i) => `N-L${String(i + 1).padStart(3, '0')}`);

describe.each(testTargets())('multi-line sell API on %s', (target) => {
  let app: TestApp;
  let aozora: TestClient;
  let org: number;
  let auctionId: number;

  /** Active bids and reserved kWh of the 120 lines. */
  async function state() {
    const [bidRow] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bids)
      .where(and(eq(bids.auctionId, auctionId), eq(bids.organizationId, org), eq(bids.status, 'active')));
    const lines = await app.db
      .select({ facilityId: holdings.facilityId, reserved: holdings.reserved })
      .from(holdings)
      .where(and(eq(holdings.organizationId, org), eq(holdings.productCd, 2), eq(holdings.holdingClassCd, 1)));
    const reserved = new Map(lines.map((l) => [l.facilityId, l.reserved]));
    return { bids: bidRow!.n, reserved: ids.map((id) => reserved.get(id) ?? 0) };
  }

  beforeAll(async () => {
    app = await startApp(target);
    await seedLedgerWorld(app.db);
    await createRoundAuctions(app.db, { roundNo: 1 });
    auctionId = (await auctionOf(app.db, 202612)).id;
    org = (await organizationIdsOf(app.db, ['3001'])).get('3001')!;
    await insertFacilities(
      app.db,
      ids.map((id) => ({ id, ownerOrganizationId: org })),
    );
    await certifyVolume(app.db, OPERATOR, {
      memberNumber: '3001',
      targetYear: 2026,
      productCd: 2,
      lines: ids.map((facilityId) => ({ facilityId, volume: 20_000 })),
    });
    aozora = new TestClient(app.baseUrl);
    expect((await aozora.login('aozora01', PASSWORD)).status).toBe(200);
  });
  afterAll(async () => app.close());

  it('enters one bid per line for 120 lines in one submit, reserving each, and a repeat enters nothing more', async () => {
    const body = { productCd: 2, unitPrice: '0.85', lines: ids.map((equipmentId) => ({ equipmentId, volume: 5000 })) };
    const headers = { 'idempotency-key': 'lines-1' };
    const first = await aozora.request('POST', PATH, body, { headers });
    expect(first.status).toBe(200);
    const entered = await first.json();
    expect(entered).toMatchObject({ marketNo: 202612, bidCount: LINES, totalVolume: LINES * 5000 });
    expect(entered.bids).toHaveLength(LINES);
    expect(entered.bids[0]).toEqual({ bidNo: 1, equipmentId: ids[0], volume: 5000 });
    expect(new Set(entered.bids.map((b: { bidNo: number }) => b.bidNo)).size).toBe(LINES);
    expect(await state()).toEqual({ bids: LINES, reserved: ids.map(() => 5000) });

    const again = await aozora.request('POST', PATH, body, { headers });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(entered);
    expect(await state()).toEqual({ bids: LINES, reserved: ids.map(() => 5000) });

    const listed = await (await aozora.request('GET', '/api/v1/bids?productCd=2&offset=0&limit=500&count=true')).json();
    expect(listed.count).toBe(LINES);
    expect(listed.bidList[0]).toMatchObject({ unitPrice: expect.anything() });
  });

  it('enters none when one line’s available volume was taken meanwhile (409)', async () => {
    const before = await state();
    // Another entry takes the rest of line 60 after the member chose it.
    const taken = await aozora.request('POST', '/api/v1/bids/non-fit-sell', {
      productCd: 2,
      unitPrice: '0.90',
      volume: 15_000,
      equipmentId: ids[59],
    });
    expect(taken.status).toBe(200);
    const body = {
      productCd: 2,
      unitPrice: '0.85',
      lines: ids.map((equipmentId) => ({ equipmentId, volume: 15_000 })),
    };
    const refused = await aozora.request('POST', PATH, body, { headers: { 'idempotency-key': 'lines-2' } });
    expect(refused.status).toBe(409);
    expect((await refused.json()).code).toBe('C_AC_001');
    const after = await state();
    expect(after.bids).toBe(before.bids + 1);
    expect(after.reserved).toEqual(before.reserved.map((r, i) => (i === 59 ? r + 15_000 : r)));
  });

  it('refuses the whole submission for another member’s line, a bad volume, a duplicate or no line', async () => {
    const before = await state();
    const cases: [unknown, number, string, string?][] = [
      [
        {
          productCd: 2,
          unitPrice: '0.85',
          lines: [
            { equipmentId: ids[0], volume: 1000 },
            { equipmentId: 'F-T1', volume: 1000 },
          ],
        },
        422,
        'C_BD_005',
        '設備ID F-T1',
      ],
      [
        {
          productCd: 2,
          unitPrice: '0.85',
          lines: [
            { equipmentId: ids[0], volume: 1000 },
            { equipmentId: ids[1], volume: 999 },
          ],
        },
        422,
        'C_SH_001',
        '入札量は1,000kWh以上で入力してください。',
      ],
      [
        { productCd: 2, unitPrice: '0.59', lines: [{ equipmentId: ids[0], volume: 1000 }] },
        422,
        'C_SH_001',
        '単価は0.60円/kWh以上で入力してください。',
      ],
      [
        {
          productCd: 2,
          unitPrice: '0.85',
          lines: [
            { equipmentId: ids[0], volume: 1000 },
            { equipmentId: ids[0], volume: 1000 },
          ],
        },
        422,
        'C_SH_001',
        '同じ設備が重複して指定されています。',
      ],
      [{ productCd: 2, unitPrice: '0.85', lines: [] }, 422, 'C_SH_001', '売却する認定設備を選択してください。'],
      [
        { productCd: 1, unitPrice: '0.85', lines: [{ equipmentId: ids[0], volume: 1000 }] },
        422,
        'C_SH_001',
        '売り入札は非FIT非化石証書のみです。',
      ],
      [{ productCd: 2, unitPrice: '0.85', lines: 'x' }, 422, 'C_SH_001'],
    ];
    for (const [body, status, code, text] of cases) {
      const res = await aozora.request('POST', PATH, body);
      const answer = await res.json();
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(answer.code).toBe(code);
      if (text) expect(JSON.stringify(answer)).toContain(text);
    }
    expect(await state()).toEqual(before);
    const sakura = new TestClient(app.baseUrl);
    expect((await sakura.login('sakura01', PASSWORD)).status).toBe(200);
    const notHers = await sakura.request('POST', PATH, {
      productCd: 2,
      unitPrice: '0.85',
      lines: [{ equipmentId: ids[0], volume: 1000 }],
    });
    expect(notHers.status).toBe(422);
    expect((await notHers.json()).code).toBe('C_BD_005');
    const anonymous = new TestClient(app.baseUrl);
    await anonymous.visit();
    expect((await anonymous.request('POST', PATH, { productCd: 2, unitPrice: '0.85', lines: [] })).status).toBe(401);
  });
});
