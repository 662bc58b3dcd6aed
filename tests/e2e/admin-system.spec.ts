import { expect, expectAccessible, signIn, signInOperator, test } from './fixtures';
import { ownMember } from './own-world';

/**
 * The operator turns maintenance on and off from the console, after a confirmation
 * that says what members will see; a member's next screen is the maintenance page meanwhile.
 */
test('maintenance from the console: confirmed, then members see the maintenance page until it ends', async ({
  page,
  app,
  browser,
}) => {
  await signInOperator(app, page.context());
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'コンソールメニュー' })
    .getByRole('link', { name: 'メンテナンスと業務日付' })
    .click();
  await page.waitForURL('**/admin/system');
  await expect(page.getByRole('heading', { level: 1, name: 'メンテナンスと業務日付' })).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByTestId('maintenance-state')).toContainText('なし（会員画面を公開中）');

  // Cancel changes nothing.
  await page.getByRole('button', { name: 'メンテナンスを開始する' }).click();
  const dialog = page.getByRole('dialog', { name: 'メンテナンスの開始（確認）' });
  await expect(dialog).toContainText('会員の画面はすべてメンテナンス画面に切り替わり');
  await expect(dialog.getByRole('button', { name: 'キャンセル' })).toBeFocused();
  await dialog.getByRole('button', { name: 'キャンセル' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('maintenance-state')).toContainText('なし');

  await page.getByRole('button', { name: 'メンテナンスを開始する' }).click();
  await dialog.getByRole('button', { name: '開始する' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('メンテナンスを開始しました。');
  await expect(page.getByTestId('maintenance-state')).toContainText('メンテナンス中');
  await page.screenshot({ path: test.info().outputPath('admin-maintenance-on.png'), fullPage: true });

  const memberPage = await browser.newPage({ baseURL: app.baseUrl });
  try {
    const member = await ownMember(app, 'メンテナンス中確認エナジー株式会社', { fit: false, nonFit: true });
    await signIn(app, memberPage.context(), member.loginId);
    await memberPage.goto('/account/balance');
    await expect(memberPage).toHaveURL(/\/close$/);

    await page.getByRole('button', { name: 'メンテナンスを終了する' }).click();
    await page
      .getByRole('dialog', { name: 'メンテナンスの終了（確認）' })
      .getByRole('button', { name: '終了する' })
      .click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('メンテナンスを終了しました。');
    await memberPage.goto('/account/balance');
    await expect(memberPage).toHaveURL(/\/account\/balance$/);
  } finally {
    await memberPage.close();
  }
});
