import { expect, test, type Page } from '@playwright/test';
import { reportEnv, reportUrl } from './report-env';

const env = reportEnv();

async function expectNotFound(page: Page): Promise<void> {
  const section = page.locator('#not-found');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('ページが見つかりません。');
  // Once: not again in a visually hidden status line.
  await expect(page.getByText('ページが見つかりません。')).toHaveCount(1);
  await expect(section).toContainText('データが存在しないか、レポートが作成されていない可能性があります。');
  await expect(section).toContainText('URLをご確認いただくか、時間をおいて再度お試しください。');
  await expect(page.locator('#certificate')).toBeHidden();
  await expect(page.locator('#details')).toBeHidden();
  await expect(page.getByText('データを取得中です。')).toBeHidden();
}

test('shows not-found for an unknown hash and for a wrong pass code alike', async ({ page }) => {
  await page.goto(reportUrl(env, { hash: 'no-such-hash', passCd: env.big.passCd }));
  await expectNotFound(page);
  const unknownHtml = await page.locator('main').innerHTML();
  await page.goto(reportUrl(env, { hash: env.big.hash, passCd: 'wrong-pass-code' }));
  await expectNotFound(page);
  expect(await page.locator('main').innerHTML()).toBe(unknownHtml);
});

test('shows not-found for an incomplete or malformed link without calling the API', async ({ page }) => {
  let apiCalls = 0;
  page.on('request', (r) => {
    if (r.url().startsWith(env.api)) apiCalls++;
  });
  for (const path of ['/report/', `/report/${env.big.hash}`, `/report/${env.big.hash}/bad%20code`, '/report/a/b/c/d']) {
    await page.goto(env.origin + path);
    await expectNotFound(page);
  }
  expect(apiCalls).toBe(0);
});

test('shows not-found when the API cannot be reached', async ({ page }) => {
  await page.route(
    (url) => url.pathname.startsWith('/api/v1/certificate'),
    (route) => route.abort('connectionrefused'),
  );
  await page.goto(reportUrl(env, env.big));
  await expectNotFound(page);
});

test('goes to the generic error page when the details fail to load', async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/api/v1/certificate/detail-get',
    (route) => route.fulfill({ status: 500, body: '{}', headers: { 'access-control-allow-origin': env.origin } }),
  );
  await page.goto(reportUrl(env, env.big));
  await expect(page).toHaveURL(`${env.origin}/error/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('エラーが発生しました');
  await expect(page.locator('main')).toContainText('問題が発生しました。時間をおいてもう一度お試しください。');
});

test('serves the not-found page for addresses outside the site', async ({ page }) => {
  const res = await page.goto(`${env.origin}/nothing/here`);
  expect(res?.status()).toBe(404);
  await expectNotFound(page);
});
