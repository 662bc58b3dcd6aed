import { expect, expectAccessible, test } from './fixtures';
import { FISCAL_YEAR } from './bid-world';
import { OWN_MEMBER_PASSWORD } from './own-member';
import { ownGenerator } from './own-world';

/** Personal API tokens made, shown once and revoked in the member dialog. */
test.describe('member API tokens', () => {
  // Two axe scans of the dialog on a shared machine.
  test.setTimeout(150_000);
  test('a member issues a token in the dialog, uses it as a bearer for the balance CSV, revokes it, and it is refused', async ({
    page,
    login,
    app,
    request,
  }) => {
    const name = 'APIトークン試験発電株式会社';
    const member = await ownGenerator(app, { name, facilities: 2, products: [2] });
    await login(member.loginId);
    await page.waitForURL('**/account/balance');
    await page.getByRole('button', { name: new RegExp(name) }).click();
    const dialog = page.getByRole('dialog', { name: '取引会員情報' });
    const section = dialog.getByRole('region', { name: 'APIトークン' });
    await expect(section.getByText('発行済みのAPIトークンはありません。')).toBeVisible();

    // The form, by keyboard: the name takes the focus when it opens.
    await section.getByRole('button', { name: 'APIトークンを発行する' }).click();
    const tokenName = section.getByRole('textbox', { name: 'トークン名' });
    await expect(tokenName).toBeFocused();
    await page.keyboard.type('取引システム');
    await expect(section.getByRole('checkbox', { name: /^照会/ })).toBeChecked();
    await section.getByRole('checkbox', { name: /^入札/ }).check();
    await expect(section.getByRole('combobox', { name: '有効期間' })).toHaveValue('90');
    // Without the password nothing is issued; a wrong one is told at the field.
    await section.getByRole('button', { name: '発行' }).click();
    await expect(section.getByText('現在のパスワードは必須入力です。')).toBeVisible();
    await section.getByLabel('現在のパスワード').fill('Wrong#Pass123');
    await section.getByRole('button', { name: '発行' }).click();
    await expect(section.getByText('現在のパスワードが正しくありません。')).toBeVisible();
    await expectAccessible(page, 'member dialog: API token form');
    await section.getByLabel('現在のパスワード').fill(OWN_MEMBER_PASSWORD);
    await section.getByRole('button', { name: '発行' }).click();

    // Shown once, with the warning, focused and ready to copy.
    await expect(page.getByText('APIトークンを発行しました。')).toBeVisible();
    const issued = section.getByRole('region', { name: '発行したAPIトークン' });
    await expect(issued.getByText('このトークンは今回のみ表示されます。', { exact: false })).toBeVisible();
    const tokenField = issued.getByRole('textbox', { name: '取引システム のトークン' });
    await expect(tokenField).toBeFocused();
    const token = await tokenField.inputValue();
    expect(token).toMatch(/^nfcp_[A-Za-z0-9_-]{43}$/);
    const row = section.getByRole('row', { name: /取引システム/ });
    await expect(row).toContainText('照会・入札');
    await expect(row).toContainText('未使用');
    await expectAccessible(page, 'member dialog: API token issued');
    await issued.getByRole('button', { name: '保管しました' }).click();
    await expect(issued).toHaveCount(0);

    // The member's system: no cookie, only the bearer.
    const csvPath = `/api/v1/account-balances/csv?fiscalYear=${FISCAL_YEAR}&productCd=2&encoding=utf8`;
    const bearer = { Authorization: `Bearer ${token}` };
    const csv = await request.get(csvPath, { headers: bearer });
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    const text = await csv.text();
    expect(text).toContain('利用可能量(kWh)');
    for (const facilityId of member.facilityIds) expect(text).toContain(facilityId);

    // The last use shows once the list is read again (the dialog opened anew).
    await dialog.getByRole('button', { name: '閉じる' }).click();
    await page.getByRole('button', { name: new RegExp(name) }).click();
    await expect(row).not.toContainText('未使用');
    await expect(section.getByRole('textbox', { name: '取引システム のトークン' })).toHaveCount(0);

    // Revoking asks first; キャンセル keeps the token.
    await row.getByRole('button', { name: '取引システムを失効' }).click();
    const confirm = page.getByRole('dialog', { name: 'APIトークンの失効' });
    await expect(confirm.getByRole('button', { name: 'キャンセル' })).toBeFocused();
    await confirm.getByRole('button', { name: 'キャンセル' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: '取引システムを失効' }).click();
    await confirm.getByRole('button', { name: '失効' }).click();
    await expect(page.getByText('APIトークンを失効させました。')).toBeVisible();
    await expect(section.getByText('発行済みのAPIトークンはありません。')).toBeVisible();

    const refused = await request.get(csvPath, { headers: bearer });
    expect(refused.status()).toBe(401);
    expect((await refused.json()).code).toBe('C_SH_003');
  });
});
