import type { BrowserContext } from '@playwright/test';
import { expect, expectHeading, signIn, test } from './fixtures';
import { OWN_MEMBER_PASSWORD, registerOwnMemberWithTemporaryPassword } from './own-member';
import { ownMember } from './own-world';
import { PASSWORD_CHANGED } from '../../src/lib/notices';

/**
 * The sign-in pages are server-rendered forms that work before (or without) their
 * script. With JavaScript off the browser posts each form to its own page.
 */
test.use({ javaScriptEnabled: false });

async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === name)?.value;
}

test.describe('sign-in pages without JavaScript', () => {
  test('logging in replaces the session the browser held and opens the page asked for', async ({
    page,
    context,
    app,
  }) => {
    const member = await ownMember(app, 'スクリプトなしログイン試験エナジー株式会社', { fit: false, nonFit: true });
    await signIn(app, context, member.loginId);
    const old = await cookie(context, 'sid');
    await page.goto('/login?path=%2Faccount%2Fhistory');
    await page.getByLabel('ログインID').fill(member.loginId);
    await page.getByLabel('パスワード', { exact: true }).fill(OWN_MEMBER_PASSWORD);
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await page.waitForURL('**/account/history');
    const sid = await cookie(context, 'sid');
    expect(sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sid).not.toBe(old);
    const userInfo = (value: string) =>
      fetch(`${app.baseUrl}/api/v1/auth/user-info`, { headers: { cookie: `sid=${value}` } });
    expect((await userInfo(old!)).status).toBe(401);
    expect((await userInfo(sid!)).status).toBe(200);
  });

  test('a wrong password is told above the form, the login id kept and the password emptied', async ({ page, app }) => {
    const member = await ownMember(app, 'スクリプトなし誤入力試験エナジー株式会社', { fit: false, nonFit: true });
    await page.goto('/login');
    await page.getByLabel('ログインID').fill(member.loginId);
    await page.getByLabel('パスワード', { exact: true }).fill('Wrong#Pass2026');
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'ログインIDまたはパスワードが正しくありません。' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('ログインID')).toHaveValue(member.loginId);
    await expect(page.getByLabel('パスワード', { exact: true })).toHaveValue('');
  });

  test('a temporary password leads to the first-login change, which checks the rules and then opens home', async ({
    page,
    app,
  }) => {
    const fresh = await registerOwnMemberWithTemporaryPassword(app, {
      name: 'スクリプトなし初回ログイン試験電力株式会社',
      kind: 'retailer',
      fitParticipation: true,
      nonFitParticipation: true,
    });
    await page.goto('/login');
    await page.getByLabel('ログインID').fill(fresh.loginId);
    await page.getByLabel('パスワード', { exact: true }).fill(fresh.temporaryPassword);
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await page.waitForURL('**/password/first-change');
    await expectHeading(page, '初回パスワード変更');

    await page.getByLabel('現在のパスワード', { exact: true }).fill(fresh.temporaryPassword);
    await page.getByLabel('新しいパスワード', { exact: true }).fill('short');
    await page.getByLabel('新しいパスワード（確認）', { exact: true }).fill('short');
    await page.getByRole('button', { name: '変更' }).click();
    const newPassword = page.getByLabel('新しいパスワード', { exact: true });
    await expect(newPassword).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByText(
        '新しいパスワードは半角英大文字・半角英小文字・数字・記号の4種類を使用し、10～50文字で作成してください。',
      ),
    ).toBeVisible();
    await expect(newPassword).toHaveValue('');

    await page.getByLabel('現在のパスワード', { exact: true }).fill(fresh.temporaryPassword);
    await newPassword.fill('Fresh#Pass2026');
    await page.getByLabel('新しいパスワード（確認）', { exact: true }).fill('Fresh#Pass2026');
    await page.getByRole('button', { name: '変更' }).click();
    await page.waitForURL('**/account/balance');
    await expectHeading(page, '残高照会');
  });

  test('an ordinary password change empties the form and says so in the green snackbar', async ({
    page,
    context,
    app,
  }) => {
    const member = await ownMember(app, 'スクリプトなし変更試験エナジー株式会社', { fit: false, nonFit: true });
    await signIn(app, context, member.loginId);
    await page.goto('/password/change');
    await page.getByLabel('現在のパスワード', { exact: true }).fill(OWN_MEMBER_PASSWORD);
    await page.getByLabel('新しいパスワード', { exact: true }).fill('Later#Pass2027');
    await page.getByLabel('新しいパスワード（確認）', { exact: true }).fill('Later#Pass2027');
    await page.getByRole('button', { name: '変更する' }).click();
    await expect(page.getByRole('status').getByText(PASSWORD_CHANGED)).toBeVisible();
    await expect(page.getByLabel('現在のパスワード', { exact: true })).toHaveValue('');
  });
});
