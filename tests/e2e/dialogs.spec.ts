import type { Locator } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { expect, expectHeading, test } from './fixtures';
import { openBuyConfirmation } from './buy-confirmation';
import { ownMember } from './own-world';
import { bids } from '../../src/lib/server/db/schema';
import { GENERIC_MESSAGE_POST } from '../../src/lib/api-client/error-rules';

/** One dialog building block: 16 px spacing, Japanese title, focus back to the opener. */
async function padding(part: Locator): Promise<string> {
  return part.evaluate((el) => getComputedStyle(el).padding);
}

test.describe('dialogs', () => {
  test('the buy confirmation has the 16 px spacing, and 戻る gives focus back to 入札', async ({
    page,
    login,
    app,
  }) => {
    const { opener, dialog } = await openBuyConfirmation(page, login, app, 'ダイアログ試験電力株式会社');
    for (const part of ['.modal-header', '.modal-body']) {
      expect(await padding(dialog.locator(part))).toBe('16px');
    }
    // 戻る has the focus; Tab and Shift+Tab never reach the page behind: focus stays inside the modal,
    // or past its last control leaves the document for the browser's own controls (the body), and
    // the next Tab comes back into the modal (react-bootstrap's focus trap).
    const back = dialog.getByRole('button', { name: '戻る' });
    await expect(back).toBeFocused();
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      await expect
        .poll(() =>
          dialog.evaluate((el) => el.contains(document.activeElement) || document.activeElement === document.body),
        )
        .toBe(true);
    }
    await back.click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('a 500 on 登録 closes the confirmation; the error snackbar is on top and closes', async ({
    page,
    login,
    app,
  }) => {
    const { buyer, opener, dialog } = await openBuyConfirmation(page, login, app, 'サーバ障害試験電力株式会社');
    await page.route('**/api/v1/bids/buy', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'C_SH_001', message: 'internal', instance: '/api/v1/bids/buy' }),
      }),
    );
    await dialog.getByRole('button', { name: '登録' }).click();
    await expect(dialog).toBeHidden();
    const snackbar = page.getByRole('alert').filter({ hasText: GENERIC_MESSAGE_POST });
    await expect(snackbar).toBeVisible();
    await expect(opener).toBeFocused();
    // Nothing was registered, the form keeps what was typed, and the snackbar's 閉じる works.
    await expect(page.getByLabel('単価', { exact: true })).toHaveValue('2.34');
    await snackbar.getByRole('button', { name: '閉じる' }).click();
    await expect(snackbar).toBeHidden();
    expect(await app.db.select().from(bids).where(eq(bids.organizationId, buyer.organizationId))).toHaveLength(0);
  });

  test('the system error dialog over the confirmation: title エラー, spacing, focus back to 登録', async ({
    page,
    login,
    app,
  }) => {
    const { dialog } = await openBuyConfirmation(page, login, app, '接続断試験電力株式会社');
    await page.route('**/api/v1/bids/buy', (route) => route.abort('connectionreset'));
    const register = dialog.getByRole('button', { name: '登録' });
    await register.click();
    const error = page.getByRole('dialog', { name: 'エラー' });
    await expect(error).toBeVisible();
    await expect(error.getByRole('heading', { name: 'エラー' })).not.toHaveAttribute('lang', /.+/);
    expect(await padding(error.locator('.modal-body'))).toBe('16px');
    await expect(error.getByRole('listitem')).toHaveText([GENERIC_MESSAGE_POST]);

    await error.getByRole('button', { name: '閉じる' }).click();
    await expect(error).toBeHidden();
    await expect(register).toBeFocused();
  });

  test('an error snackbar raised inside the member dialog sits above its backdrop and closes', async ({
    page,
    login,
    app,
  }) => {
    const member = await ownMember(app, '会員情報試験電力株式会社', { fit: true, nonFit: true });
    await login(member.loginId);
    await page.goto('/account/balance');
    await expectHeading(page, '残高照会');
    const opener = page.getByRole('button', { name: /取引会員情報/ });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: '取引会員情報' });
    await expect(dialog).toBeVisible();
    expect(await padding(dialog.locator('.modal-body'))).toBe('16px');
    await page.route('**/api/v1/organizations', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"X","message":"x"}' })
        : route.continue(),
    );
    await dialog.getByRole('button', { name: '編集' }).click();
    await dialog.getByRole('button', { name: '変更登録' }).click();
    const snackbar = page.locator('.snackbar-error');
    await expect(snackbar).toBeVisible();
    // A click reaches it: Playwright refuses to click an element covered by the backdrop.
    await snackbar.getByRole('button', { name: '閉じる' }).click();
    await expect(snackbar).toBeHidden();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '閉じる' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
