import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { OWN_MEMBER_PASSWORD, openOwnMemberDialog } from './own-member';
import { totpCodeAt } from '../../src/lib/server/auth/mfa/totp';

const THROTTLED = '試行回数が上限を超えました。しばらく時間をおいてから再度お試しください。';

/** Turns the second factor on in the member dialog, as member-mfa.spec.ts does; answers the secret. */
async function enrolTotp(page: Page, dialog: Locator): Promise<{ secret: string; enrolledAt: number }> {
  await dialog.getByRole('button', { name: '二要素認証を設定する' }).click();
  await dialog.getByLabel('現在のパスワード').fill(OWN_MEMBER_PASSWORD);
  await dialog.getByRole('button', { name: '二要素認証を設定する' }).click();
  const secret = (await dialog.locator('code.mfa-secret').textContent())!.trim();
  const enrolledAt = Date.now();
  await dialog.getByRole('textbox', { name: '確認コード' }).fill(totpCodeAt(secret, new Date(enrolledAt)));
  await dialog.getByRole('button', { name: '有効にする' }).click();
  await expect(page.getByText('二要素認証を有効にしました。')).toBeVisible();
  await dialog.getByRole('button', { name: '保管しました' }).click();
  return { secret, enrolledAt };
}

/** A member with the second factor on confirms a new token with the password and the code. */
test.describe('member API tokens with the second factor', () => {
  test.setTimeout(120_000);
  test('the code is asked with the password, a wrong one is refused, the right one shows the token once; guesses are throttled', async ({
    page,
    login,
    app,
  }) => {
    const name = 'APIトークン二要素試験電力株式会社';
    const { dialog } = await openOwnMemberDialog(app, page, login, name);
    const { secret, enrolledAt } = await enrolTotp(page, dialog);
    // The form knows the factor from the dialog read anew.
    await dialog.getByRole('button', { name: '閉じる' }).click();
    await page.getByRole('button', { name: new RegExp(name) }).click();

    const section = dialog.getByRole('region', { name: 'APIトークン' });
    await section.getByRole('button', { name: 'APIトークンを発行する' }).click();
    await section.getByRole('textbox', { name: 'トークン名' }).fill('二要素連携');
    const password = section.getByLabel('現在のパスワード');
    const code = section.getByRole('textbox', { name: '確認コード' });
    await expect(code).toBeVisible();
    // The password alone is not enough.
    await password.fill(OWN_MEMBER_PASSWORD);
    await section.getByRole('button', { name: '発行' }).click();
    await expect(section.getByText('確認コードは必須入力です。')).toBeVisible();
    // A code of the right shape that is not the authenticator's.
    const right = totpCodeAt(secret, new Date(enrolledAt + 30_000));
    await code.fill(right === '000000' ? '111111' : '000000');
    await section.getByRole('button', { name: '発行' }).click();
    await expect(section.getByText('確認コードが正しくありません。')).toBeVisible();
    await expect(section.getByRole('region', { name: '発行したAPIトークン' })).toHaveCount(0);

    await code.fill(right);
    await section.getByRole('button', { name: '発行' }).click();
    const issued = section.getByRole('region', { name: '発行したAPIトークン' });
    const tokenField = issued.getByRole('textbox', { name: '二要素連携 のトークン' });
    await expect(tokenField).toBeFocused();
    expect(await tokenField.inputValue()).toMatch(/^nfcp_[A-Za-z0-9_-]{43}$/);
    await issued.getByRole('button', { name: '保管しました' }).click();
    await expect(issued).toHaveCount(0);
    await expect(section.getByRole('textbox', { name: '二要素連携 のトークン' })).toHaveCount(0);

    // Password guesses count with the login's (5 per login id): the next one is refused, said above the buttons.
    await section.getByRole('button', { name: 'APIトークンを発行する' }).click();
    await section.getByRole('textbox', { name: 'トークン名' }).fill('試行制限');
    await section.getByRole('textbox', { name: '確認コード' }).fill(right);
    for (let attempt = 0; attempt < 5; attempt++) {
      await section.getByLabel('現在のパスワード').fill(`Wrong#Pass12${attempt}`);
      await section.getByRole('button', { name: '発行' }).click();
      await expect(section.getByText('現在のパスワードが正しくありません。')).toBeVisible();
    }
    await section.getByLabel('現在のパスワード').fill(OWN_MEMBER_PASSWORD);
    await section.getByRole('button', { name: '発行' }).click();
    await expect(section.getByText(THROTTLED)).toBeVisible();
    await expect(section.getByRole('region', { name: '発行したAPIトークン' })).toHaveCount(0);
  });
});
