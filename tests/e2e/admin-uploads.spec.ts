import { eq, sql } from 'drizzle-orm';
import { expect, expectAccessible, signInOperator, test } from './fixtures';
import { createClosedAuctionInAnyYear, createFacility } from '../fixtures/settlement-fixtures';
import { auctionSupplies } from '../../src/lib/server/db/schema';

/**
 * Console uploads: a FIT supply file with one bad row is refused with its report and nothing
 * written; the corrected file is then imported after the confirmation.
 */
test('an operator uploads FIT supply: a bad row refuses the file, the corrected file is imported', async ({
  page,
  app,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now() % 1_000_000;
  const [f1, f2] = [`UPE-${stamp}-1`, `UPE-${stamp}-2`];
  await createFacility(app.db, f1, { isFit: true });
  await createFacility(app.db, f2, { isFit: true });
  const auction = await createClosedAuctionInAnyYear(app.db, 1);
  const supplied = async () =>
    (
      await app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(auctionSupplies)
        .where(eq(auctionSupplies.auctionId, auction.id))
    )[0]!.n;

  await signInOperator(app, page.context());
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'コンソールメニュー' })
    .getByRole('link', { name: 'ファイル取込' })
    .click();
  await page.waitForURL('**/admin/uploads');
  // The list of markets arrives after the page: choose once this auction is in it, and check it stays.
  const market = page.getByLabel('市場', { exact: true });
  await expect(market.locator(`option[value="${auction.marketNo}"]`)).toHaveCount(1);
  await market.selectOption(String(auction.marketNo));
  await expect(market).toHaveValue(String(auction.marketNo));
  const file = page.getByLabel('ファイル', { exact: true });
  const importButton = page.getByRole('button', { name: '取り込む' });

  await file.setInputFiles({
    name: 'supply-bad.csv',
    mimeType: 'text/csv',
    // One bad volume, then 1,200 unknown facilities: the first 1,000 bad rows are listed, the
    // rest counted, with the rows per kind over the whole file.
    buffer: Buffer.from(
      `facility_id,volume\r\n${f1},12000\r\n${f2},12.5\r\n` +
        Array.from({ length: 1200 }, (_, i) => `NOPE-${stamp}-${i},1\r\n`).join(''),
    ),
  });
  await page.getByRole('button', { name: '確認する' }).click();
  const problems = page.getByRole('table', { name: '不備のある行' });
  await expect(problems.getByRole('row').nth(1)).toContainText('3volume供給量は1以上の整数（kWh）で指定してください');
  await expect(problems.getByRole('row')).toHaveCount(1 + 1000);
  await expect(page.getByRole('alert').filter({ hasText: '1,201 行に不備があります' })).toBeVisible();
  await expect(page.getByText('…ほか 201 件（不備のある行のうち先頭の 1,000 行を表示しています）。')).toBeVisible();
  const kinds = page.getByRole('table', { name: '不備の種類ごとの行数' });
  await expect(kinds.getByRole('row').nth(1)).toHaveText('volume供給量は1以上の整数（kWh）で指定してください1 行');
  await expect(kinds.getByRole('row').nth(2)).toHaveText('facility_id設備が登録されていません1,200 行');
  await expect(importButton).toBeDisabled();
  await expectAccessible(page);
  expect(await supplied()).toBe(0);

  await file.setInputFiles({
    name: 'supply.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`facility_id,volume\r\n${f1},12000\r\n${f2},8000\r\n`),
  });
  await page.getByRole('button', { name: '確認する' }).click();
  await expect(page.getByText('不備のある行はありません。取り込むことができます。')).toBeVisible();
  await expect(page.getByLabel('ファイルの合計')).toContainText('20,000 kWh');
  await importButton.click();
  const dialog = page.getByRole('dialog', { name: 'ファイルの取込（確認）' });
  await expect(dialog).toContainText('2 設備、合計 20,000 kWh のFIT供給量を登録します。');
  await dialog.getByRole('button', { name: '取り込む' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'のFIT供給量を登録しました。' })).toBeVisible();
  expect(await supplied()).toBe(2);
});
