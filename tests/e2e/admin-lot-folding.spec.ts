import { expect, expectAccessible, signIn, signInOperator, test } from './fixtures';
import { ownMember } from './own-world';
import { buy, createClosedAuction, createFacility, loadFitSupply, OPERATOR } from '../fixtures/settlement-fixtures';
import { addEarlierTargetYear } from '../fixtures/target-years';
import { clearAuction } from '../../src/lib/server/services/auctions/clear-auction';

/**
 * The operator folds a closed target year's FIT lots into holdings and postings from
 * the console (ロットの統合 on /admin/system), with a confirmation and the job's answer; the member's
 * balance of that year reads the same before and after. The year is one of the test's own, before
 * the seeded ones, so its certificates are past their usable date and the year may be folded.
 */
test('an operator folds a closed year’s FIT lots from the console; the member’s balance reads the same', async ({
  page,
  app,
  browser,
}) => {
  const buyer = await ownMember(app, 'ロット統合試験電力株式会社', { fit: true, nonFit: true });
  const fiscalYear = await addEarlierTargetYear(app.db);
  const facilityId = `LOT-${buyer.memberNumber}`;
  await createFacility(app.db, facilityId, { isFit: true });
  const auction = await createClosedAuction(app.db, fiscalYear, 1);
  await loadFitSupply(app.db, auction, facilityId, 10_000);
  await buy(app.db, auction, buyer.memberNumber, 150, 6_000);
  await clearAuction(app.db, OPERATOR, auction.marketNo);

  const memberPage = await browser.newPage({ baseURL: app.baseUrl });
  const balanceReadsTheSame = async () => {
    await memberPage.goto(`/account/balance?fiscalYear=${fiscalYear}&productCd=1`);
    await expect(memberPage.locator('.grid-summary')).toContainText('残高合計 6,000 kWh');
  };
  try {
    await signIn(app, memberPage.context(), buyer.loginId);
    await balanceReadsTheSame();

    await signInOperator(app, page.context());
    await page.goto('/admin/system');
    const section = page.getByRole('region', { name: 'FIT約定のロット' });
    const row = section.getByRole('row').filter({ hasText: `${fiscalYear}年度` });
    await expect(row).toContainText(String(auction.marketNo));
    await expectAccessible(page);

    await row.getByRole('button', { name: `${fiscalYear}年度のロットを統合する` }).click();
    const dialog = page.getByRole('dialog', { name: `${fiscalYear}年度のロットの統合` });
    await expect(dialog).toContainText('途中で失敗した場合は何も変わりません。');
    await dialog.getByRole('button', { name: '統合する' }).click();
    await expect(section.getByRole('status').filter({ hasText: '統合しました' })).toContainText(
      `${fiscalYear}年度のロット 1 件（保有 1 行`,
    );
    await expect(row).toHaveCount(0);

    await balanceReadsTheSame();
  } finally {
    await memberPage.close();
  }
});
