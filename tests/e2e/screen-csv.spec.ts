import { readFile } from 'node:fs/promises';
import iconv from 'iconv-lite';
import { parse } from 'csv-parse/sync';
import type { Locator, Page } from '@playwright/test';
import { expect, expectHeading, test } from './fixtures';
import { ownCertificate, ownRetailer } from './own-world';
import { buy as enterBuy, ensureOpenRound } from './bid-world';
import {
  buy,
  createClosedAuctionInAnyYear,
  createFacility,
  loadFitSupply,
  OPERATOR,
} from '../fixtures/settlement-fixtures';
import { clearAuction } from '../../src/lib/server/services/auctions/clear-auction';

const bodyRows = (page: Page, caption: string) => page.getByRole('table', { name: caption }).locator('tbody tr');

/** Clicks the screen's CSV button (on /bid/list the submit of a plain form) and reads the file back. */
async function downloadCsv(page: Page, control: Locator, encoding: 'sjis' | 'utf8') {
  const waiting = page.waitForEvent('download');
  await control.click();
  const file = await waiting;
  const bytes = await readFile((await file.path())!);
  const bom = bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]));
  const text = encoding === 'utf8' ? bytes.subarray(3).toString('utf8') : iconv.decode(bytes, 'cp932');
  return { name: file.suggestedFilename(), bom, rows: parse(text) as string[][] };
}

/**
 * 入札照会, 約定結果, 証書一覧 and 精算書管理 each download their CSV from the grid's
 * toolbar, in Shift_JIS by default and in UTF-8 when chosen, with a line per row the screen lists.
 */
test('the bid, result, certificate and settlement screens download their CSV', async ({ page, app, login }) => {
  // Four screens and their setup in one test: more than the default minute on a loaded machine.
  test.setTimeout(180_000);
  const retailer = await ownRetailer(app, { facilities: 1 });
  const certificateNo = await ownCertificate(app, retailer, { nfcTypeCd: 2, menuName: 'ＣＳＶ試験プラン' }, [
    { equipmentId: retailer.facilityIds[0]!, volume: 1_000 },
  ]);
  const fitFacility = `CSV-E2E-${retailer.memberNumber}`;
  await createFacility(app.db, fitFacility, { isFit: true });
  const cleared = await createClosedAuctionInAnyYear(app.db, 1);
  await loadFitSupply(app.db, cleared, fitFacility, 100_000);
  await buy(app.db, cleared, retailer.memberNumber, 150, 30_000);
  await buy(app.db, cleared, retailer.memberNumber, 125, 12_345);
  await clearAuction(app.db, OPERATOR, cleared.marketNo);
  await ensureOpenRound(app.db);
  await enterBuy(app.db, retailer.loginId, 2, '1.10', 2_000);

  await login(retailer.loginId);
  await page.waitForURL('**/account/balance**');

  // 入札照会: a plain GET form beside the grid's other actions.
  await page.goto('/bid/list?productCd=2');
  await expectHeading(page, '入札照会');
  await expect(bodyRows(page, '登録済みの入札').filter({ hasText: '2,000' })).toHaveCount(1);
  await expect(bodyRows(page, '登録済みの入札')).toHaveCount(1);
  const bidCsv = await downloadCsv(page, page.getByRole('button', { name: 'CSVダウンロード' }), 'sjis');
  expect(bidCsv.name).toMatch(/^入札照会_2_\d{8}\.csv$/);
  expect(bidCsv.bom).toBe(false);
  expect(bidCsv.rows[0]).toEqual([
    '入札番号',
    '売買区分',
    '単価(円/kWh)',
    '入札量(kWh)',
    '入札日時',
    'トラッキング希望／設備ID',
  ]);
  expect(bidCsv.rows.slice(1).map((r) => r.slice(1, 4))).toEqual([['買い', '1.10', '2000']]);
  await page.getByLabel('文字コード').selectOption('utf8');
  const bidUtf8 = await downloadCsv(page, page.getByRole('button', { name: 'CSVダウンロード' }), 'utf8');
  expect(bidUtf8.bom).toBe(true);
  expect(bidUtf8.rows).toEqual(bidCsv.rows);
  await expect(page).toHaveURL(/\/bid\/list/);

  // 約定結果
  await page.goto(`/bid/result?fiscalYear=${cleared.fiscalYear}&productCd=1&marketNo=${cleared.marketNo}`);
  await expect(bodyRows(page, '約定結果').filter({ hasText: '12,345' })).toHaveCount(1);
  await expect(bodyRows(page, '約定結果')).toHaveCount(2);
  const resultCsv = await downloadCsv(page, page.getByRole('button', { name: 'CSVダウンロード' }), 'sjis');
  expect(resultCsv.name).toMatch(new RegExp(`^約定結果_${cleared.fiscalYear}_\\d{8}\\.csv$`));
  expect(resultCsv.rows[0]![0]).toBe('市場番号');
  expect(resultCsv.rows.slice(1).map((r) => [r[0], r[4], r[5]])).toEqual([
    [String(cleared.marketNo), '1.50', '30000'],
    [String(cleared.marketNo), '1.25', '12345'],
  ]);

  // 証書一覧
  await page.goto('/account/nfc/list');
  await expectHeading(page, '証書一覧');
  await expect(bodyRows(page, '証書一覧').filter({ hasText: certificateNo })).toHaveCount(1);
  await expect(bodyRows(page, '証書一覧')).toHaveCount(1);
  const nfcCsv = await downloadCsv(page, page.getByRole('button', { name: 'CSVダウンロード' }), 'sjis');
  expect(nfcCsv.name).toMatch(/^証書一覧_2026_\d{8}\.csv$/);
  expect(nfcCsv.rows.slice(1).map((r) => [r[0], r[2], r[3], r[4]])).toEqual([
    [certificateNo, '電源メニュー', 'ＣＳＶ試験プラン', '1000'],
  ]);

  // 精算書管理
  await page.goto('/settlement');
  await expectHeading(page, '精算書管理');
  const statementNo = `S${cleared.fiscalYear}${String(cleared.marketNo).padStart(6, '0')}-${retailer.memberNumber}`;
  await expect(bodyRows(page, '精算書一覧').filter({ hasText: statementNo })).toHaveCount(1);
  await expect(bodyRows(page, '精算書一覧')).toHaveCount(1);
  await page.getByLabel('文字コード').selectOption('utf8');
  const settlementCsv = await downloadCsv(page, page.getByRole('button', { name: 'CSVダウンロード' }), 'utf8');
  expect(settlementCsv.name).toMatch(/^精算書一覧_\d{8}\.csv$/);
  expect(settlementCsv.bom).toBe(true);
  expect(settlementCsv.rows.slice(1).map((r) => [r[0], r[1], r[5]])).toEqual([
    [statementNo, String(cleared.marketNo), 'お支払い'],
  ]);
});
