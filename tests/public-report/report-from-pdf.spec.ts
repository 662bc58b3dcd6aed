import { expect, test } from '@playwright/test';
import { reportEnv } from './report-env';

test('the link printed on the certificate PDF opens this site and shows that certificate', async ({ page }) => {
  const env = reportEnv();
  const printed = /https?:\/\/\S+\/report\/\S+/.exec(env.pdfText)?.[0];
  expect(printed, 'the PDF prints the tracking URL').toMatch(/\/report\/\S+/);
  expect(printed!.startsWith(`${env.origin}/report/`)).toBe(true);
  await page.goto(printed!);
  await expect(page).toHaveTitle(/非化石証書トラッキング情報照会/);
  await expect(page.getByText(env.big.certificateNo, { exact: true })).toBeVisible();
  await expect(page.getByText('データを取得中です。')).toBeHidden();
});
