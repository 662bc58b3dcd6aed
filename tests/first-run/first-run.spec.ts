import { expect, test } from '@playwright/test';

const loginId = process.env.FIRST_RUN_LOGIN_ID;
const password = process.env.FIRST_RUN_PASSWORD;

test('the first demo login printed at start logs in and opens the balance screen', async ({ page }) => {
  expect(loginId, 'run through scripts/first-run-check.sh').toMatch(/\S/);
  expect(password, 'run through scripts/first-run-check.sh').toMatch(/\S/);
  await page.goto('/login');
  await page.getByLabel('ログインID').fill(loginId!);
  await page.getByLabel('パスワード', { exact: true }).fill(password!);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await page.waitForURL('**/account/balance');
  await expect(page.getByRole('heading', { level: 1, name: '残高照会' })).toBeVisible();
  await expect(page.getByRole('table', { name: '残高一覧' }).locator('tbody tr').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('balance.png'), fullPage: true });
});

test('a demo certificate’s tracking link opens the public tracking site `npm start` serves beside the app', async ({
  page,
  context,
}) => {
  expect(loginId, 'run through scripts/first-run-check.sh').toMatch(/\S/);
  expect(password, 'run through scripts/first-run-check.sh').toMatch(/\S/);
  await page.goto('/login');
  await page.getByLabel('ログインID').fill(loginId!);
  await page.getByLabel('パスワード', { exact: true }).fill(password!);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await page.waitForURL('**/account/balance');
  await page.goto('/account/nfc/list');
  const link = page.getByRole('link', { name: /のトラッキング情報（新しいタブで開く）$/ }).first();
  await expect(link).toBeVisible();
  const certificateNo = (await link.getAttribute('aria-label'))!.replace(/のトラッキング情報.*$/, '');
  // The link is the address printed on the certificate and in its QR code (PUBLIC_REPORT_BASE_URL).
  const [report] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect(report.getByRole('heading', { level: 1, name: '非化石証書トラッキング情報照会' })).toBeVisible();
  const certificate = report.getByRole('region', { name: '証書情報' });
  await expect(certificate).toBeVisible();
  await expect(certificate.locator('[data-field="certificateNo"]')).toHaveText(certificateNo);
  await report.screenshot({ path: test.info().outputPath('tracking.png'), fullPage: true });
});
