import { expect, expectHeading, test } from './fixtures';
import { ownMember } from './own-world';

/** Unknown URLs get a Japanese page in the app's layout with a way back. */
test.describe('page not found', () => {
  test('a signed-in member keeps the menu and can go back', async ({ page, login, app }) => {
    const member = await ownMember(app, '未登録画面試験エナジー株式会社', { fit: false, nonFit: true });
    await login(member.loginId);
    const res = await page.goto('/account/no-such-screen');
    expect(res?.status()).toBe(404);
    await expectHeading(page, 'ページが見つかりません');
    await expect(page).toHaveTitle('ページが見つかりません');
    await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toBeVisible();
    await page.getByRole('link', { name: '残高照会へ戻る' }).click();
    await page.waitForURL('**/account/balance');
    await expectHeading(page, '残高照会');
  });

  test('without a session the way back is the login page', async ({ page }) => {
    const res = await page.goto('/no-such-screen');
    expect(res?.status()).toBe(404);
    await expectHeading(page, 'ページが見つかりません');
    await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toHaveCount(0);
    await page.getByRole('link', { name: 'ログイン画面へ' }).click();
    await page.waitForURL('**/login');
  });
});
