import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { eq } from 'drizzle-orm';
import { expect, expectHeading, test } from './fixtures';
import {
  buy,
  createClosedAuctionInAnyYear,
  createFacility,
  createMember,
  loadFitSupply,
  OPERATOR,
} from '../fixtures/settlement-fixtures';
import { settlementStatements } from '../../src/lib/server/db/schema';
import { clearAuction } from '../../src/lib/server/services/auctions/clear-auction';
import { getSystemState } from '../../src/lib/server/services/system/system-state';
import { addDays } from '../../src/lib/domain/calendar';
import type { TestApp } from '../setup/app-server';
import { ownMember } from './own-world';

const slash = (iso: string) => iso.replaceAll('-', '/');
const yen = (n: number) => n.toLocaleString('en-US');

/**
 * Two members of their own (so the demo members' screens stay as other specs expect) buy in a FIT
 * auction of the first target year with a free round that the test clears; the business date is left as it is.
 */
async function clearedRound(app: TestApp) {
  await createMember(app.db, {
    memberNumber: 'E501',
    name: '精算試験電力株式会社',
    loginId: 'settle-e2e01',
    invoice: 'T7000012050002',
  });
  await createMember(app.db, { memberNumber: 'E502', name: '他社電力株式会社', loginId: 'settle-e2e02' });
  await createFacility(app.db, 'STL-E2E-F1', { isFit: true });
  const auction = await createClosedAuctionInAnyYear(app.db, 1);
  await loadFitSupply(app.db, auction, 'STL-E2E-F1', 100_000);
  await buy(app.db, auction, 'E501', 150, 30_000);
  await buy(app.db, auction, 'E501', 125, 12_345);
  await buy(app.db, auction, 'E502', 100, 5_000);
  await clearAuction(app.db, OPERATOR, auction.marketNo);
  const statementNo = `S${auction.fiscalYear}${String(auction.marketNo).padStart(6, '0')}-E501`;
  const [row] = await app.db
    .select()
    .from(settlementStatements)
    .where(eq(settlementStatements.statementNo, statementNo));
  return { statementNo, row: row!, businessDate: (await getSystemState(app.db)).businessDate };
}

test('a member lists its statements by issue date, sees the amounts and downloads the PDF', async ({
  page,
  app,
  login,
}) => {
  const { statementNo, row, businessDate } = await clearedRound(app);
  await login('settle-e2e01');
  await page.waitForURL('**/account/balance');
  await page.goto('/settlement');
  await expectHeading(page, '精算書管理');

  const grid = page.getByRole('table', { name: '精算書一覧' });
  // Opens on this fiscal year, already searched.
  await expect(grid.getByRole('row', { name: new RegExp(statementNo) })).toBeVisible();

  // An empty range: from the day after the clearing.
  const from = page.getByRole('textbox', { name: '期間（開始）' });
  await from.fill(slash(addDays(businessDate, 1)));
  await page.getByRole('button', { name: '検索' }).click();
  await expect(grid.getByText('該当するデータがありません。')).toBeVisible();

  // Start typed, end picked from the calendar with the keyboard (the grid opens on the business date).
  await from.fill(slash(businessDate));
  await page.getByRole('button', { name: '期間（終了）のカレンダーを開く' }).click();
  const calendar = page.getByRole('dialog', { name: '期間（終了）の日付を選択' });
  await expect(calendar.getByRole('columnheader')).toHaveText(['日', '月', '火', '水', '木', '金', '土']);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(page.getByRole('textbox', { name: '期間（終了）' })).toHaveValue(slash(businessDate));
  await page.getByRole('button', { name: '検索' }).click();

  const line = grid.getByRole('row', { name: new RegExp(statementNo) });
  await expect(line).toContainText(slash(row.issueDate));
  await expect(line).toContainText(slash(row.dueDate));
  await expect(line).toContainText('お支払い');
  for (const amount of [row.subtotalYen, row.taxYen, row.totalYen]) await expect(line).toContainText(yen(amount));
  await expect(grid.getByRole('row')).toHaveCount(2); // header + the member's one statement, not E502's
  await page.screenshot({ path: test.info().outputPath('settlement-screen.png'), fullPage: true });
  const scan = await new AxeBuilder({ page }).include('.settlement-screen').analyze();
  expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  const downloading = page.waitForEvent('download');
  await line.getByRole('button', { name: `精算書 ${statementNo} のPDFをダウンロード` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`精算書_${statementNo}.pdf`);
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // A 422: the server's own refusal, in the one error shape, is said on the screen.
  const refused = await page.request.get('/api/v1/settlements/not-a-number/pdf');
  expect(refused.status()).toBe(422);
  const refusal = (await refused.json()) as { message: string; errors?: { message: string }[] };
  const refusalText = [refusal.message, ...(refusal.errors ?? []).map((e) => e.message)];
  await page.route(`**/api/v1/settlements/${statementNo}/pdf`, (route) =>
    route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify(refusal) }),
  );
  await line.getByRole('button', { name: `精算書 ${statementNo} のPDFをダウンロード` }).click();
  const alert = page.getByRole('alert').filter({ hasText: `精算書 ${statementNo}：` });
  for (const text of refusalText) await expect(alert).toContainText(text);
  await expect(alert).toBeInViewport();
  const afterRefusal = await new AxeBuilder({ page }).include('.settlement-screen').analyze();
  expect(afterRefusal.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test('the search says what is wrong with the dates, and the calendar is keyboard and screen-reader usable', async ({
  page,
  login,
  app,
}) => {
  const member = await ownMember(app, '精算照会試験エナジー株式会社', { fit: false, nonFit: true });
  await login(member.loginId);
  await page.waitForURL('**/account/balance');
  await page.goto('/settlement');
  const from = page.getByRole('textbox', { name: '期間（開始）' });
  await from.fill('');
  await page.getByRole('button', { name: '検索' }).click();
  await expect(page.getByText('期間（開始）は必須入力です。')).toBeVisible();
  await from.fill('2027/04/28');
  await page.getByRole('textbox', { name: '期間（終了）' }).fill('2027/04/01');
  await page.getByRole('button', { name: '検索' }).click();
  await expect(page.getByText('期間（終了）は期間（開始）以降の日付を入力してください。')).toBeVisible();

  // クリア as on the other searches: back to the fiscal year's start, messages gone.
  // The required mark is the badge every other screen uses, outside the control's name.
  await expect(page.locator('.settlement-search .required-mark')).toHaveText('必須');
  await page.getByRole('button', { name: 'クリア' }).click();
  await expect(from).toHaveValue(/^\d{4}\/04\/01$/);
  await expect(page.getByRole('textbox', { name: '期間（終了）' })).toHaveValue('');
  await expect(page.getByText('期間（終了）は期間（開始）以降の日付を入力してください。')).toHaveCount(0);

  // May 2027 starts on a Saturday: the first row runs Sunday 4/25 … Saturday 5/1.
  await from.fill('2027/05/01');
  await page.getByRole('button', { name: '期間（開始）のカレンダーを開く' }).click();
  const calendar = page.getByRole('dialog', { name: '期間（開始）の日付を選択' });
  await expect(calendar.getByRole('heading', { name: '2027年5月' })).toBeVisible();
  const firstWeek = calendar.getByRole('row').nth(1).getByRole('gridcell');
  await expect(firstWeek).toHaveText(['25', '26', '27', '28', '29', '30', '1']);
  await expect(calendar.getByRole('gridcell', { name: '2027年5月1日 土曜日' })).toBeFocused();
  await page.keyboard.press('PageDown');
  await expect(calendar.getByRole('heading', { name: '2027年6月' })).toBeVisible();
  await expect(calendar.getByRole('gridcell', { name: '2027年6月1日 火曜日' })).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('settlement-calendar.png') });
  const scan = await new AxeBuilder({ page }).include('.settlement-screen').analyze();
  expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(page.getByRole('button', { name: '期間（開始）のカレンダーを開く' })).toBeFocused();
  await expect(from).toHaveValue('2027/05/01');
});
