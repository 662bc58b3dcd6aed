import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testTargets, type TestDatabase } from '../setup/databases';
import { seedAccountReportWorld } from '../fixtures/account-report-world';
import { getAccountBalances } from '../../src/lib/server/services/accounts/get-account-balances';
import { getAccountHistories } from '../../src/lib/server/services/accounts/get-account-histories';
import { listNfcs } from '../../src/lib/server/services/nfcs/list-nfcs';
import {
  findHistoryLines,
  type HistoryCursor,
  type HistoryLine,
} from '../../src/lib/server/repositories/account-histories';
import {
  findBalanceLines,
  type BalanceCursor,
  type BalanceLine,
} from '../../src/lib/server/repositories/account-balances';
import { keysetBatches } from '../../src/lib/server/repositories/keyset';

const page = { offset: 0, limit: 100, count: true };
const q = <T extends object = object>(extra?: T) => ({
  fiscalYear: 2026,
  productCd: 2 as const,
  ...page,
  ...(extra as T),
});

describe.each(testTargets())('account balances, histories and certificate list on %s', (target) => {
  let t: TestDatabase;
  let w: Awaited<ReturnType<typeof seedAccountReportWorld>>;
  beforeAll(async () => {
    t = await freshDatabase(target);
    w = await seedAccountReportWorld(t.database.db);
  });
  afterAll(async () => t.drop());

  it('lists only the member’s own non-empty lines, by facility id then class, with count and total', async () => {
    const res = await getAccountBalances(t.database.db, w.a, q());
    expect(res.accountBalanceList.map((r) => [r.equipmentId, r.holdingClassCd, r.balance])).toEqual([
      ['#FX-AGG', 2, 1_000],
      ['FX-A01', 2, 2_500],
      ['FX-A01', 3, 1_500],
      ['FX-A02', 2, 1_500],
      ['FX-A02', 3, 500],
    ]);
    expect(res.count).toBe(5);
    expect(res.totalBalance).toBe(7_000);
    // Confirmed (class 3) volume is final: it keeps its balance but nothing of it is available.
    expect(res.accountBalanceList.map((r) => [r.equipmentId, r.holdingClassCd, r.balance, r.availableVolume])).toEqual([
      ['#FX-AGG', 2, 1_000, 1_000],
      ['FX-A01', 2, 2_500, 2_500],
      ['FX-A01', 3, 1_500, 0],
      ['FX-A02', 2, 1_500, 1_500],
      ['FX-A02', 3, 500, 0],
    ]);
    expect(res.accountBalanceList[1]).toEqual({
      fiscalYear: 2026,
      productCd: 2,
      holdingClassCd: 2,
      equipmentId: 'FX-A01',
      equipmentName: '=HYPERLINK("http://evil.example")太陽光',
      reTypeCd: 1,
      prefectureCd: '130001',
      municipalityCd: '131016',
      equipmentCapacity: 1500.5,
      operationStartDate: '2015-04-01',
      re100Flg: true,
      balance: 2_500,
      reservedVolume: 0,
      availableVolume: 2_500,
      expiredVolume: 0,
    });
    expect(res.accountBalanceList[3]!.re100Flg).toBe(false);
  });

  it('filters by class, renewable type, prefecture and facility, and pages without changing count or total', async () => {
    const db = t.database.db;
    expect(
      (await getAccountBalances(db, w.a, q({ holdingClassCd: 3 }))).accountBalanceList.map((r) => r.equipmentId),
    ).toEqual(['FX-A01', 'FX-A02']);
    expect((await getAccountBalances(db, w.a, q({ reType: 2 }))).accountBalanceList.map((r) => r.equipmentId)).toEqual([
      'FX-A02',
      'FX-A02',
    ]);
    expect((await getAccountBalances(db, w.a, q({ prefectureCd: '010006' }))).totalBalance).toBe(2_000);
    expect((await getAccountBalances(db, w.a, q({ equipmentId: 'FX-A01' }))).count).toBe(2);
    const paged = await getAccountBalances(db, w.a, q({ offset: 1, limit: 2 }));
    expect(paged.accountBalanceList.map((r) => [r.equipmentId, r.holdingClassCd])).toEqual([
      ['FX-A01', 2],
      ['FX-A01', 3],
    ]);
    expect(paged).toMatchObject({ count: 5, totalBalance: 7_000 });
    expect(await getAccountBalances(db, w.a, q({ count: false }))).not.toHaveProperty('count');
    expect((await getAccountBalances(db, w.a, q({ fiscalYear: 2025, productCd: 1 }))).totalBalance).toBe(900);
    expect(await getAccountBalances(db, w.a, q({ fiscalYear: 2031 }))).toEqual({
      accountBalanceList: [],
      count: 0,
      totalBalance: 0,
      totalExpired: 0,
    });
  });

  it('never shows another member’s lines, even when the filter names its facility', async () => {
    const db = t.database.db;
    expect(await getAccountBalances(db, w.a, q({ equipmentId: 'FX-B01' }))).toEqual({
      accountBalanceList: [],
      count: 0,
      totalBalance: 0,
      totalExpired: 0,
    });
    const b = await getAccountBalances(db, w.b, q());
    expect(b.totalBalance).toBe(8_000);
    expect(b.accountBalanceList.every((r) => ['FX-A01', 'FX-B01'].includes(r.equipmentId))).toBe(true);
  });

  it('shows reserved and available volume, and hides lines that were emptied', async () => {
    const gen = await getAccountBalances(t.database.db, w.gen, q());
    expect(gen.accountBalanceList.map((r) => [r.equipmentId, r.balance, r.reservedVolume, r.availableVolume])).toEqual([
      ['#FX-AGG', 2_000, 0, 2_000],
      ['FX-A01', 5_000, 1_200, 3_800],
      ['FX-A02', 3_000, 0, 3_000],
    ]);
  });

  it('lists history newest first with movement names, JST times and references', async () => {
    const res = await getAccountHistories(t.database.db, w.a, q());
    expect(res.count).toBe(7);
    expect(res.accountHistoryList.map((r) => [r.movementName, r.holdingClassCd, r.equipmentId, r.volume])).toEqual([
      ['証書発行（確定）', 3, 'FX-A02', 500],
      ['証書発行', 2, 'FX-A02', -500],
      ['証書発行（確定）', 3, 'FX-A01', 1_500],
      ['証書発行', 2, 'FX-A01', -1_500],
      ['移転（受入）', 2, 'FX-A02', 2_000],
      ['移転（受入）', 2, '#FX-AGG', 1_000],
      ['移転（受入）', 2, 'FX-A01', 4_000],
    ]);
    expect(res.accountHistoryList[2]).toMatchObject({
      dateTime: '2026-07-01T09:00:00.000+09:00',
      businessDate: '2026-07-01',
      movementType: 'issue-confirmed',
      fiscalYear: 2026,
      productCd: 2,
      reference: w.certA1.certificateNo,
    });
    expect(res.accountHistoryList[4]).toMatchObject({
      dateTime: '2026-06-30T23:30:00.000+09:00',
      movementType: 'transfer-in',
      reference: '1001',
      equipmentName: '北海道風力発電所',
    });
  });

  it('filters history by JST dates, class and facility, and keeps other members out', async () => {
    const db = t.database.db;
    const names = async (org: number, extra: object) =>
      (await getAccountHistories(db, org, q(extra))).accountHistoryList.map((r) => `${r.movementType}:${r.volume}`);
    expect(await names(w.a, { dateFrom: '2026-07-01', dateTo: '2026-07-01' })).toEqual([
      'issue-confirmed:1500',
      'issue:-1500',
    ]);
    expect(await names(w.a, { dateTo: '2026-06-30' })).toEqual([
      'transfer-in:2000',
      'transfer-in:1000',
      'transfer-in:4000',
    ]);
    expect(await names(w.a, { dateFrom: '2026-07-01', holdingClassCd: 2 })).toEqual(['issue:-500', 'issue:-1500']);
    expect(await names(w.a, { equipmentId: 'FX-B01' })).toEqual([]);
    expect(await names(w.gen, { equipmentId: 'FX-A01' })).toEqual([
      'transfer-out:-1000',
      'transfer-out:-4000',
      'certify:10000',
    ]);
    const paged = await getAccountHistories(db, w.a, q({ offset: 5, limit: 5, count: false }));
    expect(paged.accountHistoryList).toHaveLength(2);
    expect(paged).not.toHaveProperty('count');
  });

  it('counts and totals past the last page too (the page statement carries them only on its rows)', async () => {
    const db = t.database.db;
    expect(await getAccountBalances(db, w.a, q({ offset: 50, limit: 10 }))).toEqual({
      accountBalanceList: [],
      count: 5,
      totalBalance: 7_000,
      totalExpired: 0,
    });
    expect(await getAccountBalances(db, w.a, q({ offset: 50, limit: 10, count: false }))).toEqual({
      accountBalanceList: [],
      totalBalance: 7_000,
      totalExpired: 0,
    });
    const past = await getAccountHistories(db, w.a, q({ offset: 50, limit: 10 }));
    expect(past.accountHistoryList).toEqual([]);
    expect(past.count).toBe((await getAccountHistories(db, w.a, q())).count);
    expect(await getAccountHistories(db, w.a, q({ fiscalYear: 2031 }))).toEqual({ accountHistoryList: [], count: 0 });
  });

  it('answers each request from its own values when a prepared shape is used again', async () => {
    const db = t.database.db;
    // Same shape (class given, no sort), other values and members, one after the other.
    const lines = async (org: number, holdingClassCd: 2 | 3) =>
      (await getAccountBalances(db, org, q({ holdingClassCd }))).accountBalanceList.map(
        (r) => `${r.equipmentId}/${r.holdingClassCd}`,
      );
    expect(await lines(w.a, 3)).toEqual(['FX-A01/3', 'FX-A02/3']);
    expect(await lines(w.a, 2)).toEqual(['#FX-AGG/2', 'FX-A01/2', 'FX-A02/2']);
    expect(await lines(w.a, 3)).toEqual(['FX-A01/3', 'FX-A02/3']);
    expect((await getAccountBalances(db, w.b, q())).totalBalance).toBe(8_000);
    expect((await getAccountBalances(db, w.a, q())).totalBalance).toBe(7_000);
    const sorted = await getAccountBalances(db, w.a, q({ sort: { key: 'balance', descending: true } }));
    expect(sorted.accountBalanceList.map((r) => r.balance)).toEqual([2_500, 1_500, 1_500, 1_000, 500]);
    expect(sorted).toMatchObject({ count: 5, totalBalance: 7_000 });
    const dates = async (dateFrom: string, dateTo: string) =>
      (await getAccountHistories(db, w.a, q({ dateFrom, dateTo }))).count;
    expect(await dates('2026-07-01', '2026-07-01')).toBe(2);
    expect(await dates('2026-01-01', '2026-06-30')).toBe(3);
  });

  it('reads the same rows in keyset batches as in one page, ties on the same instant included', async () => {
    const db = t.database.db;
    const all = await findHistoryLines(db, w.a, { fiscalYear: 2026, productCd: 2 }, { offset: 0, limit: 100 });
    const batched: HistoryLine[] = [];
    for await (const batch of keysetBatches<HistoryLine, HistoryCursor>(
      (after, limit) => findHistoryLines(db, w.a, { fiscalYear: 2026, productCd: 2 }, { after, limit }),
      (r) => ({ createdAtUtc: r.createdAtUtc, id: r.postingId }),
      2,
    )) {
      expect(batch.length).toBeLessThanOrEqual(2);
      batched.push(...batch);
    }
    expect(batched.map((r) => r.postingId)).toEqual(all.map((r) => r.postingId));
    const balances: BalanceLine[] = [];
    for await (const batch of keysetBatches<BalanceLine, BalanceCursor>(
      (after, limit) => findBalanceLines(db, w.a, { fiscalYear: 2026, productCd: 2 }, { after, limit }),
      (r) => r,
      2,
    ))
      balances.push(...batch);
    expect(balances.map((r) => `${r.facilityId}/${r.holdingClassCd}`)).toEqual([
      '#FX-AGG/2',
      'FX-A01/2',
      'FX-A01/3',
      'FX-A02/2',
      'FX-A02/3',
    ]);
  });

  it('lists the member’s certificates by JST issue date, newest first, with the tracking link', async () => {
    const db = t.database.db;
    const day1 = await listNfcs(db, w.a, q({ dateFrom: '2026-07-01', dateTo: '2026-07-01' }));
    expect(day1.nfcList.map((c) => c.nfCertificateNo)).toEqual([w.certA1.certificateNo]);
    expect(day1.count).toBe(1);
    expect(day1.nfcList[0]).toEqual({
      nfCertificateNo: w.certA1.certificateNo,
      fiscalYear: 2026,
      productCd: 2,
      certTypeName: '非FIT非化石証書（再エネ指定あり）',
      nfcTypeCd: 1,
      useCd: 1,
      issueDateTime: '2026-07-01T09:00:00.000+09:00',
      consumer: '株式会社みなと製作所',
      menuName: null,
      totalIssueVolume: 1_500,
      trackingUrl: expect.stringMatching(new RegExp(`/report/${w.certA1.hash}/${w.certA1.passCd}$`)),
    });
    const both = await listNfcs(db, w.a, q({ dateFrom: '2026-07-01', dateTo: '2026-07-02' }));
    expect(both.nfcList.map((c) => c.nfCertificateNo)).toEqual([w.certA2.certificateNo, w.certA1.certificateNo]);
    expect(
      (await listNfcs(db, w.a, q({ dateFrom: '2026-07-01', dateTo: '2026-07-02', nfcTypeCd: 2 }))).nfcList.map(
        (c) => c.menuName,
      ),
    ).toEqual(['再エネ１００プラン']);
    expect(
      (await listNfcs(db, w.a, q({ dateFrom: '2026-07-01', dateTo: '2026-07-02', offset: 1, limit: 1 }))).nfcList.map(
        (c) => c.nfCertificateNo,
      ),
    ).toEqual([w.certA1.certificateNo]);
    const b = await listNfcs(db, w.b, q({ dateFrom: '2026-01-01', dateTo: '2026-12-31' }));
    expect(b.nfcList.map((c) => c.nfCertificateNo)).toEqual([w.certB.certificateNo]);
  });
});
