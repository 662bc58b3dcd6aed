import { and, eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { expectConfirmButtons } from './confirm-buttons';
import { expect, expectHeading, signIn, test, expectAccessible } from './fixtures';
import { holdings, organizations } from '../../src/lib/server/db/schema';
import { registerOwnMember } from './own-member';
import { ownMember, ownRetailer } from './own-world';
import { cellText } from './table-cells';

/** Picks the n-th line of the picker (0-based) and returns its facility id and available volume. */
async function pickLine(page: Page, n: number): Promise<{ id: string; available: number }> {
  const lines = page.getByRole('table', { name: '保有明細' });
  const row = lines.locator('tbody tr').nth(n);
  const id = await cellText(lines, row, '設備ID');
  const available = Number((await cellText(lines, row, '利用可能量(kWh)')).replace(/,/g, ''));
  await row.getByRole('checkbox').check();
  return { id, available };
}

test.describe('value transfer (価値移転)', () => {
  test('input → name lookup → confirm → back keeps the values → register → done; the recipient sees the arrival', async ({
    page,
    login,
    browser,
    app,
  }) => {
    const sender = await ownRetailer(app, { name: '移転元試験電力株式会社', facilities: 3 });
    const recipient = await ownMember(app, '移転先試験エナジー株式会社', { fit: false, nonFit: true });
    await login(sender.loginId);
    await page.waitForURL('**/account/balance');
    await page.goto('/account/negotiation/input');
    await expectHeading(page, '価値移転');

    const number = page.getByLabel('移転先取引会員番号');
    await number.fill('9999');
    await page.getByRole('button', { name: '会員名照会' }).click();
    await expect(page.getByText('指定された取引会員は存在しません。')).toBeVisible();
    await number.fill(sender.memberNumber);
    await page.getByRole('button', { name: '会員名照会' }).click();
    await expect(page.getByText('自社への移転はできません。')).toBeVisible();
    await number.fill(recipient.memberNumber);
    await page.getByRole('button', { name: '会員名照会' }).click();
    await expect(page.getByText(`移転先：${recipient.name}`)).toBeVisible();

    await page.getByRole('button', { name: '確認' }).click();
    await expect(page.getByText('移転する明細を1件以上指定してください。')).toBeVisible();

    const first = await pickLine(page, 0);
    const second = await pickLine(page, 1);
    const firstVolume = page.getByLabel(`${first.id}の移転量（kWh）`);
    const secondVolume = page.getByLabel(`${second.id}の移転量（kWh）`);
    await firstVolume.fill('0');
    await secondVolume.fill(String(second.available + 1));
    await page.getByRole('button', { name: '確認' }).click();
    await expect(page.getByText('移転量は1kWh以上で入力してください。')).toBeVisible();
    await expect(page.getByText('指定可能な移転量上限を超過しています。')).toBeVisible();
    await expect(page).toHaveURL(/\/negotiation\/input/);

    await firstVolume.fill('1,000');
    await secondVolume.fill('２０００');
    await secondVolume.blur();
    await expect(secondVolume).toHaveValue('2,000');
    await expect(page.locator('.line-total')).toContainText('3,000');
    await page.screenshot({ path: test.info().outputPath('account-negotiation-input.png'), fullPage: true });
    await page.getByRole('button', { name: '確認' }).click();

    await page.waitForURL('**/account/negotiation/confirm');
    await expectHeading(page, '価値移転（確認）');
    await expect(page.getByText(`${recipient.memberNumber} ${recipient.name}`)).toBeVisible();
    await expect(page.locator('.confirm-list')).toContainText('3,000 kWh');
    await expect(page.getByRole('table', { name: '移転量の明細' })).toContainText(first.id);
    await page.screenshot({ path: test.info().outputPath('account-negotiation-confirm.png'), fullPage: true });
    await expectConfirmButtons(page.locator('main'));

    await page.getByRole('button', { name: '戻る' }).click();
    await page.waitForURL('**/account/negotiation/input?restore=1');
    await expect(page.getByLabel(`${first.id}の移転量（kWh）`)).toHaveValue('1,000');
    await expect(page.getByLabel(`${second.id}の移転量（kWh）`)).toHaveValue('2,000');
    await expect(page.getByLabel('移転先取引会員番号')).toHaveValue(recipient.memberNumber);
    await expect(page.getByText(`移転先：${recipient.name}`)).toBeVisible();

    await page.getByRole('button', { name: '確認' }).click();
    await page.waitForURL('**/account/negotiation/confirm');
    await expectAccessible(page);
    await page.getByRole('button', { name: '登録' }).click();
    await expect(page.getByText('移転が完了しました。')).toBeVisible();
    await expectAccessible(page, '価値移転（完了）');
    await expectHeading(page, '価値移転（完了）');
    await expect(page).toHaveTitle('価値移転（完了）');
    await expect(page).toHaveURL(/\/account\/negotiation\/done$/);
    await expect(page.locator('.done-panel')).toContainText(`${recipient.memberNumber} ${recipient.name}`);
    await expect(page.locator('.done-panel')).toContainText('3,000 kWh');
    expect(await page.evaluate(() => sessionStorage.getItem('nfc:negotiation'))).toBeNull();
    await page.screenshot({ path: test.info().outputPath('account-negotiation-done.png'), fullPage: true });

    const recipientPage = await browser.newPage({ baseURL: new URL(page.url()).origin });
    await signIn(app, recipientPage.context(), recipient.loginId);
    await recipientPage.goto(
      `/account/history?fiscalYear=2026&productCd=2&equipmentId=${encodeURIComponent(first.id)}`,
    );
    const arrival = recipientPage
      .getByRole('table', { name: '履歴一覧' })
      .locator('tbody tr', { hasText: '移転（受入）' })
      .first();
    await expect(arrival).toContainText('+1,000');
    await expect(arrival).toContainText(sender.name);
    await recipientPage.screenshot({ path: test.info().outputPath('account-history-recipient.png'), fullPage: true });
    await recipientPage.close();
  });

  test('the confirm page without input goes back to the input page', async ({ page, login, app }) => {
    const sender = await ownRetailer(app, { facilities: 1 });
    await login(sender.loginId);
    await page.waitForURL('**/account/balance');
    await page.goto('/account/negotiation/confirm');
    await page.waitForURL('**/account/negotiation/input');
    await expectHeading(page, '価値移転');
  });

  test('volume taken meanwhile: 登録 shows the conflict on the confirm screen', async ({ page, login, app }) => {
    const sender = await ownRetailer(app, { facilities: 2 });
    const recipient = await ownMember(app, '競合試験エナジー株式会社', { fit: false, nonFit: true });
    await login(sender.loginId);
    await page.waitForURL('**/account/balance');
    await page.goto('/account/negotiation/input');
    await page.getByRole('combobox', { name: '商品', exact: true }).selectOption('3');
    await page.getByLabel('移転先取引会員番号').fill(recipient.memberNumber);
    const line = await pickLine(page, 0);
    await page.getByLabel(`${line.id}の移転量（kWh）`).fill(String(line.available));
    await page.getByRole('button', { name: '確認' }).click();
    await page.waitForURL('**/account/negotiation/confirm');

    // Meanwhile the whole line gets reserved (as an open sell bid would).
    const where = and(
      eq(holdings.organizationId, sender.organizationId),
      eq(holdings.productCd, 3),
      eq(holdings.holdingClassCd, 2),
      eq(holdings.facilityId, line.id),
    );
    const [holding] = await app.db.select().from(holdings).where(where);
    await app.db.update(holdings).set({ reserved: holding!.balance }).where(eq(holdings.id, holding!.id));
    await page.getByRole('button', { name: '登録' }).click();
    const alert = page.locator('.submit-error');
    await expect(alert).toContainText('他の操作により残高が変更された可能性があります。');
    await expect(alert).toHaveAttribute('data-code', 'C_AC_001');
    await expect(page.getByRole('button', { name: '登録' })).toBeEnabled();
    await expect(page.locator('.snackbar-error')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('account-negotiation-conflict.png'), fullPage: true });

    // Back on the input step the line's limit is the current one.
    await page.getByRole('button', { name: '戻る' }).click();
    await page.waitForURL('**/account/negotiation/input?restore=1');
    await page.getByRole('button', { name: '確認' }).click();
    await expect(page.getByText('指定可能な移転量上限を超過しています。')).toBeVisible();
  });

  test('a recipient that leaves the non-FIT market after the lookup: the 422 is shown on the confirm screen', async ({
    page,
    login,
    app,
  }) => {
    // A recipient of the test's own: it leaves the non-FIT market between the lookup and 登録
    // (the lookup itself refuses a member already outside it: trader-refusals.spec.ts).
    const { memberNumber } = await registerOwnMember(app, {
      name: '市場離脱試験株式会社',
      kind: 'retailer',
      fitParticipation: true,
      nonFitParticipation: true,
    });
    const sender = await ownRetailer(app, { facilities: 1 });
    await login(sender.loginId);
    await page.waitForURL('**/account/balance');
    await page.goto('/account/negotiation/input');
    await page.getByLabel('移転先取引会員番号').fill(memberNumber);
    await page.getByRole('button', { name: '会員名照会' }).click();
    await expect(page.getByText('移転先：市場離脱試験株式会社')).toBeVisible();
    const line = await pickLine(page, 0);
    await page.getByLabel(`${line.id}の移転量（kWh）`).fill('1');
    await page.getByLabel(`${line.id}の移転量（kWh）`).press('Enter');
    await page.waitForURL('**/account/negotiation/confirm');
    await app.db
      .update(organizations)
      .set({ nonFitParticipation: false })
      .where(eq(organizations.memberNumber, memberNumber));
    await page.getByRole('button', { name: '登録' }).click();
    await expect(page.locator('.submit-error')).toHaveText('移転先の取引会員は非FIT市場に参加していません。');
    await expect(page.getByText('移転が完了しました。')).toHaveCount(0);
  });
});
