import { expect, expectHeading, test } from './fixtures';
import { OWN_MEMBER_PASSWORD, openOwnMemberDialog } from './own-member';
import { totpCodeAt } from '../../src/lib/server/auth/mfa/totp';

test.describe('member TOTP second factor', () => {
  test('a member enrols from the member dialog and then logs in with a code after the password', async ({
    page,
    login,
    app,
  }) => {
    // A member of its own: the second factor it turns on must not meet the demo users other tests log in as.
    const name = '二要素認証試験エナジー株式会社';
    const { loginId, dialog } = await openOwnMemberDialog(app, page, login, name);
    // The password is asked for once 二要素認証を設定する is pressed; the QR code only after it.
    await expect(dialog.getByLabel('現在のパスワード')).toHaveCount(0);
    await dialog.getByRole('button', { name: '二要素認証を設定する' }).click();
    await dialog.getByLabel('現在のパスワード').fill('Wrong#Pass123');
    await dialog.getByRole('button', { name: '二要素認証を設定する' }).click();
    await expect(dialog.getByText('現在のパスワードが正しくありません', { exact: false })).toBeVisible();
    await expect(dialog.getByRole('img', { name: '二要素認証設定用QRコード' })).toHaveCount(0);
    await dialog.getByLabel('現在のパスワード').fill(OWN_MEMBER_PASSWORD);
    await dialog.getByRole('button', { name: '二要素認証を設定する' }).click();
    await expect(dialog.getByRole('img', { name: '二要素認証設定用QRコード' })).toBeVisible();
    const secret = (await dialog.locator('code.mfa-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    // The code the authenticator app would show now; the login below uses the next step's code.
    const t0 = Date.now();
    await dialog.getByRole('textbox', { name: '確認コード' }).fill(totpCodeAt(secret, new Date(t0)));
    await dialog.getByRole('button', { name: '有効にする' }).click();
    await expect(page.getByText('二要素認証を有効にしました。')).toBeVisible();
    const codes = dialog.getByRole('region', { name: 'リカバリーコード' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await dialog.getByRole('button', { name: '保管しました' }).click();
    await expect(dialog.getByText('設定済みです（リカバリーコード残り 10 件）。')).toBeVisible();
    await dialog.getByRole('button', { name: '閉じる' }).click();

    await page.getByRole('button', { name: 'LOG OUT' }).click();
    await page.waitForURL('**/login');
    // Through the form: the code step comes after the password there.
    await login(loginId, OWN_MEMBER_PASSWORD);
    const code = page.getByRole('textbox', { name: '確認コード' });
    await expect(code).toBeVisible();
    await code.fill(totpCodeAt(secret, new Date(t0 + 30_000)));
    await page.getByRole('button', { name: '確認' }).click();
    await page.waitForURL('**/account/balance');
    await expectHeading(page, '残高照会');
  });
});
