import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { reportEnv, reportUrl } from './report-env';

const env = reportEnv();

test('fits a phone screen: no sideways scrolling, details as labelled cards', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(reportUrl(env, env.big));
  await expect(page.locator('#details-body tr')).toHaveCount(10);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  for (const box of await page
    .locator('#certificate dd, #details-body td')
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right))) {
    expect(box).toBeLessThanOrEqual(375);
  }
  const label = await page
    .locator('#details-body td[data-col="equipmentCapacity"]')
    .first()
    .evaluate((td) => getComputedStyle(td, '::before').content);
  expect(label).toBe('"設備容量(kW)"');
  await page.screenshot({ path: '/tmp/public-report-phone.png', fullPage: true });
  await page.screenshot({ path: '/tmp/public-report-phone-top.png' });
  await page.locator('#details-body tr').first().screenshot({ path: '/tmp/public-report-phone-card.png' });
  await page.locator('#pager').screenshot({ path: '/tmp/public-report-phone-pager.png' });
});

test('prints the certificate and the shown details without the paging controls', async ({ page }) => {
  await page.goto(reportUrl(env, env.big));
  await expect(page.locator('#details-body tr')).toHaveCount(10);
  await page.getByRole('button', { name: '次へ' }).click();
  await expect(page.locator('#details-summary')).toHaveText('全23件中 11～20件を表示');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#pager')).toBeHidden();
  await expect(page.locator('#certificate')).toBeVisible();
  await expect(page.locator('#details-body tr')).toHaveCount(10);
  await page.screenshot({ path: '/tmp/public-report-print.png', fullPage: true });
  await page.pdf({ path: '/tmp/public-report-print.pdf', format: 'A4', landscape: true, printBackground: false });
});

test('has no accessibility violations and no CSP or script errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /content security policy/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(reportUrl(env, env.big));
  await expect(page.locator('#details-body tr')).toHaveCount(10);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  expect(problems).toEqual([]);
  const csp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  expect(csp).toContain(`connect-src ${env.api}`);
  expect(await page.locator('[style]').count()).toBe(0);
  expect(await page.locator('script:not([src])').count()).toBe(0);
  await page.screenshot({ path: '/tmp/public-report-desktop.png', fullPage: true });
});

test('has no accessibility violations on the not-found page', async ({ page }) => {
  await page.goto(reportUrl(env, { hash: 'nope', passCd: 'nope' }));
  await expect(page.locator('#not-found')).toBeVisible();
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => v.id)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: '/tmp/public-report-not-found.png', fullPage: true });
});
