import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectHeading, test } from './fixtures';
import { ensureOpenRound, fiscalYearOf, type Round } from './bid-world';
import { ownGenerator, ownMember } from './own-world';
import { getSystemState } from '../../src/lib/server/services/system/system-state';

/** The calendar's footer, the bid entry notice and the generator's sell entry. */

async function expectBusinessDateFooter(page: Page, label: string, businessDate: string) {
  await page.getByRole('button', { name: `${label}のカレンダーを開く` }).click();
  const calendar = page.getByRole('dialog', { name: `${label}の日付を選択` });
  await expect(calendar.getByRole('button', { name: '業務日付へ' })).toBeVisible();
  await expect(calendar.getByRole('button', { name: '今日へ' })).toHaveCount(0);
  // Away from the business date's month and back: the footer goes to the business date.
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await calendar.getByRole('button', { name: '業務日付へ' }).click();
  const [y, m] = businessDate.split('-').map(Number);
  await expect(calendar.getByRole('heading', { name: `${y}年${m}月` })).toBeVisible();
  await expect(calendar.locator('[aria-current="date"]')).toBeFocused();
  await expectAccessible(page, `${new URL(page.url()).pathname} (calendar)`);
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
}

test('every calendar says 業務日付へ and goes to the business date, not only the settlement one', async ({
  page,
  app,
  login,
}) => {
  test.setTimeout(120_000);
  const { businessDate } = await getSystemState(app.db);
  const member = await ownMember(app, '暦試験電力株式会社', { fit: true, nonFit: true });
  await login(member.loginId);
  await page.goto('/account/history');
  await expectHeading(page, '履歴照会');
  await expectBusinessDateFooter(page, '期間（開始）', businessDate);
  await page.goto('/account/nfc/list');
  await expectHeading(page, '証書一覧');
  await expectBusinessDateFooter(page, '発行日（開始）', businessDate);
  await page.goto('/settlement');
  await expectHeading(page, '精算書管理');
  await expectBusinessDateFooter(page, '期間（開始）', businessDate);
});

test.describe('bid entry on /bid/list', () => {
  let round: Round;
  test.beforeAll(async ({ app }) => {
    round = await ensureOpenRound(app.db);
  });

  test('入札を登録しました。 is said beside 入札 and covers no row of the list', async ({ page, app, login }) => {
    test.setTimeout(90_000);
    const buyer = await ownMember(app, '通知位置試験電力株式会社', { fit: false, nonFit: true });
    await page.setViewportSize({ width: 1280, height: 600 });
    await login(buyer.loginId);
    await page.goto('/bid/list?productCd=3');
    await expectHeading(page, '入札照会');
    await page.getByLabel('単価', { exact: true }).fill('1.07');
    await page.getByLabel('入札量', { exact: true }).fill('3,000');
    await page.getByRole('button', { name: '入札', exact: true }).click();
    await page.getByRole('dialog', { name: '買い入札の確認' }).getByRole('button', { name: '登録' }).click();

    const notice = page.locator('.bid-entry').getByRole('status');
    await expect(notice).toHaveText('入札を登録しました。');
    const row = page.getByRole('table', { name: '登録済みの入札' }).getByRole('row').filter({ hasText: '1.07' });
    await expect(row).toContainText('3,000');
    // The row at the bottom edge of the window, where a snackbar sat: nothing lies over it.
    await row.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    const uncovered = await row.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return [0.1, 0.5, 0.9].every((at) => {
        const hit = document.elementFromPoint(box.left + box.width * at, box.top + box.height / 2);
        return hit !== null && el.contains(hit);
      });
    });
    expect(uncovered).toBe(true);
    await page.screenshot({ path: test.info().outputPath('bid-entered-notice.png'), fullPage: true });
    await expectAccessible(page, '/bid/list (entered)');
    // The next bid starts without the earlier notice.
    await page.getByLabel('単価', { exact: true }).fill('1.08');
    await page.getByLabel('入札量', { exact: true }).fill('1,000');
    await page.getByRole('button', { name: '入札', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: '買い入札の確認' });
    await expect(confirm).toBeVisible();
    await expect(notice).toHaveText('');
    await confirm.getByRole('button', { name: '戻る' }).click();
  });

  test('a generator finds 売り入札 as an entry of its own, as prominent as the buy form', async ({
    page,
    app,
    login,
  }) => {
    const seller = await ownGenerator(app, { fiscalYear: fiscalYearOf(round), products: [2] });
    await login(seller.loginId);
    await page.goto('/bid/list?productCd=2');
    await expectHeading(page, '入札照会');
    const sell = page.getByRole('region', { name: '売り入札の登録' });
    const buy = page.getByRole('region', { name: '買い入札の登録' });
    await expect(sell.getByRole('heading', { level: 2, name: '売り入札の登録' })).toBeVisible();
    const sellLink = sell.getByRole('link', { name: '売り入札' });
    await expect(sellLink).toBeInViewport();
    await expect(sellLink).toHaveClass(/btn-primary/);
    // Same size as the buy form's 入札; no longer a small button in the list's toolbar.
    const [sellBox, buyBox] = await Promise.all([
      sellLink.boundingBox(),
      buy.getByRole('button', { name: '入札', exact: true }).boundingBox(),
    ]);
    expect(sellBox!.height).toBe(buyBox!.height);
    const list = page
      .getByRole('table', { name: '登録済みの入札' })
      .locator('xpath=ancestor::div[contains(@class,"bid-list-section")]');
    await expect(list.getByRole('link', { name: '売り入札' })).toHaveCount(0);
    await expectAccessible(page, '/bid/list (generator)');
    await page.screenshot({ path: test.info().outputPath('bid-list-sell-entry.png'), fullPage: true });
    await sellLink.click();
    await page.waitForURL('**/bid/sell-bid/input?productCd=2');
  });

  test('a FIT tab shows no sell entry', async ({ page, app, login }) => {
    const buyer = await ownMember(app, '売り入口なし試験電力株式会社', { fit: true, nonFit: true });
    await login(buyer.loginId);
    await page.goto('/bid/list?productCd=1');
    await expectHeading(page, '入札照会');
    await expect(page.getByRole('region', { name: '買い入札の登録' })).toBeVisible();
    await expect(page.getByRole('region', { name: '売り入札の登録' })).toHaveCount(0);
  });
});
