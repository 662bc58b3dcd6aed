import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectConfirmButtons } from './confirm-buttons';
import { expect, expectHeading, test, expectAccessible } from './fixtures';
import { ownRetailer } from './own-world';
import { cellText } from './table-cells';

async function pickLine(page: Page, n: number): Promise<{ id: string; available: number }> {
  const lines = page.getByRole('table', { name: '保有明細' });
  const row = lines.locator('tbody tr').nth(n);
  const id = await cellText(lines, row, '設備ID');
  const available = Number((await cellText(lines, row, '利用可能量(kWh)')).replace(/,/g, ''));
  await row.getByRole('checkbox').check();
  return { id, available };
}

test.describe('certificate issuing (証書発行)', () => {
  test('input → confirm → back keeps the values → register → number and tracking link; listed with a PDF', async ({
    page,
    login,
    app,
  }) => {
    const retailer = await ownRetailer(app, { facilities: 3 });
    await login(retailer.loginId);
    await page.waitForURL('**/account/balance**');
    await page.goto('/account/nfc/publish/input');
    await expectHeading(page, '証書発行');

    // Power menu asks only for its name.
    await page.getByRole('radio', { name: '電源メニュー' }).check();
    await expect(page.getByLabel('需要家名')).toHaveCount(0);
    await page.getByRole('button', { name: '確認' }).click();
    await expect(page.getByText('電源メニュー名は必須入力です。')).toBeVisible();
    await expect(page.getByText('発行する明細を1件以上指定してください。')).toBeVisible();

    await page.getByRole('radio', { name: '需要場所' }).check();
    await page.getByLabel('需要家名').fill('ABC');
    await page.getByLabel('法人番号').fill('1234567890123');
    await page.getByLabel('事業所名').fill('本社');
    await page.getByLabel('需要場所住所').fill('東京都千代田区丸の内一丁目１番１号');
    await page.getByLabel('供給地点特定番号').fill('0300111222333444555666');
    const line = await pickLine(page, 0);
    const volume = page.getByLabel(`${line.id}の発行量（kWh）`);
    await volume.fill('0');
    await page.getByRole('button', { name: '確認' }).click();
    await expect(page.getByText('需要家名は全角で入力してください。')).toBeVisible();
    await expect(page.getByText('法人番号が正しくありません。')).toBeVisible();
    await expect(page.getByText('発行量は1kWh以上で入力してください。')).toBeVisible();
    await volume.fill(String(line.available + 1));
    await expect(page.getByText('指定可能な発行量上限を超過しています。')).toBeVisible();

    await page.getByLabel('需要家名').fill('テスト需要家株式会社');
    await page.getByLabel('法人番号').fill('1180301018771');
    await volume.fill('1500');
    await page.getByRole('radio', { name: '他社利用' }).check();
    await page.getByLabel('備考').fill('画面テスト');
    await page.screenshot({ path: test.info().outputPath('account-publish-input.png'), fullPage: true });
    await page.getByRole('button', { name: '確認' }).click();

    await page.waitForURL('**/account/nfc/publish/confirm');
    await expectHeading(page, '証書発行（確認）');
    await expectAccessible(page);
    const summary = page.locator('.confirm-list');
    await expect(summary).toContainText('テスト需要家株式会社');
    await expect(summary).toContainText('他社利用');
    await expect(summary).toContainText('1,500 kWh');
    await page.screenshot({ path: test.info().outputPath('account-publish-confirm.png'), fullPage: true });
    await expectConfirmButtons(page.locator('main'));

    await page.getByRole('button', { name: '戻る' }).click();
    await page.waitForURL('**/account/nfc/publish/input?restore=1');
    await expect(page.getByLabel('需要家名')).toHaveValue('テスト需要家株式会社');
    await expect(page.getByLabel(`${line.id}の発行量（kWh）`)).toHaveValue('1,500');
    await expect(page.getByRole('radio', { name: '他社利用' })).toBeChecked();
    await page.getByRole('button', { name: '確認' }).click();
    await page.waitForURL('**/account/nfc/publish/confirm');
    await page.getByRole('button', { name: '登録' }).click();

    await expect(page.getByText('証書を発行しました。')).toBeVisible();
    await expectAccessible(page, '証書発行（完了）');
    await expectHeading(page, '証書発行（完了）');
    await expect(page).toHaveURL(/\/account\/nfc\/publish\/done$/);
    const number = (await page.locator('.certificate-no').innerText()).trim();
    expect(number).toMatch(/^NF2026-\d+$/);
    const tracking = page.locator('.done-panel').getByRole('link', { name: /\/report\// });
    await expect(tracking).toHaveAttribute('target', '_blank');
    await expect(tracking).toHaveAttribute('href', /\/report\/[^/]+\/[^/]+$/);
    await page.screenshot({ path: test.info().outputPath('account-publish-done.png'), fullPage: true });

    await page.getByRole('link', { name: '証書一覧へ' }).click();
    await page.waitForURL('**/account/nfc/list**');
    const row = page.getByRole('table', { name: '証書一覧' }).locator('tbody tr', { hasText: number });
    await expect(row).toContainText('テスト需要家株式会社');
    await expect(row).toContainText('1,500');
    const waiting = page.waitForEvent('download');
    await row.getByRole('button', { name: `${number}のPDFをダウンロード` }).click();
    const pdf = await waiting;
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await readFile((await pdf.path())!)).subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  test('the confirm page without input goes back to the input page', async ({ page, login, app }) => {
    const retailer = await ownRetailer(app, { facilities: 1 });
    await login(retailer.loginId);
    await page.waitForURL('**/account/balance**');
    await page.goto('/account/nfc/publish/confirm');
    await page.waitForURL('**/account/nfc/publish/input');
    await expectHeading(page, '証書発行');
  });
});
