import { readFile } from 'node:fs/promises';
import iconv from 'iconv-lite';
import { parse } from 'csv-parse/sync';
import { expect, expectAccessible, expectHeading, test } from './fixtures';
import { ownCertificate, ownRetailer } from './own-world';
import { FISCAL_YEAR } from './bid-world';

const CONSUMER = '報告試験需要家株式会社';
const OTHER = '別の報告試験需要家株式会社';
const consumerOf = (name: string) =>
  ({ nfcTypeCd: 1, consumer: name, officeName: '本社', demandLocation: '東京都千代田区１丁目１番地' }) as const;

/**
 * 報告用資料: opened from the certificate list, the screen lists the year's certificates with totals;
 * choosing a consumer narrows them to that consumer's, and the CSV has one row per facility.
 */
test('the reporting pack opens from the certificate list, narrows to a consumer and downloads its CSV', async ({
  page,
  app,
  login,
}) => {
  test.setTimeout(120_000);
  const retailer = await ownRetailer(app, { facilities: 2 });
  const [first, second] = retailer.facilityIds as [string, string];
  const own = await ownCertificate(app, retailer, consumerOf(CONSUMER), [
    { equipmentId: first, volume: 1_000 },
    { equipmentId: second, volume: 500 },
  ]);
  await ownCertificate(app, retailer, consumerOf(OTHER), [{ equipmentId: first, volume: 200 }]);
  await ownCertificate(app, retailer, { nfcTypeCd: 2, menuName: '報告試験プラン' }, [
    { equipmentId: second, volume: 300 },
  ]);

  await login(retailer.loginId);
  await page.waitForURL('**/account/balance**');
  await page.goto('/account/nfc/list');
  await expectHeading(page, '証書一覧');
  await page.getByRole('link', { name: '報告用資料（温対法・RE100）' }).click();
  await expectHeading(page, '報告用資料');

  await page.getByLabel('対象年度').selectOption(String(FISCAL_YEAR));
  const certificates = page.getByRole('table', { name: '対象の証書' }).locator('tbody tr');
  await expect(certificates).toHaveCount(3);
  const totals = page.getByRole('table', { name: '需要家別の合計' });
  await expect(totals.getByRole('row', { name: /^合計/ })).toContainText('2,000');
  await expectAccessible(page);

  await page.getByLabel('需要家').selectOption(CONSUMER);
  await expect(certificates).toHaveCount(1);
  await expect(certificates.first()).toContainText(own);
  await expect(certificates.first()).toContainText('非FIT');
  await expect(totals.getByRole('row', { name: /^合計/ })).toContainText('1,500');
  await expect(
    certificates.first().getByRole('link', { name: `${own}の公開ページ（新しいタブで開く）` }),
  ).toBeVisible();
  await expectAccessible(page);

  const waiting = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSVダウンロード' }).click();
  const file = await waiting;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^報告用資料_${FISCAL_YEAR}_${CONSUMER}_\\d{8}\\.csv$`));
  const rows = parse(iconv.decode(await readFile((await file.path())!), 'cp932')) as string[][];
  expect(rows[0]!.slice(0, 3)).toEqual(['需要家名/電源メニュー名', '法人番号', '証書番号']);
  const col = (name: string) => rows[0]!.indexOf(name);
  expect(rows.slice(1).map((r) => [r[0], r[col('証書番号')], r[col('設備ID')], r[col('設備別発行量(kWh)')]])).toEqual([
    [CONSUMER, own, first, '1000'],
    [CONSUMER, own, second, '500'],
  ]);
});
