import type { Page } from '@playwright/test';
import { expect, expectHeading, test } from './fixtures';
import { ensureOpenRound } from './bid-world';
import { ownMember } from './own-world';

async function openList(page: Page, login: (id: string) => Promise<void>, loginId: string, productCd: number) {
  await login(loginId);
  await page.waitForURL('**/account/balance');
  await page.goto(`/bid/list?productCd=${productCd}`);
  await expectHeading(page, '入札照会');
}

test.describe('screens a trader trusts', () => {
  test.beforeAll(async ({ app }) => {
    await ensureOpenRound(app.db);
  });

  test('a buy bid waits for 登録 in a confirmation that shows the amount; 戻る sends nothing', async ({
    page,
    login,
    app,
  }) => {
    const buyer = await ownMember(app, '試験画面試験電力株式会社', { fit: true, nonFit: true });
    await openList(page, login, buyer.loginId, 1);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/v1/bids')) posts.push(r.url());
    });
    await page.getByLabel('単価', { exact: true }).fill('4.00');
    await page.getByLabel('入札量', { exact: true }).fill('10,000,000');
    await page.getByRole('button', { name: '入札', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: '買い入札の確認' });
    await expect(dialog).toBeVisible();
    for (const [label, value] of [
      ['商品', 'FIT非化石証書'],
      ['単価', '4.00円/kWh'],
      ['入札量', '10,000,000kWh'],
      ['金額', '40,000,000円'],
      ['トラッキング希望', '指定なし'],
    ]) {
      await expect(dialog.locator('dt', { hasText: new RegExp(`^${label}$`) })).toBeVisible();
      await expect(dialog.locator('dd', { hasText: new RegExp(`^${value}$`) })).toBeVisible();
    }
    await expect(dialog.getByRole('button', { name: '戻る' })).toBeFocused();
    await dialog.getByRole('button', { name: '戻る' }).click();
    await expect(dialog).toBeHidden();
    expect(posts).toEqual([]);
    await expect(page.getByLabel('入札量', { exact: true })).toHaveValue('10,000,000');
    await expect(page.getByRole('row').filter({ hasText: '4.00' })).toHaveCount(0);

    await page.getByLabel('入札量', { exact: true }).fill('10,000');
    await page.getByRole('button', { name: '入札', exact: true }).click();
    await expect(dialog.locator('dd', { hasText: /^40,000円$/ })).toBeVisible();
    await dialog.getByRole('button', { name: '登録' }).click();
    await expect(page.getByText('入札を登録しました。')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: '4.00' })).toContainText('10,000');
    expect(posts).toHaveLength(1);
  });

  test('figures typed full-width are read as the same price and volume', async ({ page, login, app }) => {
    const buyer = await ownMember(app, '全角入力試験電力株式会社', { fit: true, nonFit: true });
    await openList(page, login, buyer.loginId, 1);
    await page.getByLabel('単価', { exact: true }).fill('３．２０');
    await page.getByLabel('入札量', { exact: true }).fill('１，０００');
    await page.getByRole('button', { name: '入札', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '買い入札の確認' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('dd', { hasText: /^3\.20円\/kWh$/ })).toBeVisible();
    await expect(dialog.locator('dd', { hasText: /^1,000kWh$/ })).toBeVisible();
    await expect(dialog.locator('dd', { hasText: /^3,200円$/ })).toBeVisible();
    await dialog.getByRole('button', { name: '戻る' }).click();
    await expect(dialog).toBeHidden();
  });
});
