import { expect, expectAccessible, test, signInOperator } from './fixtures';
import { TestClient } from '../setup/http-client';

/**
 * 会員とユーザー. The operator registers a member and its user, sees the temporary
 * password once, and locks the user after a confirmation that says what it does to the member.
 */
test('members and users from the console: create, temporary password once, lock after confirmation', async ({
  page,
  app,
}) => {
  // One long console session: three accessibility scans, two argon2 hashes and a member login, a
  // reload. About 20 s on a quiet machine; once past 60 s in CI beside the other suites.
  test.slow();
  await signInOperator(app, page.context());
  const suffix = String(Date.now() % 100_000);
  const memberNumber = `E${suffix}`;
  const loginId = `e2e-user-${suffix}`;

  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'コンソールメニュー' })
    .getByRole('link', { name: '会員とユーザー' })
    .click();
  await page.waitForURL('**/admin/members');
  await expect(page.getByRole('heading', { level: 1, name: '会員とユーザー' })).toBeVisible();
  await expectAccessible(page);

  // The CLI's rule, said before anything is sent.
  const memberForm = page.getByRole('form', { name: '取引会員の登録' });
  await memberForm.getByLabel('会員番号').fill('E-1');
  await memberForm.getByRole('button', { name: '取引会員を登録する' }).click();
  await expect(memberForm).toContainText('会員番号は半角英数字20文字以内で指定してください。');
  await expect(memberForm).toContainText('会員名は必須です。');

  await memberForm.getByLabel('会員番号').fill(memberNumber);
  await memberForm.getByLabel('会員名').fill('コンソール試験電力株式会社');
  await memberForm.getByLabel('会員種別').selectOption('consumer');
  await memberForm.getByLabel('非FIT市場に参加').check();
  await memberForm.getByRole('button', { name: '取引会員を登録する' }).click();
  const createDialog = page.getByRole('dialog', { name: '取引会員の登録（確認）' });
  await expect(createDialog).toContainText(`会員番号 ${memberNumber}「コンソール試験電力株式会社」（需要家）`);
  await createDialog.getByRole('button', { name: '登録する' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    `取引会員 ${memberNumber} コンソール試験電力株式会社 を登録しました。`,
  );
  const card = page.getByTestId(`member-${memberNumber}`);
  await expect(card).toContainText('需要家／FIT市場：不参加／非FIT市場：参加');

  const userForm = page.getByRole('form', { name: 'ユーザーの登録' });
  await userForm.getByLabel('取引会員').selectOption(memberNumber);
  await userForm.getByLabel('ログインID').fill(loginId);
  await userForm.getByLabel('表示名').fill('試験 担当');
  await userForm.getByRole('button', { name: 'ユーザーを登録する' }).click();
  const userDialog = page.getByRole('dialog', { name: 'ユーザーの登録（確認）' });
  await expect(userDialog).toContainText('仮パスワードはこの画面に一度だけ表示されます。');
  await userDialog.getByRole('button', { name: '登録する' }).click();
  const notice = page.getByTestId('temporary-password');
  await expect(notice).toContainText(`${loginId} の仮パスワード：`);
  const temporaryPassword = (await notice.locator('code').textContent())!;
  expect(temporaryPassword.length).toBeGreaterThan(8);
  await expect(card.getByTestId(`user-${loginId}`)).toContainText('利用可無効パスワード変更待ち');
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('admin-members-created.png'), fullPage: true });

  // The password works for a first login, and the page never shows it again.
  const member = new TestClient(app.baseUrl);
  expect((await member.login(loginId, temporaryPassword)).status).toBe(200);
  await page.reload();
  await expect(page.getByTestId(`user-${loginId}`)).toBeVisible();
  expect(await page.content()).not.toContain(temporaryPassword);

  // Lock: cancel changes nothing; confirmed, the member's session ends and login is refused.
  const row = page.getByTestId(`user-${loginId}`);
  await row.getByRole('button', { name: `ロック（${loginId}）`, exact: true }).click();
  const lockDialog = page.getByRole('dialog', { name: 'ユーザーのロック（確認）' });
  await expect(lockDialog).toContainText('このユーザーはログインできなくなり、利用中のセッションは終了します。');
  await expect(lockDialog.getByRole('button', { name: 'キャンセル' })).toBeFocused();
  await expectAccessible(page, '/admin/members (confirmation)');
  await lockDialog.getByRole('button', { name: 'キャンセル' }).click();
  await expect(lockDialog).toBeHidden();
  await expect(row).toContainText('利用可');

  await row.getByRole('button', { name: `ロック（${loginId}）`, exact: true }).click();
  await lockDialog.getByRole('button', { name: 'ロックする' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`${loginId} をロックしました。`);
  await expect(row).toContainText('ロック中');
  await expect(row.getByRole('button', { name: `ロック解除（${loginId}）` })).toBeVisible();
  expect((await member.request('GET', '/api/v1/auth/user-info')).status).toBe(401);
  const refused = await new TestClient(app.baseUrl).login(loginId, temporaryPassword);
  expect((await refused.json()).code).toBe('C_AU_006');
});
