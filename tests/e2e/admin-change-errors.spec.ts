import type { Page } from '@playwright/test';
import { GENERIC_MESSAGE_POST } from '../../src/lib/errors/disposition';
import { expect, signInOperator, test } from './fixtures';

/**
 * Decision 0021: a console change goes through the members' useMutation and refusal rule, with the
 * console's own sign-in page. Each case stops at the answer (a refused or intercepted call), so
 * maintenance is never actually started.
 */
const MAINTENANCE_API = '**/api/admin/system/maintenance';

async function confirmMaintenanceStart(page: Page) {
  await page.getByRole('button', { name: 'メンテナンスを開始する' }).click();
  const dialog = page.getByRole('dialog', { name: 'メンテナンスの開始（確認）' });
  await dialog.getByRole('button', { name: '開始する' }).click();
  return dialog;
}

test.beforeEach(async ({ app, page }) => {
  await signInOperator(app, page.context());
  await page.goto('/admin/system');
  await expect(page.getByTestId('maintenance-state')).toContainText('なし');
});

test('a change after the session ended goes to the console’s sign-in page', async ({ page }) => {
  await page.context().clearCookies();
  await confirmMaintenanceStart(page);
  await page.waitForURL('**/admin/login');
  await expect(page.getByRole('button', { name: 'ログイン' })).toBeVisible();
});

test('a refusal (409) is said inside the confirmation, which stays open', async ({ page }) => {
  const said = '他の操作により状態が変更されました。最新の状態を確認してください。';
  await page.route(MAINTENANCE_API, (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'C_SH_006', message: said }),
    }),
  );
  const dialog = await confirmMaintenanceStart(page);
  await expect(dialog.getByRole('alert').filter({ hasText: said })).toBeVisible();
  await expect(dialog.getByRole('button', { name: '開始する' })).toBeEnabled();
});

test('a 500 gets the generic message of a change in the error snackbar', async ({ page }) => {
  await page.route(MAINTENANCE_API, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'C_SH_999', message: '問題が発生しました。時間をおいてもう一度お試しください。' }),
    }),
  );
  await confirmMaintenanceStart(page);
  await expect(page.getByRole('alert').filter({ hasText: GENERIC_MESSAGE_POST })).toBeVisible();
  await expect(page.getByTestId('maintenance-state')).toContainText('なし');
});

test('no answer at all opens the system error dialog; the confirmation stays behind it', async ({ page }) => {
  await page.route(MAINTENANCE_API, (route) => route.abort('connectionreset'));
  await confirmMaintenanceStart(page);
  const error = page.getByRole('dialog', { name: 'エラー' });
  await expect(error).toContainText(GENERIC_MESSAGE_POST);
  await error.getByRole('button', { name: '閉じる' }).click();
  await expect(error).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'メンテナンスの開始（確認）' })).toBeVisible();
});
