import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import { parse } from 'csv-parse/sync';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import { blankPagePngSize, renderPdf, requirePoppler } from '../setup/poppler';
import { seedAccountReportWorld } from '../fixtures/account-report-world';
import { attachmentNames, FORMULA, guardedFormula, shiftJisCsvRows, utf8CsvText } from '../setup/csv-download';
import { deliver, insertFacilities, issueCertificate, type IssuedCertificate } from '../fixtures/ledger-fixtures';

const PASSWORD = 'Demo#Pass2026';
const BALANCE_HEADERS = [
  '対象年度',
  '商品',
  '保有区分',
  '設備ID',
  '設備名',
  '再エネ種別',
  '都道府県',
  '市区町村',
  '設備容量(kW)',
  '運転開始日',
  'RE100',
  '残高(kWh)',
  '予約中(kWh)',
  '利用可能量(kWh)',
  '失効(kWh)',
];
const HISTORY_HEADERS = [
  '日時',
  '営業日',
  '区分',
  '対象年度',
  '商品',
  '保有区分',
  '設備ID',
  '設備名',
  '数量(kWh)',
  '摘要',
];

describe.each(testTargets())('CSV and PDF downloads on %s', (target) => {
  let app: TestApp;
  let w: Awaited<ReturnType<typeof seedAccountReportWorld>>;
  let big: IssuedCertificate;
  let a: TestClient;
  let b: TestClient;
  const get = (client: TestClient, path: string, query: Record<string, string> = {}) =>
    client.request('GET', `${path}?${new URLSearchParams(query)}`);

  beforeAll(async () => {
    await requirePoppler();
    app = await startApp(target);
    w = await seedAccountReportWorld(app.db);
    // 120 FIT facilities on one certificate: enough rows for the table to run over three pages.
    const ids = Array.from({ length: 120 }, (_, i) =>
      i % 20 === 0 ? `#PDF-${i}` : `PDF-${String(i).padStart(4, '0')}`,
    );
    await insertFacilities(
      app.db,
      ids.map((id, i) => ({
        id,
        isFit: true,
        name: `FIT太陽光発電所${i}`,
        capacityW: id.startsWith('#') ? 40_000 : 1_234_567,
        operationStartDate: i % 3 ? '2016-04-01' : '2008-07-01',
      })),
    );
    const lines = ids.map((facilityId, i) => ({ facilityId, volume: 1_000 + i }));
    await deliver(app.db, { fiscalYear: 2026, productCd: 1, buyer: w.a, seller: null, lines });
    big = await issueCertificate(app.db, {
      organizationId: w.a,
      fiscalYear: 2026,
      productCd: 1,
      lines,
      remarks: '設備明細が複数ページにわたる証書',
    });
    a = new TestClient(app.baseUrl);
    b = new TestClient(app.baseUrl);
    await a.login('sakura01', PASSWORD);
    await b.login('minato01', PASSWORD);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('exports balances as Shift_JIS (CP932) by default: Japanese headers, CRLF, guarded formulas', async () => {
    const res = await get(a, '/api/v1/account-balances/csv', { fiscalYear: '2026', productCd: '2' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { ascii, name } = attachmentNames(res);
    expect(name).toMatch(/^残高照会_2026_\d{8}\.csv$/);
    expect(ascii).toMatch(/^account-balances_2026_\d{8}\.csv$/);
    const rows = await shiftJisCsvRows(res);
    expect(rows[0]).toEqual(BALANCE_HEADERS);
    expect(rows.slice(1).map((r) => [r[3], r[2], r[11]])).toEqual([
      ['#FX-AGG', '調達', '1000'],
      ['FX-A01', '調達', '2500'],
      ['FX-A01', '確定', '1500'],
      ['FX-A02', '調達', '1500'],
      ['FX-A02', '確定', '500'],
    ]);
    expect(rows[1]).toEqual([
      '2026',
      '非FIT非化石証書（再エネ指定あり）',
      '調達',
      '#FX-AGG',
      '小規模太陽光集約',
      '太陽光',
      '東京都',
      '千代田区',
      '50.0未満',
      '2012/01/01以降',
      '〇',
      '1000',
      '0',
      '1000',
      '0',
    ]);
    expect(rows[2]![4]).toBe(guardedFormula(`${FORMULA}太陽光`));
    expect(rows[2]!.slice(8, 11)).toEqual(['1500.5', '2015/04/01', '〇']);
    expect(rows[4]!.slice(4, 8)).toEqual(['北海道風力発電所', '風力', '北海道', '']);
  });

  it('exports history as UTF-8 with a BOM, newest first, negative volumes as plain numbers', async () => {
    const res = await get(a, '/api/v1/account-histories/csv', {
      fiscalYear: '2026',
      productCd: '2',
      encoding: 'utf8',
      dateTo: '2026-07-01',
    });
    expect(res.status).toBe(200);
    expect(attachmentNames(res).name).toMatch(/^履歴照会_2026_\d{8}\.csv$/);
    const text = await utf8CsvText(res);
    expect(text).toContain(',-1500,');
    const rows = parse(text) as string[][];
    expect(rows[0]).toEqual(HISTORY_HEADERS);
    expect(rows.slice(1).map((r) => [r[0], r[2], r[6], r[8]])).toEqual([
      ['2026/07/01 09:00:00', '証書発行（確定）', 'FX-A01', '1500'],
      ['2026/07/01 09:00:00', '証書発行', 'FX-A01', '-1500'],
      ['2026/06/30 23:30:00', '移転（受入）', 'FX-A02', '2000'],
      ['2026/06/10 10:00:00', '移転（受入）', '#FX-AGG', '1000'],
      ['2026/06/10 10:00:00', '移転（受入）', 'FX-A01', '4000'],
    ]);
    expect(rows[1]!.slice(1)).toEqual([
      '2026/07/01',
      '証書発行（確定）',
      '2026',
      '非FIT非化石証書（再エネ指定あり）',
      '確定',
      'FX-A01',
      guardedFormula(`${FORMULA}太陽光`),
      '1500',
      w.certA1.certificateNo,
    ]);
  });

  it('exports only the caller’s rows', async () => {
    const text = iconv.decode(
      Buffer.from(
        await (await get(b, '/api/v1/account-histories/csv', { fiscalYear: '2026', productCd: '2' })).arrayBuffer(),
      ),
      'cp932',
    );
    const rows = parse(text) as string[][];
    expect(
      rows
        .slice(1)
        .map((r) => r[6])
        .sort(),
    ).toEqual(['FX-A01', 'FX-B01', 'FX-B01', 'FX-B01']);
    expect(text).not.toContain('#FX-AGG');
  });

  it('renders the caller’s certificate as a PDF whose pages all carry content', async () => {
    const res = await a.request('GET', `/api/v1/nfcs/pdfs/2026/${big.certificateNo}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const { ascii, name } = attachmentNames(res);
    expect(name).toBe(`非化石証書_2026_${big.certificateNo}.pdf`);
    expect(ascii).toBe(`nfc-certificate_2026_${big.certificateNo}.pdf`);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { pagePngSizes, text } = await renderPdf(pdf);
    expect(pagePngSizes.length).toBeGreaterThanOrEqual(3);
    const blank = await blankPagePngSize();
    for (const size of pagePngSizes) expect(size).toBeGreaterThan(blank * 3);

    const n = pagePngSizes.length;
    const compact = text.replace(/[ \t]+/g, ' ');
    for (let page = 1; page <= n; page++) expect(compact).toMatch(new RegExp(`(^|\\s)${page} ?/ ?${n}(\\s|$)`, 'm'));
    for (const expected of [
      '非化石証書',
      'FIT非化石証書',
      big.certificateNo,
      '2026年度',
      '需要場所',
      '自社利用',
      'さくら電力株式会社',
      '株式会社みなと製作所',
      '7000012050002',
      '本社工場',
      '東京都港区芝公園四丁目２番８号',
      '0300111234567890123456',
      '設備が複数ページにわたる証書'.slice(2),
      '設備明細（120件）',
      '50.0未満',
      '2012/01/01以降',
      'FIT太陽光発電所119',
      '〇',
    ]) {
      expect(compact, expected).toContain(expected);
    }
    expect(compact).toContain(`${big.totalIssueVolume.toLocaleString('en-US')} kWh`);
    expect(compact).toContain(`http://127.0.0.1:4322/report/${big.hash}/${big.passCd}`);
    // The table header is repeated on every page.
    expect(compact.match(/設備ID/g)?.length).toBeGreaterThanOrEqual(n);
  });

  it('answers another member’s certificate exactly like one that does not exist', async () => {
    const theirs = await a.request('GET', `/api/v1/nfcs/pdfs/2026/${w.certB.certificateNo}`);
    const missing = await a.request('GET', '/api/v1/nfcs/pdfs/2026/NF2026-0999999');
    const wrongYear = await a.request('GET', `/api/v1/nfcs/pdfs/2025/${big.certificateNo}`);
    for (const res of [theirs, missing, wrongYear]) {
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
    }
    const [t, m, y] = [await theirs.json(), await missing.json(), await wrongYear.json()];
    expect({ code: t.code, message: t.message }).toEqual({ code: 'C_SH_002', message: m.message });
    expect(m.code).toBe('C_SH_002');
    expect(y.code).toBe('C_SH_002');
    expect((await b.request('GET', `/api/v1/nfcs/pdfs/2026/${w.certB.certificateNo}`)).status).toBe(200);
  });

  it('answers malformed PDF paths with 4xx, never 500', async () => {
    for (const path of [
      '/api/v1/nfcs/pdfs/abc/NF2026-1',
      '/api/v1/nfcs/pdfs/2026/%27%3B--',
      `/api/v1/nfcs/pdfs/2026/${'9'.repeat(41)}`,
      '/api/v1/nfcs/pdfs/99999/NF2026-1',
      '/api/v1/nfcs/pdfs/2026/%E8%A8%BC',
    ]) {
      const res = await a.request('GET', path);
      expect(res.status, path).toBe(422);
      expect((await res.json()).code).toBe('C_SH_001');
    }
    expect((await a.request('GET', '/api/v1/nfcs/pdfs/2026')).status).toBe(404);
  });
});
