import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { operatorAt, type OperatorAt } from '../setup/admin-client';
import { TestClient } from '../setup/http-client';
import { MEMBER_PASSWORD } from '../fixtures/auction-fixtures';
import {
  buy,
  createClosedAuction,
  createFacility,
  createMember,
  OPERATOR,
  type Auction,
} from '../fixtures/settlement-fixtures';
import { auctionSupplies, fitFacilityVolumes, fitSupplyRests } from '../../src/lib/server/db/schema';
import { clearAuction } from '../../src/lib/server/services/auctions/clear-auction';
import type { AdminUploadImport, AdminUploadPreview, UploadTarget } from '../../src/lib/schemas/admin-uploads';

/**
 * FIT supply bounded per facility, from the console: the facilities' FIT volumes uploaded as the other files are (row
 * errors, all or nothing, once per file), an offer beyond them refused, and a cleared auction's
 * rests offered again in one call, once.
 */
describe.each(testTargets())('console FIT volumes and rests on %s', (target) => {
  let app: TestApp;
  let operator: OperatorAt;
  let sold: Auction;
  let later: Auction;
  let last: Auction;
  let otherYear: Auction;

  beforeAll(async () => {
    app = await startApp(target, {}, 'members');
    operator = await operatorAt(app.baseUrl, app.db, 'console');
    await createMember(app.db, { memberNumber: 'V101', name: '認定量確認電力株式会社' });
    for (const id of ['FV-F1', 'FV-F2']) await createFacility(app.db, id, { isFit: true });
    await createFacility(app.db, 'FV-N1', { isFit: false });
    sold = await createClosedAuction(app.db, 2026, 1);
    later = await createClosedAuction(app.db, 2026, 1);
    last = await createClosedAuction(app.db, 2026, 1);
    otherYear = await createClosedAuction(app.db, 2025, 1);
  });
  afterAll(async () => {
    await app?.close();
  });

  const body = (t: UploadTarget, text: string) => ({
    target: t,
    fileName: 'fit-volumes.csv',
    content: Buffer.from(text, 'utf8').toString('base64'),
  });
  const post = (path: string, b: unknown) => operator.client.request('POST', path, b);
  const preview = async (b: ReturnType<typeof body>) => {
    const res = await post('/api/admin/uploads/preview', b);
    expect(res.status).toBe(200);
    return (await res.json()) as AdminUploadPreview;
  };
  const upload = async (t: UploadTarget, text: string) => {
    const checked = await preview(body(t, text));
    expect(checked.problems).toEqual([]);
    const res = await post('/api/admin/uploads/import', { ...body(t, text), token: checked.token });
    expect(res.status).toBe(200);
    return (await res.json()) as AdminUploadImport;
  };
  const volumes = async () =>
    app.db
      .select({ facilityId: fitFacilityVolumes.facilityId, volume: fitFacilityVolumes.volume })
      .from(fitFacilityVolumes)
      .where(eq(fitFacilityVolumes.targetYear, 2026))
      .orderBy(asc(fitFacilityVolumes.facilityId));
  const supplyOf = async (a: Auction) =>
    app.db
      .select({ facilityId: auctionSupplies.facilityId, volume: auctionSupplies.volume })
      .from(auctionSupplies)
      .where(eq(auctionSupplies.auctionId, a.id))
      .orderBy(asc(auctionSupplies.facilityId));
  const volumeTarget = { kind: 'fit-volume', fiscalYear: 2026 } as const;

  it('checks a FIT volume file row by row and imports nothing of a file with a bad row', async () => {
    const bad = 'facility_id,volume\nFV-F1,10000\nFV-N1,5\nFV-F2,abc\nNOPE,1\nFV-F1,3\n';
    const checked = await preview(body(volumeTarget, bad));
    expect(checked).toMatchObject({
      kindName: 'FIT認定量',
      targetText: '2026年度のFIT設備',
      accepted: false,
      badRows: 4,
    });
    expect(checked.problems).toEqual([
      { line: 3, column: 'facility_id', message: 'FIT設備ではありません' },
      { line: 4, column: 'volume', message: 'FIT認定量は1以上の整数（kWh）で指定してください' },
      { line: 5, column: 'facility_id', message: '設備が登録されていません' },
      { line: 6, column: 'facility_id', message: '同じ設備が複数行にあります' },
    ]);
    expect(checked.problemKinds.map((k) => k.rows)).toEqual([1, 1, 1, 1]);
    const res = await post('/api/admin/uploads/import', { ...body(volumeTarget, bad), token: checked.token });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      code: 'C_SH_001',
      message: '4 行に不備があるため、取り込みませんでした。',
      errors: expect.arrayContaining([{ field: '3行目 facility_id', message: 'FIT設備ではありません' }]),
    });
    expect(await volumes()).toEqual([]);
  });

  it('records the volumes once, and then refuses an offer beyond them row by row', async () => {
    const good = 'facility_id,volume\nFV-F1,10000\nFV-F2,4000\n';
    expect(await upload(volumeTarget, good)).toMatchObject({
      imported: true,
      kindName: 'FIT認定量',
      totals: { rows: 2, facilities: 2, totalVolume: 14_000 },
    });
    const again = await preview(body(volumeTarget, good));
    expect(again.importedAt).not.toBeNull();
    const repeat = await post('/api/admin/uploads/import', { ...body(volumeTarget, good), token: again.token });
    expect(((await repeat.json()) as AdminUploadImport).imported).toBe(false);
    expect(await volumes()).toEqual([
      { facilityId: 'FV-F1', volume: 10_000 },
      { facilityId: 'FV-F2', volume: 4_000 },
    ]);

    const supply = { kind: 'fit-supply', marketNo: sold.marketNo } as const;
    const over = await preview(body(supply, 'facility_id,volume\nFV-F1,12000\nFV-F2,4000\n'));
    expect(over.problems).toEqual([
      {
        line: 2,
        column: 'volume',
        message: '供給可能量 10,000 kWh を超えています（FIT認定量 10,000 kWh、約定済み・供給中 0 kWh）',
      },
    ]);
    await upload(supply, 'facility_id,volume\nFV-F1,10000\nFV-F2,4000\n');
    // Offered in full: a volume below what the auction holds is refused.
    const lower = await preview(body(volumeTarget, 'facility_id,volume\nFV-F1,9000\n'));
    expect(lower.problems).toEqual([
      { line: 2, column: 'volume', message: 'FIT認定量が約定済み・供給中の 10,000 kWh を下回っています' },
    ]);
  });

  it('re-offers exactly the rests of a cleared auction once, refusing what it cannot do in the one error shape', async () => {
    const reoffer = (marketNo: number, toMarketNo: number) =>
      post('/api/admin/clearing/reoffer-fit-rests', { marketNo, toMarketNo });
    const refusal = async (res: Response, status: number, code: string) => {
      expect(res.status).toBe(status);
      const error = (await res.json()) as { code: string; message: string };
      expect(error.code).toBe(code);
      return error.message;
    };
    expect(await refusal(await reoffer(sold.marketNo, later.marketNo), 409, 'C_SH_006')).toBe(
      `市場番号 ${sold.marketNo} は約定処理前です。売れ残りは約定処理で確定します。`,
    );
    await buy(app.db, sold, 'V101', 150, 6_000);
    await clearAuction(app.db, OPERATOR, sold.marketNo);
    const rests = await app.db
      .select({ facilityId: fitSupplyRests.facilityId, volume: fitSupplyRests.volume })
      .from(fitSupplyRests)
      .where(eq(fitSupplyRests.auctionId, sold.id))
      .orderBy(asc(fitSupplyRests.facilityId));
    expect(rests.reduce((s, r) => s + r.volume, 0)).toBe(8_000);

    await refusal(await reoffer(999_991, later.marketNo), 404, 'C_SH_002');
    await refusal(await reoffer(sold.marketNo, otherYear.marketNo), 422, 'C_SH_001');
    await refusal(await post('/api/admin/clearing/reoffer-fit-rests', { marketNo: sold.marketNo }), 422, 'C_SH_001');
    const member = new TestClient(app.baseUrl);
    expect((await member.login('sakura01', MEMBER_PASSWORD)).status).toBe(200);
    const asMember = await member.request('POST', '/api/admin/clearing/reoffer-fit-rests', {
      marketNo: sold.marketNo,
      toMarketNo: later.marketNo,
    });
    await refusal(asMember, 404, 'C_SH_014');
    const anonymous = await new TestClient(app.baseUrl).request('POST', '/api/admin/clearing/reoffer-fit-rests', {
      marketNo: sold.marketNo,
      toMarketNo: later.marketNo,
    });
    await refusal(anonymous, 401, 'C_SH_003');
    expect(await supplyOf(later)).toEqual([]);

    const done = await reoffer(sold.marketNo, later.marketNo);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({
      fromMarketNo: sold.marketNo,
      toMarketNo: later.marketNo,
      facilities: rests.length,
      volume: 8_000,
    });
    expect(await supplyOf(later)).toEqual(rests);
    expect(await refusal(await reoffer(sold.marketNo, last.marketNo), 409, 'C_SH_006')).toBe(
      `市場番号 ${sold.marketNo} に再供給できる売れ残りはありません。`,
    );
    expect(await supplyOf(later)).toEqual(rests);
    expect(await supplyOf(last)).toEqual([]);
    // Everything is sold or offered again: nothing of it can be offered in a third auction.
    const more = await preview(body({ kind: 'fit-supply', marketNo: last.marketNo }, 'facility_id,volume\nFV-F2,1\n'));
    expect(more.problems.map((p) => p.message)).toEqual([
      '供給可能量 0 kWh を超えています（FIT認定量 4,000 kWh、約定済み・供給中 4,000 kWh）',
    ]);
  });
});
