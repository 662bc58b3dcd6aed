import type { Page } from '@playwright/test';
import { expect, expectHeading, test } from './fixtures';
import { ensureOpenRound, fiscalYearOf } from './bid-world';
import { ownGenerator, ownMember, ownRetailer } from './own-world';
import { cellText } from './table-cells';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/**
 * After a flow's done page, the browser's Back must never show the confirm step again with 登録
 * (the request has been sent): it lands on the start of the flow (its input; /bid/list for a sell bid), as a reload of the done page does.
 */
async function expectBackLandsOnStart(page: Page, inputUrl: RegExp, inputHeading: string): Promise<void> {
  await page.goBack();
  await expect(page).toHaveURL(inputUrl);
  await expectHeading(page, inputHeading);
  await expect(button(page, '登録')).toHaveCount(0);
}

test.describe('Back from a done page', () => {
  test('a value transfer', async ({ page, login, app }) => {
    const sender = await ownRetailer(app, { name: '戻る試験移転元電力株式会社', facilities: 1 });
    const recipient = await ownMember(app, '戻る試験移転先エナジー株式会社', { fit: false, nonFit: true });
    await login(sender.loginId);
    await page.goto('/account/negotiation/input');
    await expectHeading(page, '価値移転');
    await page.getByLabel('移転先取引会員番号').fill(recipient.memberNumber);
    await button(page, '会員名照会').click();
    await expect(page.getByText(`移転先：${recipient.name}`)).toBeVisible();
    const lines = page.getByRole('table', { name: '保有明細' });
    const row = lines.locator('tbody tr').first();
    const id = await cellText(lines, row, '設備ID');
    await row.getByRole('checkbox').check();
    await page.getByLabel(`${id}の移転量（kWh）`).fill('1,000');
    await button(page, '確認').click();
    await page.waitForURL('**/account/negotiation/confirm');
    await button(page, '登録').click();
    await expectHeading(page, '価値移転（完了）');
    await expect(page).toHaveURL(/\/account\/negotiation\/done$/);

    await expectBackLandsOnStart(page, /\/account\/negotiation\/input$/, '価値移転');
  });

  test('certificate issuing', async ({ page, login, app }) => {
    const retailer = await ownRetailer(app, { name: '戻る試験証書電力株式会社', facilities: 1 });
    await login(retailer.loginId);
    await page.goto('/account/nfc/publish/input');
    await expectHeading(page, '証書発行');
    await page.getByRole('radio', { name: '電源メニュー' }).check();
    await page.getByLabel('電源メニュー名').fill('戻る試験メニュー');
    const lines = page.getByRole('table', { name: '保有明細' });
    const row = lines.locator('tbody tr').first();
    const id = await cellText(lines, row, '設備ID');
    await row.getByRole('checkbox').check();
    await page.getByLabel(`${id}の発行量（kWh）`).fill('500');
    await button(page, '確認').click();
    await page.waitForURL('**/account/nfc/publish/confirm');
    await button(page, '登録').click();
    await expectHeading(page, '証書発行（完了）');
    await expect(page).toHaveURL(/\/account\/nfc\/publish\/done$/);

    await expectBackLandsOnStart(page, /\/account\/nfc\/publish\/input$/, '証書発行');
  });

  test('a sell bid', async ({ page, login, app }) => {
    const round = await ensureOpenRound(app.db);
    const seller = await ownGenerator(app, { fiscalYear: fiscalYearOf(round), products: [2] });
    await login(seller.loginId);
    await page.goto('/bid/sell-bid/input?productCd=2');
    await expectHeading(page, '売り入札');
    await page.locator('input[type=radio]:not([disabled])').first().check();
    await page.getByLabel('単価', { exact: true }).fill('0.90');
    await page.getByLabel('入札量', { exact: true }).fill('1,000');
    await button(page, '確認').click();
    await page.waitForURL('**/bid/sell-bid/confirm');
    await button(page, '登録').click();
    await expectHeading(page, '売り入札（完了）');
    await expect(page).toHaveURL(/\/bid\/sell-bid\/done$/);

    await expectBackLandsOnStart(page, /\/bid\/list(\?.*)?$/, '入札照会');
  });
});
