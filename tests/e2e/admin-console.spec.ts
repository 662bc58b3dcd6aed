import { expect, expectAccessible, test } from './fixtures';
import { totpCodeAt } from '../../src/lib/server/auth/mfa/totp';
import { createOperator } from '../../src/lib/server/services/operators/create-operator';

const NEW_PASSWORD = 'Ops#Console2026';

test.describe('the operators’ console', () => {
  test('an operator signs in, enrols the authenticator, changes the password and sees the dashboard; a member gets 404', async ({
    page,
    app,
    login,
  }) => {
    const { operator, temporaryPassword } = await createOperator(
      app.db,
      { type: 'operator', name: 'ops:e2e' },
      { loginId: `ops-e2e-${Date.now() % 100_000}`, displayName: '運用 太郎' },
    );

    // Nobody signed in: every console page leads to its login.
    await page.goto('/admin');
    await page.waitForURL('**/admin/login');
    await expect(page.getByText('運用管理コンソール', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('ログインID').fill(operator.loginId);
    await page.getByLabel('パスワード', { exact: true }).fill('Wrong#Pass2026');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await expect(page.getByRole('alert')).toContainText('ログインIDまたはパスワードが正しくありません。');
    await page.getByLabel('パスワード', { exact: true }).fill(temporaryPassword);
    await page.getByRole('button', { name: 'ログイン' }).click();

    // The first sign-in: enrolment before anything else.
    await page.waitForURL('**/admin/mfa/setup');
    await expect(page.getByRole('heading', { level: 1, name: '二要素認証の設定' })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/admin');
    await page.waitForURL('**/admin/mfa/setup');
    await page.getByRole('button', { name: '設定を開始する' }).click();
    await expect(page.getByRole('img', { name: '認証アプリ用のQRコード' })).toBeVisible();
    await expectAccessible(page, '/admin/mfa/setup (QR code)');
    const secret = (await page.locator('code.mfa-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByRole('textbox', { name: '確認コード' }).fill(totpCodeAt(secret, new Date()));
    await page.getByRole('button', { name: '確認' }).click();
    await expect(page.getByText('二要素認証を設定しました。')).toBeVisible();
    await expect(page.locator('.recovery-codes li')).toHaveCount(10);
    await expectAccessible(page, '/admin/mfa/setup (recovery codes)');
    await page.getByRole('button', { name: '保管しました。次へ進む' }).click();

    // Then the temporary password goes.
    await page.waitForURL('**/admin/password/first-change');
    await expectAccessible(page);
    await page.getByLabel('現在のパスワード（仮パスワード）').fill(temporaryPassword);
    await page.getByLabel('新しいパスワード', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('新しいパスワード（確認）').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: '変更する' }).click();

    // The dashboard, under the console's own header.
    await page.waitForURL((url) => url.pathname === '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'ダッシュボード' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('運用管理コンソール');
    await expect(page.getByRole('banner')).toContainText('運用 太郎');
    await expect(page.getByTestId('business-date')).toHaveText(/^\d{4}\/\d{2}\/\d{2}/);
    await expect(page.getByTestId('maintenance')).toHaveText('なし（会員画面を公開中）');
    const current = page.getByRole('region', { name: /開催中の回/ });
    await expect(current.getByRole('row')).toHaveCount(4);
    await expect(current).toContainText('受付中');
    const cleared = page.getByRole('region', { name: '直近の約定結果' });
    await expect(cleared.getByRole('row').nth(1)).toContainText(/\d+\.\d{2}/);
    await expect(cleared).toContainText(/[\d,]+ kWh/);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'ログアウト' }).click();
    await page.waitForURL('**/admin/login');
    expect((await page.goto('/admin'))!.url()).toContain('/admin/login');

    // A member in the same browser: the console does not exist for them.
    await login('sakura01');
    await expect(page.getByRole('heading', { level: 1, name: '残高照会' })).toBeVisible();
    for (const path of ['/admin', '/admin/login', '/admin/mfa/setup']) {
      const res = await page.goto(path);
      expect(res!.status(), path).toBe(404);
      await expect(page.getByText('運用管理コンソール')).toHaveCount(0);
    }
    const api = await page.request.get('/api/admin/dashboard');
    expect(api.status()).toBe(404);
    expect((await api.json()).code).toBe('C_SH_014');
  });
});
