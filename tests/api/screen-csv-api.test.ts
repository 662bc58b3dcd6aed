import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import { parse } from 'csv-parse/sync';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import { seedLedgerWorld, authOf } from '../fixtures/ledger-world';
import { OPERATOR, placeBuy, seedClearedRound } from '../fixtures/auction-fixtures';
import { deliver, issueCertificate, organizationIdOf } from '../fixtures/ledger-fixtures';
import { clearAuction } from '../../src/lib/server/services/auctions/clear-auction';
import { attachmentNames, FORMULA, guardedFormula, shiftJisCsvRows, utf8CsvText } from '../setup/csv-download';

/*
 * The CSV of 入札照会, 約定結果, 証書一覧 and 精算書一覧 follow the balance and history
 * exports (Shift_JIS by default or UTF-8 with a BOM, CRLF, guarded formulas, numbers without
 * grouping) and hold exactly the rows the screen's own list call answers for the same conditions.
 */

const PASSWORD = 'Demo#Pass2026';
const WIDE = { dateFrom: '2000-01-01', dateTo: '2100-12-31' };

interface Export {
  name: string;
  csvPath: string;
  filters: Record<string, string>;
  listPath: string;
  /** The JSON answer's rows and, per row, the key the CSV's first column carries. */
  listKeys: (body: Record<string, unknown>) => string[];
  headers: string[];
  fileName: RegExp;
  asciiName: RegExp;
}

const EXPORTS: Export[] = [
  {
    name: '入札照会',
    csvPath: '/api/v1/bids/csv',
    filters: { productCd: '1' },
    listPath: '/api/v1/bids',
    listKeys: (b) => (b.bidList as { bidNo: number }[]).map((r) => String(r.bidNo)),
    headers: ['入札番号', '売買区分', '単価(円/kWh)', '入札量(kWh)', '入札日時', 'トラッキング希望／設備ID'],
    fileName: /^入札照会_1_\d{8}\.csv$/,
    asciiName: /^bids_1_\d{8}\.csv$/,
  },
  {
    name: '約定結果',
    csvPath: '/api/v1/bid-results/csv',
    filters: { fiscalYear: '2026', productCd: '2' },
    listPath: '/api/v1/bid-results',
    listKeys: (b) => (b.bidResultList as { marketNo: number }[]).map((r) => String(r.marketNo)),
    headers: [
      '市場番号',
      '開催回',
      '入札番号',
      '売買区分',
      '入札単価(円/kWh)',
      '入札量(kWh)',
      '約定単価(円/kWh)',
      '約定量(kWh)',
      '約定金額(円)',
      '状態',
    ],
    fileName: /^約定結果_2026_\d{8}\.csv$/,
    asciiName: /^bid-results_2026_\d{8}\.csv$/,
  },
  {
    name: '証書一覧',
    csvPath: '/api/v1/nfcs/csv',
    filters: { fiscalYear: '2026', productCd: '2', ...WIDE },
    listPath: '/api/v1/nfcs',
    listKeys: (b) => (b.nfcList as { nfCertificateNo: string }[]).map((r) => r.nfCertificateNo),
    headers: ['証書番号', '発行日時', '証書種別', '需要家名/電源メニュー名', '発行量(kWh)', 'トラッキング'],
    fileName: /^証書一覧_2026_\d{8}\.csv$/,
    asciiName: /^nfcs_2026_\d{8}\.csv$/,
  },
  {
    name: '精算書一覧',
    csvPath: '/api/v1/settlements/csv',
    filters: { fromDate: '2000-01-01' },
    listPath: '/api/v1/settlements',
    listKeys: (b) => (b.settlementList as { statementNo: string }[]).map((r) => r.statementNo),
    headers: ['精算書番号', '市場番号', '商品', '発行日', '支払期日', '区分', '小計(円)', '消費税(円)', '合計(円)'],
    fileName: /^精算書一覧_\d{8}\.csv$/,
    asciiName: /^settlements_\d{8}\.csv$/,
  },
];

describe.each(testTargets())('CSV of the bid, result, certificate and settlement screens on %s', (target) => {
  let app: TestApp;
  let sakura: TestClient;
  let minato: TestClient;
  let towa: TestClient;
  let sakuraCert: string;
  let minatoCert: string;
  const get = (client: TestClient, path: string, query: Record<string, string>) =>
    client.request('GET', `${path}?${new URLSearchParams(query)}`);
  const csvRows = async (client: TestClient, e: Export, query: Record<string, string> = {}) => {
    const res = await get(client, e.csvPath, { ...e.filters, ...query });
    expect(res.status, e.name).toBe(200);
    return parse(iconv.decode(Buffer.from(await res.arrayBuffer()), 'cp932')) as string[][];
  };

  beforeAll(async () => {
    app = await startApp(target);
    await seedLedgerWorld(app.db);
    // Round 1 cleared (results and statements for 1001, 1002, 2001, 3001); round 2 open.
    await seedClearedRound(app.db, (marketNo) => clearAuction(app.db, OPERATOR, marketNo));
    const [sakuraAuth, towaAuth] = await Promise.all([authOf(app.db, 'sakura01'), authOf(app.db, 'towa01')]);
    const tracking = [{ prefectureCd: '130001', reTypeCd: 1 }, { equipmentId: 'F-T1' }];
    await placeBuy(app.db, sakuraAuth, { productCd: 1, price: '1.25', volume: 12_345, preferences: tracking });
    await placeBuy(app.db, sakuraAuth, { productCd: 1, price: '0.6', volume: 1_000 });
    await placeBuy(app.db, towaAuth, { productCd: 1, price: '0.75', volume: 54_321 });
    // sakura01 bought 40,000 kWh of N-T1 in round 1: two certificates from it; minato01 gets one of its own.
    const sakuraOrg = await organizationIdOf(app.db, '1001');
    sakuraCert = (
      await issueCertificate(app.db, {
        organizationId: sakuraOrg,
        fiscalYear: 2026,
        productCd: 2,
        lines: [{ facilityId: 'N-T1', volume: 1_500 }],
        consumer: `${FORMULA}需要家`,
        at: new Date('2026-07-01T00:00:00Z'),
      })
    ).certificateNo;
    await issueCertificate(app.db, {
      organizationId: sakuraOrg,
      fiscalYear: 2026,
      productCd: 2,
      lines: [{ facilityId: 'N-T1', volume: 2_500 }],
      nfcTypeCd: 2,
      menuName: '再エネ１００プラン',
      at: new Date('2026-07-02T00:00:00Z'),
    });
    const minatoOrg = await organizationIdOf(app.db, '1002');
    const aozoraOrg = await organizationIdOf(app.db, '3001');
    const minatoLine = [{ facilityId: 'N-T2', volume: 700 }];
    await deliver(app.db, { fiscalYear: 2026, productCd: 2, buyer: minatoOrg, seller: aozoraOrg, lines: minatoLine });
    minatoCert = (
      await issueCertificate(app.db, {
        organizationId: minatoOrg,
        fiscalYear: 2026,
        productCd: 2,
        lines: minatoLine,
        consumer: 'みなと需要家',
      })
    ).certificateNo;
    sakura = new TestClient(app.baseUrl);
    minato = new TestClient(app.baseUrl);
    towa = new TestClient(app.baseUrl);
    expect((await sakura.login('sakura01', PASSWORD)).status).toBe(200);
    expect((await minato.login('minato01', PASSWORD)).status).toBe(200);
    expect((await towa.login('towa01', PASSWORD)).status).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each(EXPORTS)(
    '$name: Shift_JIS by default, named files, Japanese headers, CRLF, a row per screen row',
    async (e) => {
      const res = await get(sakura, e.csvPath, e.filters);
      expect(res.status).toBe(200);
      const { ascii, name } = attachmentNames(res);
      expect(name).toMatch(e.fileName);
      expect(ascii).toMatch(e.asciiName);
      const rows = await shiftJisCsvRows(res);
      expect(rows[0]).toEqual(e.headers);

      const list = await get(sakura, e.listPath, { ...e.filters, offset: '0', limit: '1000', count: 'true' });
      expect(list.status).toBe(200);
      const keys = e.listKeys((await list.json()) as Record<string, unknown>);
      expect(keys.length).toBeGreaterThan(0);
      expect(rows.slice(1).map((r) => r[0])).toEqual(keys);
    },
  );

  it.each(EXPORTS)('$name: UTF-8 with a BOM holds the same rows as the Shift_JIS file', async (e) => {
    const res = await get(sakura, e.csvPath, { ...e.filters, encoding: 'utf8' });
    expect(res.status).toBe(200);
    expect(parse(await utf8CsvText(res))).toEqual(await csvRows(sakura, e));
  });

  it('入札照会: the screen’s wording, prices with two decimals, volumes without grouping, preferences named', async () => {
    const rows = await csvRows(sakura, EXPORTS[0]!);
    expect(rows.slice(1).map((r) => r.slice(0, 4))).toEqual([
      ['1', '買い', '1.25', '12345'],
      ['2', '買い', '0.60', '1000'],
    ]);
    expect(rows[1]![4]).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(rows[1]![5]).toBe('第1希望: 東京都・太陽光、第2希望: 設備ID F-T1');
    expect(rows[2]![5]).toBe('');
  });

  it('約定結果: round, type, prices and the status as the results grid shows them', async () => {
    const rows = await csvRows(sakura, EXPORTS[1]!);
    expect(rows.slice(1)).toEqual([
      ['202612', '第1回', '1', '買い', '1.00', '40000', '0.80', '40000', '32000', '約定'],
    ]);
    const missed = await csvRows(minato, EXPORTS[1]!);
    expect(missed.slice(1).map((r) => r.slice(4))).toEqual([['0.70', '40000', '', '0', '0', '不約定']]);
  });

  it('証書一覧: newest first, the name by certificate type, formulas guarded, the tracking address', async () => {
    const rows = await csvRows(sakura, EXPORTS[2]!);
    expect(rows.slice(1).map((r) => r.slice(1, 5))).toEqual([
      ['2026/07/02 09:00', '電源メニュー', '再エネ１００プラン', '2500'],
      ['2026/07/01 09:00', '需要場所', guardedFormula(`${FORMULA}需要家`), '1500'],
    ]);
    expect(rows[2]![0]).toBe(sakuraCert);
    expect(rows[2]![5]).toMatch(/^https?:\/\/\S+/);
  });

  it('精算書一覧: dates, direction and amounts in whole yen without grouping', async () => {
    const rows = await csvRows(sakura, EXPORTS[3]!);
    expect(rows.length).toBeGreaterThan(1);
    for (const r of rows.slice(1)) {
      expect(r[0]).toMatch(/^S\d{10}-1001$/);
      expect(r[3]).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
      expect(r[4]).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
      expect(r[5]).toBe('お支払い');
      expect(r.slice(6).every((n) => /^\d+$/.test(n))).toBe(true);
      expect(Number(r[6]) + Number(r[7])).toBe(Number(r[8]));
    }
    const list = await get(sakura, '/api/v1/settlements', {
      fromDate: '2000-01-01',
      offset: '0',
      limit: '100',
      count: 'false',
    });
    const items = ((await list.json()) as { settlementList: Record<string, number | string>[] }).settlementList;
    expect(rows.slice(1).map((r) => [r[0], r[1], r[6], r[7], r[8]])).toEqual(
      items.map((i) => [i.statementNo, i.marketNo, i.subtotal, i.tax, i.total].map(String)),
    );
  });

  it('never includes another member’s rows', async () => {
    const [sakuraBids, towaBids] = [await csvRows(sakura, EXPORTS[0]!), await csvRows(towa, EXPORTS[0]!)];
    expect(towaBids.slice(1).map((r) => r[3])).toEqual(['54321']);
    expect(sakuraBids.flat()).not.toContain('54321');
    expect(towaBids.flat()).not.toContain('12345');

    const [sakuraResults, minatoResults] = [await csvRows(sakura, EXPORTS[1]!), await csvRows(minato, EXPORTS[1]!)];
    expect(sakuraResults.flat()).not.toContain('0.70');
    expect(minatoResults.flat()).not.toContain('1.00');

    const [sakuraCerts, minatoCerts] = [await csvRows(sakura, EXPORTS[2]!), await csvRows(minato, EXPORTS[2]!)];
    expect(minatoCerts.slice(1).map((r) => r[0])).toEqual([minatoCert]);
    expect(sakuraCerts.flat()).not.toContain(minatoCert);

    const [sakuraStatements, towaStatements] = [await csvRows(sakura, EXPORTS[3]!), await csvRows(towa, EXPORTS[3]!)];
    expect(towaStatements.length).toBeGreaterThan(1);
    expect(towaStatements.slice(1).every((r) => r[0]!.endsWith('-2001'))).toBe(true);
    expect(sakuraStatements.slice(1).every((r) => r[0]!.endsWith('-1001'))).toBe(true);
  });

  it.each([
    ['/api/v1/bids/csv', {}, 'productCd'],
    ['/api/v1/bids/csv', { productCd: '9' }, 'productCd'],
    ['/api/v1/bids/csv', { productCd: '1', encoding: 'latin1' }, 'encoding'],
    ['/api/v1/bid-results/csv', { productCd: '2' }, 'fiscalYear'],
    ['/api/v1/bid-results/csv', { fiscalYear: '2026', productCd: '2', bidTypeCd: '3' }, 'bidTypeCd'],
    [
      '/api/v1/nfcs/csv',
      { fiscalYear: '2026', productCd: '2', dateFrom: '2026-08-01', dateTo: '2026-07-01' },
      'dateTo',
    ],
    [
      '/api/v1/nfcs/csv',
      { fiscalYear: '2026', productCd: '2', dateFrom: '2026-13-01', dateTo: '2026-07-01' },
      'dateFrom',
    ],
    ['/api/v1/settlements/csv', {}, 'fromDate'],
    ['/api/v1/settlements/csv', { fromDate: '2026-08-01', toDate: '2026-07-01' }, 'toDate'],
  ] as const)('refuses %s with %j: 422 on %s', async (path, query, field) => {
    const res = await get(sakura, path, query);
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors?: { path?: string; field?: string }[] };
    expect(JSON.stringify(body.errors)).toContain(field);
  });

  it.each(EXPORTS)('$name: 401 without a session', async (e) => {
    const anonymous = new TestClient(app.baseUrl);
    await anonymous.visit();
    expect((await get(anonymous, e.csvPath, e.filters)).status).toBe(401);
  });
});
