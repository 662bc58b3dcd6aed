import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { parse } from 'csv-parse/sync';
import { reportEnv } from './report-env';
import { RESULTS_YEAR } from './market-results-data';

/*
 * The 市場結果 page (decision 0022) on the built site against the running app with the
 * cleared auctions of market-results-data.ts: table, withheld figures, charts, CSV, year choice,
 * loading and error states, navigation, accessibility.
 */
const env = reportEnv();
const pageUrl = (year = RESULTS_YEAR) => `${env.origin}/market-results/?fiscalYear=${year}`;
const API_PATH = '/api/v1/market-results';

const row = (page: Page, marketNo: number) => page.locator(`#results-body tr[data-market-no="${marketNo}"]`);
const cell = (page: Page, marketNo: number, col: string) => row(page, marketNo).locator(`td[data-col="${col}"]`);

test('shows the loading text, then every cleared auction of the year with the published figures', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === API_PATH,
    async (route) => {
      await held;
      await route.fallback();
    },
  );
  await page.goto(pageUrl());
  await expect(page).toHaveTitle('市場結果 | 非化石価値取引システム');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('市場結果');
  await expect(page.getByRole('status')).toHaveText(`${RESULTS_YEAR}年度の市場結果を取得中です。`);
  await expect(page.getByRole('button', { name: 'CSVダウンロード' })).toBeDisabled();
  release();
  await expect(page.getByRole('status')).toHaveText(`${RESULTS_YEAR}年度の市場結果 4件を表示しています。`);

  // Round 3 is still open: never listed. Order: round, then product.
  await expect(page.locator('#results-body tr')).toHaveCount(4);
  expect(
    await page.locator('#results-body tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-market-no'))),
  ).toEqual(['202611', '202612', '202613', '202621']);
  const expectRow = async (marketNo: number, expected: Record<string, string>) => {
    for (const [col, text] of Object.entries(expected))
      await expect(cell(page, marketNo, col), `${marketNo} ${col}`).toHaveText(text);
  };
  await expectRow(202611, {
    marketNo: '202611',
    fiscalYear: '2026年度',
    roundNo: '第1回',
    productName: 'FIT非化石証書',
    contractPrice: '1.30最低 1.20／最高 1.50',
    contractVolume: '70,000',
    buyVolume: '70,000',
    sellVolume: '100,000FIT供給量',
    members: '買 7',
  });
  await expect(cell(page, 202611, 'period')).toHaveText(
    /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}～\s?\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/,
  );
  // One buyer and one seller: every kWh and price withheld, the member counts shown.
  await expectRow(202612, {
    productName: '非FIT非化石証書（再エネ指定あり）',
    contractPrice: '非公開',
    contractVolume: '非公開',
    buyVolume: '非公開',
    sellVolume: '非公開',
    members: '買 1・売 1',
  });
  // Nobody bid: zeros and no price.
  await expectRow(202613, {
    contractPrice: '－',
    contractVolume: '0',
    buyVolume: '0',
    sellVolume: '0',
    members: '買 0・売 0',
  });
  await expectRow(202621, { roundNo: '第2回', contractPrice: '1.46最低 1.40／最高 1.60', contractVolume: '70,000' });
  await expect(page.getByText('非公開：その数値に含まれる会員が4会員未満の場合は')).toBeVisible();
  await expect(page.getByRole('button', { name: 'CSVダウンロード' })).toBeEnabled();
});

test('draws one chart per product over the rounds, described for screen readers', async ({ page }) => {
  await page.goto(pageUrl());
  const fit = page.getByRole('img', { name: 'FIT非化石証書の回ごとの約定価格と約定量', exact: true });
  await expect(fit).toBeVisible();
  await expect(page.locator('#chart-list figure')).toHaveCount(3);
  await expect(fit).toHaveAccessibleDescription(
    '第1回：約定価格 1.30円/kWh（最低 1.20／最高 1.50）、約定量 70,000kWh。' +
      '第2回：約定価格 1.46円/kWh（最低 1.40／最高 1.60）、約定量 70,000kWh',
  );
  await expect(fit.locator('circle.price-point')).toHaveCount(2);
  await expect(fit.locator('rect.bar')).toHaveCount(2);
  await expect(fit.locator('path.price-line')).toHaveCount(1);
  await expect(fit.locator('line.price-range')).toHaveCount(2);

  const thin = page.getByRole('img', {
    name: '非FIT非化石証書（再エネ指定あり）の回ごとの約定価格と約定量',
    exact: true,
  });
  await expect(thin).toHaveAccessibleDescription('第1回：非公開');
  await expect(thin.locator('rect.bar, circle')).toHaveCount(0);
  await expect(thin.locator('text.mark-label')).toHaveText('非公開');
  const empty = page.getByRole('img', {
    name: '非FIT非化石証書（再エネ指定なし）の回ごとの約定価格と約定量',
    exact: true,
  });
  await expect(empty).toHaveAccessibleDescription('第1回：約定なし、約定量 0kWh');
  await expect(empty.locator('text.mark-label')).toHaveText('約定なし');
});

test('downloads the shown year as CSV: UTF-8 with BOM, CRLF, withheld figures written as 非公開', async ({ page }) => {
  await page.goto(pageUrl());
  await expect(page.locator('#results-body tr')).toHaveCount(4);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSVダウンロード' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`市場結果_${RESULTS_YEAR}年度.csv`);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  const [header, ...records] = parse(text) as string[][];
  expect(header).toEqual([
    '市場番号',
    '対象年度',
    '回',
    '商品',
    '入札開始日時',
    '入札終了日時',
    '約定価格(円/kWh)',
    '最低約定価格(円/kWh)',
    '最高約定価格(円/kWh)',
    '約定量(kWh)',
    '買入札量(kWh)',
    '売入札量(kWh)',
    'FIT供給量(kWh)',
    '買入札会員数',
    '売入札会員数',
  ]);
  const byNo = new Map(records.map((r) => [r[0], r]));
  expect([...byNo.keys()]).toEqual(['202611', '202612', '202613', '202621']);
  const pick = (r: string[] | undefined) => [r![1], r![2], r![3], ...r!.slice(6)];
  expect(pick(byNo.get('202611'))).toEqual([
    '2026',
    '1',
    'FIT非化石証書',
    '1.30',
    '1.20',
    '1.50',
    '70000',
    '70000',
    '',
    '100000',
    '7',
    '',
  ]);
  expect(pick(byNo.get('202612'))).toEqual([
    '2026',
    '1',
    '非FIT非化石証書（再エネ指定あり）',
    '非公開',
    '',
    '',
    '非公開',
    '非公開',
    '非公開',
    '',
    '1',
    '1',
  ]);
  expect(pick(byNo.get('202613'))).toEqual([
    '2026',
    '1',
    '非FIT非化石証書（再エネ指定なし）',
    '',
    '',
    '',
    '0',
    '0',
    '0',
    '',
    '0',
    '0',
  ]);
  expect(byNo.get('202611')![4]).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
});

test('opens on the current target year, and a chosen year is loaded and kept in the address', async ({ page }) => {
  // 2027/02/15 in Japan is still FY2026: the page opens on it and offers it and the four before.
  await page.clock.setFixedTime(new Date('2027-02-15T09:00:00+09:00'));
  await page.goto(`${env.origin}/market-results/`);
  const select = page.getByLabel('対象年度');
  await expect(select).toHaveValue(String(RESULTS_YEAR));
  expect(await select.locator('option').allTextContents()).toEqual([
    '2026年度',
    '2025年度',
    '2024年度',
    '2023年度',
    '2022年度',
  ]);
  await expect(page.locator('#results-body tr')).toHaveCount(4);

  await select.selectOption('2025');
  await expect(page.getByText('この対象年度に約定処理を終えた市場はまだありません。')).toBeVisible();
  await expect(page.locator('#results')).toBeHidden();
  await expect(page.locator('#charts')).toBeHidden();
  await expect(page.getByRole('button', { name: 'CSVダウンロード' })).toBeDisabled();
  expect(new URL(page.url()).searchParams.get('fiscalYear')).toBe('2025');

  await page.reload();
  await expect(select).toHaveValue('2025');
  await select.selectOption('2026');
  await expect(page.locator('#results-body tr')).toHaveCount(4);
  await expect(page.getByText('この対象年度に約定処理を終えた市場はまだありません。')).toBeHidden();
});

test('says so when the results cannot be loaded, and loads them again on request', async ({ page }) => {
  await page.route(
    (url) => url.pathname === API_PATH,
    (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"C_SH_999","message":"x"}' }),
  );
  await page.goto(pageUrl());
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('市場結果を取得できませんでした。時間をおいて再度お試しください。');
  await expect(page.locator('#results')).toBeHidden();
  await expect(page.getByRole('button', { name: 'CSVダウンロード' })).toBeDisabled();
  await page.unrouteAll();
  await page.getByRole('button', { name: '再読み込み' }).click();
  await expect(page.locator('#results-body tr')).toHaveCount(4);
  await expect(alert).toBeHidden();
});

test('is reached from the top page and from the navigation of every page', async ({ page }) => {
  await page.goto(`${env.origin}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('公開情報');
  await page.getByRole('main').getByRole('link', { name: '市場結果' }).click();
  await expect(page).toHaveURL(/\/market-results\/$/);
  await expect(
    page.getByRole('navigation', { name: '公開情報' }).getByRole('link', { name: '市場結果' }),
  ).toHaveAttribute('aria-current', 'page');
  await page.getByRole('navigation', { name: '公開情報' }).getByRole('link', { name: '公開情報トップ' }).click();
  await expect(page).toHaveURL(`${env.origin}/`);
  await page.goto(`${env.origin}/report/${env.big.hash}/${env.big.passCd}`);
  await expect(
    page.getByRole('navigation', { name: '公開情報' }).getByRole('link', { name: '市場結果' }),
  ).toHaveAttribute('href', '/market-results/');
});

test('has no accessibility violations and no CSP or script errors, and fits a phone', async ({ page }) => {
  // Three axe runs: more than the default 30 s on a loaded two-core machine.
  test.slow();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /content security policy/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(pageUrl());
  await expect(page.locator('#chart-list figure')).toHaveCount(3);
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  expect(problems).toEqual([]);
  expect(await page.locator('[style]').count()).toBe(0);
  expect(await page.locator('script:not([src])').count()).toBe(0);
  await page.screenshot({ path: '/tmp/public-market-results-desktop.png', fullPage: true });

  await page.setViewportSize({ width: 375, height: 812 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const phone = await new AxeBuilder({ page }).analyze();
  expect(phone.violations.map((v) => v.id)).toEqual([]);
  await page.screenshot({ path: '/tmp/public-market-results-phone.png', fullPage: true });

  await page.goto(`${env.origin}/`);
  const top = await new AxeBuilder({ page }).analyze();
  expect(top.violations.map((v) => v.id)).toEqual([]);
});
