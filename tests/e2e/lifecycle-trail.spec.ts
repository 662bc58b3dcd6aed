import { readFile } from 'node:fs/promises';
import iconv from 'iconv-lite';
import { parse } from 'csv-parse/sync';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectHeading, test } from './fixtures';
import { ownCertificate, ownRetailer } from './own-world';
import { FISCAL_YEAR } from './bid-world';

const stepRows = (page: Page, caption: string | RegExp) =>
  page.getByRole('table', { name: caption }).locator('tbody tr');

/**
 * 追跡履歴: opened from a balance row and from a certificate row, the screen lists the volume's
 * steps (移転（受入） from the generator, then 証書発行) and downloads them as CSV.
 */
test('the lifecycle trail opens from the balance and certificate list rows and downloads its CSV', async ({
  page,
  app,
  login,
}) => {
  test.setTimeout(120_000);
  const retailer = await ownRetailer(app, { facilities: 1 });
  const facilityId = retailer.facilityIds[0]!;
  const certificateNo = await ownCertificate(app, retailer, { nfcTypeCd: 2, menuName: '追跡試験プラン' }, [
    { equipmentId: facilityId, volume: 1_000 },
  ]);

  await login(retailer.loginId);
  await page.waitForURL('**/account/balance**');
  await page.goto(`/account/balance?fiscalYear=${FISCAL_YEAR}&productCd=2`);
  await expectHeading(page, '残高照会');
  await page.getByRole('link', { name: `${facilityId} 調達の追跡履歴` }).click();
  await expectHeading(page, '追跡履歴（保有明細）');
  const lineSteps = stepRows(page, '追跡履歴');
  await expect(lineSteps).toHaveCount(2);
  await expect(lineSteps.nth(0)).toContainText('移転（受入）');
  await expect(lineSteps.nth(0)).toContainText(`相手先 ${retailer.generator.memberNumber}`);
  await expect(lineSteps.nth(1)).toContainText('証書発行');
  await expect(lineSteps.nth(1)).toContainText(`証書番号 ${certificateNo}`);
  await expect(lineSteps.nth(1).getByRole('link', { name: '証書PDF' })).toBeVisible();
  await expectAccessible(page);

  const waiting = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSVダウンロード' }).click();
  const file = await waiting;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^追跡履歴_保有明細_${FISCAL_YEAR}_2_2_`));
  const rows = parse(iconv.decode(await readFile((await file.path())!), 'cp932')) as string[][];
  expect(rows[0]!.slice(0, 5)).toEqual(['設備ID', '設備名', '日時', '営業日', '区分']);
  expect(rows.slice(1).map((r) => [r[0], r[4], r[6], r[7]])).toEqual([
    [facilityId, '移転（受入）', '10000', '0'],
    [facilityId, '証書発行', '-1000', '1000'],
  ]);

  await page.goto('/account/nfc/list');
  await expectHeading(page, '証書一覧');
  await page.getByRole('link', { name: `${certificateNo}の追跡履歴` }).click();
  await expectHeading(page, '追跡履歴（証書）');
  await expect(page.getByRole('heading', { name: `証書番号 ${certificateNo}` })).toBeVisible();
  const certSteps = stepRows(page, new RegExp(`設備 ${facilityId}`));
  await expect(certSteps).toHaveCount(2);
  await expect(certSteps.nth(1)).toContainText('証書発行');
  await expectAccessible(page);
});
