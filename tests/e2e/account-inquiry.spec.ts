import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import iconv from 'iconv-lite';
import type { Download, Page } from '@playwright/test';
import { expect, expectHeading, test } from './fixtures';
import { ownCertificate, ownGenerator, ownRetailer } from './own-world';
import { cellUnder, columnTexts } from './table-cells';

const grid = (page: Page, name: string) => page.getByRole('table', { name });
const bodyRows = (page: Page, name: string) => grid(page, name).locator('tbody tr');

/** "1–10件 / 全44件" → 44. Read only once the page shows the result it waits for. */
async function totalOf(page: Page): Promise<number> {
  const text = await page.locator('.grid-range').first().innerText();
  return Number(/全([\d,]+)件/.exec(text)![1]!.replace(/,/g, ''));
}

/** Waits (web-first) until the pager shows `total`: after a search or reload it first shows the old result. */
async function expectTotal(page: Page, total: number): Promise<void> {
  await expect(page.locator('.grid-range').first()).toContainText(`全${total.toLocaleString('ja-JP')}件`);
}

async function bytesOf(download: Download): Promise<Buffer> {
  return readFile((await download.path())!);
}

test.describe('account inquiries (残高照会・履歴照会・証書一覧)', () => {
  test('balance: default conditions, paging, filters kept in the URL across a reload', async ({ page, login, app }) => {
    // 60 facilities certified for the product the screen opens on: 60 lines, 12 of them solar.
    const generator = await ownGenerator(app, { facilities: 60, products: [2] });
    await login(generator.loginId);
    await page.waitForURL('**/account/balance');
    await expectHeading(page, '残高照会');
    await expect(page.getByLabel('対象年度')).toHaveValue('2026');
    await expect(bodyRows(page, '残高一覧')).toHaveCount(10);
    await expectTotal(page, 60);
    const total = await totalOf(page);
    await expect(page.locator('.grid-summary')).toContainText(`件数 ${total.toLocaleString('ja-JP')}件`);
    await expect(page.locator('.grid-summary')).toContainText('残高合計');
    // Numbers are grouped and right-aligned.
    const balanceCell = await cellUnder(
      page.getByRole('table', { name: '残高一覧' }),
      bodyRows(page, '残高一覧').first(),
      '残高(kWh)',
    );
    await expect(balanceCell).toHaveText(/^\d{1,3}(,\d{3})*$/);
    await expect(balanceCell).toHaveCSS('text-align', 'right');
    await page.screenshot({ path: test.info().outputPath('account-balance.png'), fullPage: true });

    await page.getByLabel('表示件数').selectOption('25');
    await expect(bodyRows(page, '残高一覧')).toHaveCount(25);
    await page.getByRole('button', { name: '次のページ' }).click();
    await expect(page.locator('.grid-range')).toHaveText(`26–50件 / 全${total}件`);
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/limit=25/);
    await page.reload();
    await expect(page.locator('.grid-range')).toHaveText(`26–50件 / 全${total}件`);
    await page.getByLabel('表示件数').selectOption('all');
    await expect(bodyRows(page, '残高一覧')).toHaveCount(total);

    await page.getByLabel('再エネ種別').selectOption({ label: '太陽光' });
    await page.getByLabel('設備ID').press('Enter');
    await expect(page).toHaveURL(/reType=1/);
    // The unfiltered rows stay until the answer arrives (and may start with 太陽光 too): wait until
    // every row is solar before reading the filtered total.
    const balanceTable = page.getByRole('table', { name: '残高一覧' });
    await expect.poll(async () => [...new Set(await columnTexts(balanceTable, '再エネ種別'))]).toEqual(['太陽光']);
    await expectTotal(page, 12);
    const solar = await totalOf(page);
    await expect(bodyRows(page, '残高一覧')).toHaveCount(solar);
    await page.reload();
    await expect(page.getByLabel('再エネ種別')).toHaveValue('1');
    await expectTotal(page, solar);
    await expect(bodyRows(page, '残高一覧')).toHaveCount(solar);

    await page.getByLabel('設備ID').fill('Ｎ０００');
    await page.getByRole('button', { name: '検索' }).click();
    await expect(page.getByText('設備IDは半角で入力してください。')).toBeVisible();
    await page.getByLabel('設備ID').fill('NO-SUCH-ID');
    await page.getByRole('button', { name: '検索' }).click();
    await expect(page.getByText('該当するデータがありません。')).toBeVisible();
    await expect(page).toHaveURL(/equipmentId=NO-SUCH-ID/);

    // クリア resets the form and searches with it: the list and its CSV follow what the form shows.
    await page.getByRole('button', { name: 'クリア' }).click();
    await expect(page.getByLabel('設備ID')).toHaveValue('');
    await expect(page.getByLabel('再エネ種別')).toHaveValue('');
    await expectTotal(page, total);
    await expect(page).not.toHaveURL(/equipmentId=/);
    const waiting = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSVダウンロード' }).click();
    const csvLines = iconv
      .decode(await bytesOf(await waiting), 'cp932')
      .trim()
      .split('\r\n');
    expect(csvLines).toHaveLength(total + 1);
  });

  test('balance CSV downloads in Shift_JIS and in UTF-8', async ({ page, login, app }) => {
    const retailer = await ownRetailer(app, { facilities: 12 });
    await login(retailer.loginId);
    await page.waitForURL('**/account/balance**');
    await expect(bodyRows(page, '残高一覧')).toHaveCount(10);
    const name = /^残高照会_2026_\d{8}\.csv$/;

    let waiting = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSVダウンロード' }).click();
    const sjis = await waiting;
    expect(sjis.suggestedFilename()).toMatch(name);
    const sjisBytes = await bytesOf(sjis);
    expect(sjisBytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(false);

    await page.getByLabel('文字コード').selectOption('utf8');
    waiting = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSVダウンロード' }).click();
    const utf8 = await waiting;
    expect(utf8.suggestedFilename()).toMatch(name);
    const utf8Bytes = await bytesOf(utf8);
    expect(utf8Bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    await expect(page.getByRole('button', { name: 'CSVダウンロード' })).toBeEnabled();
  });

  test('history: postings with signed volumes, a period that must be in order, CSV', async ({ page, login, app }) => {
    const retailer = await ownRetailer(app, { facilities: 12 });
    await login(retailer.loginId);
    await page.waitForURL('**/account/balance**');
    await page.goto('/account/history');
    await expectHeading(page, '履歴照会');
    await expect(bodyRows(page, '履歴一覧')).toHaveCount(10);
    await expect(bodyRows(page, '履歴一覧').first().locator('td').first()).toHaveText(
      /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/,
    );
    await expect(grid(page, '履歴一覧').locator('tbody td.num').first()).toHaveText(/^[+-]\d{1,3}(,\d{3})*$/);
    await page.screenshot({ path: test.info().outputPath('account-history.png'), fullPage: true });

    await page.getByLabel('期間（開始）', { exact: true }).fill('2026/12/01');
    await page.getByLabel('期間（終了）', { exact: true }).fill('2026/11/01');
    await page.getByRole('button', { name: '検索' }).click();
    await expect(page.getByText('期間（終了）は期間（開始）以降の日付を入力してください。')).toBeVisible();
    await page.getByLabel('期間（開始）', { exact: true }).fill('2026/02/30');
    await page.getByRole('button', { name: '検索' }).click();
    await expect(page.getByText('期間（開始）はYYYY/MM/DD形式の日付で入力してください。')).toBeVisible();
    // Typed loosely, shown as YYYY/MM/DD once the field is left.
    await page.getByLabel('期間（開始）', { exact: true }).fill('２０２６０４０１');
    await page.getByLabel('期間（終了）', { exact: true }).fill('2026-4-2');
    await page.getByLabel('期間（終了）', { exact: true }).blur();
    await expect(page.getByLabel('期間（開始）', { exact: true })).toHaveValue('2026/04/01');
    await expect(page.getByLabel('期間（終了）', { exact: true })).toHaveValue('2026/04/02');
    await page.getByRole('button', { name: '検索' }).click();
    await expect(page.getByText('該当するデータがありません。')).toBeVisible();
    await expect(page).toHaveURL(/dateFrom=2026-04-01&dateTo=2026-04-02/);

    // A date picked in the calendar (opened on the field's month) lands in the field as YYYY/MM/DD.
    await page.getByRole('button', { name: '期間（終了）のカレンダーを開く' }).click();
    const calendar = page.getByRole('dialog', { name: '期間（終了）の日付を選択' });
    await expect(calendar.getByRole('columnheader')).toHaveText(['日', '月', '火', '水', '木', '金', '土']);
    await calendar.getByRole('gridcell', { name: /^2026年4月30日/ }).click();
    await expect(page.getByLabel('期間（終了）', { exact: true })).toHaveValue('2026/04/30');
    await page.getByLabel('期間（終了）', { exact: true }).fill('');
    await page.getByRole('button', { name: '検索' }).click();
    await expect(bodyRows(page, '履歴一覧')).toHaveCount(10);
    const waiting = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSVダウンロード' }).click();
    expect((await waiting).suggestedFilename()).toMatch(/^履歴照会_2026_\d{8}\.csv$/);
  });

  test('certificate list: the fiscal-year range by default, required dates, PDF per row', async ({
    page,
    login,
    app,
  }) => {
    const retailer = await ownRetailer(app, { facilities: 2 });
    const [first, second] = retailer.facilityIds as [string, string];
    const location = await ownCertificate(
      app,
      retailer,
      {
        nfcTypeCd: 1,
        consumer: '一覧試験需要家株式会社',
        officeName: '本社',
        demandLocation: '東京都千代田区丸の内一丁目',
      },
      [
        { equipmentId: first, volume: 6_000 },
        { equipmentId: second, volume: 1_500 },
      ],
    );
    const menu = await ownCertificate(app, retailer, { nfcTypeCd: 2, menuName: '再エネ１００プラン' }, [
      { equipmentId: first, volume: 1_000 },
    ]);
    await login(retailer.loginId);
    await page.waitForURL('**/account/balance**');
    await page.goto('/account/nfc/list');
    await expectHeading(page, '証書一覧');
    await expect(page.getByLabel('発行日（開始）', { exact: true })).toHaveValue('2026/04/01');
    await expect(page.getByLabel('発行日（終了）', { exact: true })).toHaveValue('2027/03/31');
    await expect(bodyRows(page, '証書一覧')).toHaveCount(2);
    const row = bodyRows(page, '証書一覧').filter({ hasText: location });
    await expect(row).toContainText('需要場所');
    await expect(row).toContainText('7,500');
    await expect(row.getByRole('link', { name: /トラッキング情報/ })).toHaveAttribute('target', '_blank');
    await page.screenshot({ path: test.info().outputPath('account-nfc-list.png'), fullPage: true });

    const waiting = page.waitForEvent('download');
    await row.getByRole('button', { name: `${location}のPDFをダウンロード` }).click();
    const pdf = await waiting;
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await bytesOf(pdf)).subarray(0, 4).toString('latin1')).toBe('%PDF');

    await page.getByLabel('証書種別').selectOption('2');
    await page.getByRole('button', { name: '検索' }).click();
    await expect(bodyRows(page, '証書一覧').filter({ hasText: location })).toHaveCount(0);
    await expect(bodyRows(page, '証書一覧').filter({ hasText: menu })).toHaveCount(1);

    await page.getByLabel('発行日（開始）', { exact: true }).fill('');
    await page.getByRole('button', { name: '検索' }).click();
    await expect(page.getByText('発行日（開始）は必須入力です。')).toBeVisible();
    await page.getByLabel('対象年度').selectOption('2025');
    await expect(page.getByLabel('発行日（開始）', { exact: true })).toHaveValue('2025/04/01');
    await expect(page.getByLabel('発行日（終了）', { exact: true })).toHaveValue('2026/03/31');
  });

  test('account screens have no serious accessibility violations', async ({ page, login, app }) => {
    const retailer = await ownRetailer(app, { facilities: 2 });
    await login(retailer.loginId);
    await page.waitForURL('**/account/balance**');
    for (const path of [
      '/account/balance',
      '/account/history',
      '/account/nfc/list',
      '/account/negotiation/input',
      '/account/nfc/publish/input',
    ]) {
      await page.goto(path);
      await expect(page.getByText('データを取得中です。')).toHaveCount(0);
      const scan = await new AxeBuilder({ page }).analyze();
      const serious = scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });
});
