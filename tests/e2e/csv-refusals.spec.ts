import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { expect, expectHeading, test } from './fixtures';
import { ownRetailer } from './own-world';
import { OWN_MEMBER_PASSWORD } from './own-member';
import { buy as enterBuy, ensureOpenRound } from './bid-world';
import { sessions, users } from '../../src/lib/server/db/schema';

/** /bid/list with one bid of the member's: the screen whose CSV control is a plain GET form. */
async function openBidList(page: Page, login: (loginId: string) => Promise<void>, loginId: string) {
  await login(loginId);
  await page.waitForURL('**/account/balance**');
  await page.goto('/bid/list?productCd=2');
  await expectHeading(page, '入札照会');
  await expect(page.getByRole('table', { name: '登録済みの入札' }).locator('tbody tr')).toHaveCount(1);
}

/**
 * The CSV form of /bid/list is a navigation to the API: a refusal must read as the member side
 * reads elsewhere, never as the JSON error body.
 */
test.describe('the bid inquiry CSV refused', () => {
  test('an expired session goes to the login and back to the bid inquiry', async ({ page, login, app }) => {
    const retailer = await ownRetailer(app, { facilities: 1 });
    await ensureOpenRound(app.db);
    await enterBuy(app.db, retailer.loginId, 2, '1.10', 2_000);
    await openBidList(page, login, retailer.loginId);
    await page.waitForLoadState('networkidle');
    const [user] = await app.db.select().from(users).where(eq(users.loginId, retailer.loginId));
    await app.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 3 * 3_600_000) })
      .where(eq(sessions.userId, user!.id));

    await page.getByRole('button', { name: 'CSVダウンロード' }).click();
    await expect(page).toHaveURL(/\/login\?path=%2Fbid%2Flist%3FproductCd%3D2$/);
    await expect(page.getByText('"code"')).toHaveCount(0);
    await page.getByLabel('ログインID').fill(retailer.loginId);
    await page.getByLabel('パスワード', { exact: true }).fill(OWN_MEMBER_PASSWORD);
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await page.waitForURL('**/bid/list?productCd=2');
    await expectHeading(page, '入札照会');
  });

  test('conditions the server refuses are said in Japanese with the way back', async ({ page, login, app }) => {
    const retailer = await ownRetailer(app, { facilities: 1 });
    await ensureOpenRound(app.db);
    await enterBuy(app.db, retailer.loginId, 2, '1.10', 2_000);
    await openBidList(page, login, retailer.loginId);
    // A product code the API refuses (422), as a stale or edited form would send it.
    await page.locator('form.csv-download input[name="productCd"]').evaluate((input: HTMLInputElement) => {
      input.value = '9';
    });
    await page.getByRole('button', { name: 'CSVダウンロード' }).click();
    await expectHeading(page, 'ダウンロードできませんでした');
    await expect(page.getByRole('alert')).toHaveText('商品の指定が正しくありません。');
    await expect(page.locator('body')).not.toContainText('"code"');
    await page.getByRole('link', { name: '元の画面へ戻る' }).click();
    await page.waitForURL('**/bid/list?productCd=2');
    await expectHeading(page, '入札照会');
  });
});
