import { expect, expectAccessible, signIn, signInOperator, test } from './fixtures';
import { ownMember } from './own-world';
import { buy, createClosedAuctionInAnyYear, createFacility, loadFitSupply } from '../fixtures/settlement-fixtures';
import { startAppClearingRunner } from '../setup/app-server';

/**
 * The operator starts a closed auction's clearing from the console, watches it run
 * as a job to 完了 and reviews the result; the members then see their contracts.
 */
test('an operator clears a closed auction from the console and the members see the result', async ({
  page,
  app,
  browser,
}) => {
  test.setTimeout(120_000);
  // The app server's clearing runner, as src/server/start.ts starts it beside the server.
  const runner = await startAppClearingRunner(app);
  try {
    const buyer = await ownMember(app, '約定画面試験電力株式会社', { fit: true, nonFit: true });
    const other = await ownMember(app, '約定画面試験エナジー株式会社', { fit: true, nonFit: false }, 'consumer');
    const facilityId = `CLR-${buyer.memberNumber}`;
    await createFacility(app.db, facilityId, { isFit: true });
    const auction = await createClosedAuctionInAnyYear(app.db, 1);
    await loadFitSupply(app.db, auction, facilityId, 20_000);
    await buy(app.db, auction, buyer.memberNumber, 180, 12_000);
    await buy(app.db, auction, other.memberNumber, 90, 12_000);
    await signInOperator(app, page.context());
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'コンソールメニュー' }).getByRole('link', { name: '約定処理' }).click();
    await page.waitForURL('**/admin/clearing');
    const row = page.getByRole('row').filter({ hasText: String(auction.marketNo) });
    await expect(row).toContainText('締切済（約定処理待ち）');
    await row.getByRole('link', { name: '約定処理へ' }).click();
    await page.waitForURL(`**/admin/clearing?marketNo=${auction.marketNo}`);
    await expectAccessible(page);

    await page.getByRole('button', { name: '約定処理を開始する' }).click();
    const dialog = page.getByRole('dialog', { name: '約定処理の開始（確認）' });
    await expect(dialog).toContainText('開始した約定処理は取り消せません。');
    await dialog.getByRole('button', { name: '開始する' }).click();

    const progress = page.getByTestId('clearing-progress');
    await expect(progress).toBeVisible();
    await expect(progress.getByRole('progressbar', { name: '約定処理の進捗' })).toBeVisible();
    await expect(progress).toContainText('状態：完了', { timeout: 60_000 });
    await expect(progress.getByRole('progressbar', { name: '約定処理の進捗' })).toHaveJSProperty('value', 5);
    const result = page.getByRole('region', { name: '約定結果' });
    await expect(result).toContainText('約定価格0.90～1.80 円/kWh');
    await expect(result).toContainText('20,000 kWh');
    await expect(result.getByRole('row').filter({ hasText: buyer.memberNumber })).toContainText('1件');
    await expect(page.getByRole('button', { name: '約定処理を開始する' })).toHaveCount(0);
    // The list below is read again when the job ends, without a reload.
    const listed = page
      .getByRole('region', { name: '約定処理待ちと最近の約定処理' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: String(auction.marketNo), exact: true }) });
    await expect(listed).toContainText('約定済');
    await expect(listed).not.toContainText('締切済（約定処理待ち）');
    await expect(listed.getByRole('link', { name: '結果を見る' })).toBeVisible();
    await expect(listed.getByRole('link', { name: '約定処理へ' })).toHaveCount(0);
    await expectAccessible(page, '/admin/clearing (done)');
    await page.screenshot({ path: test.info().outputPath('admin-clearing-done.png'), fullPage: true });

    // The members see their contracts on their own screens.
    const memberPage = await browser.newPage({ baseURL: app.baseUrl });
    try {
      await signIn(app, memberPage.context(), buyer.loginId);
      await memberPage.goto(`/bid/result?fiscalYear=${auction.fiscalYear}&productCd=1&marketNo=${auction.marketNo}`);
      const mine = memberPage.getByRole('table', { name: '約定結果' }).getByRole('row').filter({ hasText: '1.80' });
      await expect(mine).toContainText('約定');
      await expect(mine).toContainText('12,000');
    } finally {
      await memberPage.close();
    }
  } finally {
    await runner.stop();
  }
});
