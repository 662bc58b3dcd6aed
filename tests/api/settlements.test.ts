import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { TestClient } from '../setup/http-client';
import {
  buy,
  clearSettlementRound,
  createClosedAuction,
  createFacility,
  createMember,
  loadFitSupply,
  OPERATOR,
  setBusinessDate,
} from '../fixtures/settlement-fixtures';
import { inspectPdf } from '../unit/settlement-pdf/pdf-inspect';
import { settlementStatements } from '../../src/lib/server/db/schema';
import { settlementListResponse } from '../../src/lib/schemas/settlements';
import { clearAuction } from '../../src/lib/server/services/auctions/clear-auction';
import type { Statement } from '../../src/lib/domain/settlement';

const PASSWORD = 'Demo#Pass2026';
const LIST = '/api/v1/settlements';
const pdfPath = (no: string) => `/api/v1/settlements/${encodeURIComponent(no)}/pdf`;
const squash = (text: string) => text.replace(/[ \u3000]+/g, ' ').replace(/ ?\/ ?/g, '/');
const group = (n: number) => n.toLocaleString('en-US');

describe.each(testTargets())('settlements API on %s', (target) => {
  let app: TestApp;
  let sakura: TestClient;
  let towa: TestClient;
  let fitNo: string;
  let longNo: string;

  const list = (client: TestClient, query: Record<string, string>) =>
    client.request('GET', `${LIST}?${new URLSearchParams(query)}`);
  const stored = async (statementNo: string) => {
    const [row] = await app.db
      .select()
      .from(settlementStatements)
      .where(eq(settlementStatements.statementNo, statementNo));
    return row!.statement as Statement;
  };

  beforeAll(async () => {
    app = await startApp(target);
    await setBusinessDate(app.db, '2027-04-28');
    const { fit } = await clearSettlementRound(app.db);
    fitNo = `S2026${String(fit.marketNo).padStart(6, '0')}-1001`;
    // A member with 45 contracts: its statement runs over two pages.
    await createMember(app.db, { memberNumber: 'L001', name: '明細多数電力株式会社', loginId: 'long01' });
    await createFacility(app.db, 'STL-F2', { isFit: true });
    const many = await createClosedAuction(app.db, 2026, 1);
    await loadFitSupply(app.db, many, 'STL-F2', 10_000_000);
    for (let i = 0; i < 45; i++) await buy(app.db, many, 'L001', 100 + i, 10_000 + i * 1_000);
    await clearAuction(app.db, OPERATOR, many.marketNo);
    longNo = `S2026${String(many.marketNo).padStart(6, '0')}-L001`;

    sakura = new TestClient(app.baseUrl);
    towa = new TestClient(app.baseUrl);
    expect((await sakura.login('sakura01', PASSWORD)).status).toBe(200);
    expect((await towa.login('towa01', PASSWORD)).status).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 401 to anonymous calls of both endpoints', async () => {
    const anonymous = new TestClient(app.baseUrl);
    await anonymous.visit();
    for (const path of [`${LIST}?fromDate=2027-04-01&offset=0&limit=10&count=true`, pdfPath(fitNo)]) {
      const res = await anonymous.request('GET', path);
      expect(res.status, path).toBe(401);
      expect((await res.json()).code).toBe('C_SH_003');
    }
  });

  it('lists the caller’s own statements only, in the documented shape', async () => {
    const mine = settlementListResponse
      .strict()
      .parse(await (await list(sakura, { fromDate: '2027-04-01', offset: '0', limit: '10', count: 'true' })).json());
    expect(mine.count).toBe(2);
    expect(mine.settlementList.every((s) => s.statementNo.endsWith('-1001'))).toBe(true);
    expect(mine.settlementList.find((s) => s.statementNo === fitNo)).toMatchObject({
      productName: 'FIT非化石証書',
      issueDate: '2027-04-28',
      dueDate: '2027-05-11',
      direction: 'pay',
      subtotal: 25_671,
      tax: 2_567,
      total: 28_238,
    });
    const theirs = settlementListResponse.parse(
      await (
        await list(towa, { fromDate: '2027-04-01', toDate: '2027-04-30', offset: '0', limit: '10', count: 'true' })
      ).json(),
    );
    expect(theirs.settlementList.map((s) => s.statementNo)).toEqual([fitNo.replace('-1001', '-2001')]);
  });

  it('answers another member’s statement number exactly like one that does not exist', async () => {
    const foreign = await towa.request('GET', pdfPath(fitNo));
    const missing = await towa.request('GET', pdfPath('S2026999999-2001'));
    expect([foreign.status, missing.status]).toEqual([404, 404]);
    const [a, b] = [await foreign.json(), await missing.json()];
    expect({ code: a.code, message: a.message }).toEqual({ code: 'C_SH_002', message: b.message });
    expect(b.code).toBe('C_SH_002');
    expect(foreign.headers.get('content-type')).toBe(missing.headers.get('content-type'));
  });

  it.each([
    ['no fromDate', { offset: '0', limit: '10', count: 'true' }, 'fromDate'],
    ['blank fromDate', { fromDate: '', offset: '0', limit: '10', count: 'true' }, 'fromDate'],
    ['slash date', { fromDate: '2027/04/01', offset: '0', limit: '10', count: 'true' }, 'fromDate'],
    ['impossible date', { fromDate: '2027-02-30', offset: '0', limit: '10', count: 'true' }, 'fromDate'],
    [
      'end before start',
      { fromDate: '2027-04-28', toDate: '2027-04-01', offset: '0', limit: '10', count: 'true' },
      'toDate',
    ],
    ['no offset', { fromDate: '2027-04-01', limit: '10', count: 'true' }, 'offset'],
    ['negative offset', { fromDate: '2027-04-01', offset: '-1', limit: '10', count: 'true' }, 'offset'],
    ['zero limit', { fromDate: '2027-04-01', offset: '0', limit: '0', count: 'true' }, 'limit'],
    ['text limit', { fromDate: '2027-04-01', offset: '0', limit: 'all', count: 'true' }, 'limit'],
    ['huge limit', { fromDate: '2027-04-01', offset: '0', limit: '1e30', count: 'true' }, 'limit'],
    ['no count', { fromDate: '2027-04-01', offset: '0', limit: '10' }, 'count'],
    ['bad count', { fromDate: '2027-04-01', offset: '0', limit: '10', count: 'yes' }, 'count'],
  ])('answers 422 to %s', async (_name, query, field) => {
    const res = await list(sakura, query);
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.code).toBe('C_SH_001');
    expect(body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('answers malformed statement numbers with 422 or 404, never 500, and other methods with 405', async () => {
    for (const no of [
      'abc',
      'S2026-1001',
      "S2026202611-1001' or 1=1",
      'S2026202611-' + 'x'.repeat(300),
      '%00',
      '..%2F..%2Fetc',
    ]) {
      const res = await sakura.request('GET', `/api/v1/settlements/${no}/pdf`);
      expect([404, 422], no).toContain(res.status);
    }
    expect((await sakura.request('POST', LIST, {})).status).toBe(405);
    expect((await sakura.request('DELETE', pdfPath(fitNo))).status).toBe(405);
  });

  it('downloads the own PDF, which prints the stored statement', async () => {
    const res = await sakura.request('GET', pdfPath(fitNo));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent(`精算書_${fitNo}.pdf`)}`,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const s = await stored(fitNo);
    const { pages } = inspectPdf(pdf, 'api-fit');
    expect(pages).toHaveLength(1);
    expect(pages[0]!.inkRatio).toBeGreaterThan(0.01);
    const text = squash(pages[0]!.text);
    for (const expected of [
      'さくら電力株式会社 御中',
      `登録番号 ${s.issuer.registrationNumber}`,
      `小計 ${group(s.subtotalYen)}`,
      `消費税（10%対象） ${group(s.taxYen)}`,
      `合計（ご請求金額） ${group(s.totalYen)}円`,
      '支払期日 2027/05/11',
      '1/1',
      ...s.lines.map((l) => `${group(l.volumeKwh)} ${(l.priceCents / 100).toFixed(2)} ${group(l.amountYen)}`),
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('downloads a 45-line statement over two pages, numbered and with the header repeated', async () => {
    const long = new TestClient(app.baseUrl);
    await long.login('long01', PASSWORD);
    const res = await long.request('GET', pdfPath(longNo));
    expect(res.status).toBe(200);
    const s = await stored(longNo);
    const { pages } = inspectPdf(Buffer.from(await res.arrayBuffer()), 'api-long');
    expect(pages).toHaveLength(2); // 26 lines on page 1, 19 and the summary on page 2
    pages.forEach((p, i) => {
      expect(p.inkRatio).toBeGreaterThan(0.005);
      expect(squash(p.text)).toContain(`${i + 1}/${pages.length}`);
    });
    expect(squash(pages[1]!.text)).toContain('No 入札番号 売買 商品 約定量(kWh) 約定単価(円/kWh) 金額(円)');
    const all = squash(pages.map((p) => p.text).join('\n'));
    for (const l of s.lines) expect(all).toContain(`${l.lineNo} ${l.lineNo} 買`);
    expect(all).toContain(`合計（ご請求金額） ${group(s.totalYen)}円`);
  });
});
