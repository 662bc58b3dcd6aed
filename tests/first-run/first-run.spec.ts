import { expect, test } from '@playwright/test';

const loginId = process.env.FIRST_RUN_LOGIN_ID;
const password = process.env.FIRST_RUN_PASSWORD;

test('the first demo login printed at start logs in and opens the balance screen', async ({ page }) => {
  expect(loginId && password, 'run through scripts/first-run-check.sh').toBeTruthy();
  await page.goto('/login');
  await page.getByLabel('ログインID').fill(loginId!);
  await page.getByLabel('パスワード', { exact: true }).fill(password!);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await page.waitForURL('**/account/balance');
  await expect(page.getByRole('heading', { level: 1, name: '残高照会' })).toBeVisible();
  await expect(page.getByRole('table', { name: '残高一覧' }).locator('tbody tr').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('balance.png'), fullPage: true });
});
