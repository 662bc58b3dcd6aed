import type { Page } from '@playwright/test';
import { expect, expectHeading, test } from './fixtures';
import { OWN_MEMBER_PASSWORD } from './own-member';
import { ownGenerator } from './own-world';
import { columnTexts } from './table-cells';
import { traceLogin } from '../../bench/lib/login-trace';

/**
 * The balance page comes with its first page of rows in the HTML as served: after login the rows
 * show with the balance API refused, for the URL's conditions, order and page, and the same rows
 * as the API answers. A later search still asks the API.
 */
const BALANCES = '**/api/v1/account-balances?**';
const table = (page: Page) => page.getByRole('table', { name: '残高一覧' });

test.describe('the first balance rows come with the page', () => {
  test('after login through the form, the rows show while the balance API is refused; a search fetches', async ({
    page,
    login,
    app,
  }) => {
    const generator = await ownGenerator(app, { facilities: 3, products: [2] });
    const asked: string[] = [];
    await page.route(BALANCES, (route) => {
      asked.push(route.request().url());
      return route.abort('connectionrefused');
    });
    await login(generator.loginId, OWN_MEMBER_PASSWORD);
    await page.waitForURL('**/account/balance');
    await expectHeading(page, '残高照会');
    await expect(table(page).locator('tbody tr')).toHaveCount(3);
    await expect(page.locator('.grid-summary')).toContainText('件数 3件');
    await expect(page.locator('.grid-summary')).toContainText('残高合計 30,000 kWh');
    expect(await columnTexts(table(page), '設備ID')).toEqual(generator.facilityIds);
    await expect(table(page).getByRole('alert')).toHaveCount(0);
    expect(asked).toEqual([]);

    // The document itself holds the rows (no script needed to see them).
    const html = await (await page.request.get('/account/balance')).text();
    for (const id of generator.facilityIds) expect(html).toContain(id);

    // A later search asks the API (refused here: the list says so).
    const searched = page.waitForRequest(BALANCES);
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await searched;
    await expect(table(page).getByRole('alert')).toContainText('データを取得できませんでした。');
    await page.unroute(BALANCES);
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await expect(table(page).locator('tbody tr')).toHaveCount(3);
  });

  test('the URL’s order and page are served as the API answers them; invalid conditions fall back', async ({
    page,
    login,
    app,
  }) => {
    // Volumes differ per line, so the order by balance is not the list's own.
    const generator = await ownGenerator(app, {
      facilities: 12,
      products: [2],
      volume: (i) => 1_000 + ((i * 7) % 12) * 100,
    });
    await login(generator.loginId);
    const query = 'sort=-balance&limit=10&page=2';
    const api = await page.request.get(
      `/api/v1/account-balances?fiscalYear=2026&productCd=2&sort=-balance&offset=10&limit=10&count=true`,
      { headers: { accept: 'application/json' } },
    );
    expect(api.ok()).toBe(true);
    const answered = ((await api.json()) as { accountBalanceList: { equipmentId: string }[] }).accountBalanceList;
    expect(answered).toHaveLength(2);

    // The island hydrates over the served rows as they are: React says nothing (no mismatch).
    const errors: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.route(BALANCES, (route) => route.abort('connectionrefused'));
    await page.goto(`/account/balance?${query}`);
    await expect(page.locator('.grid-range')).toHaveText('11–12件 / 全12件');
    expect(await columnTexts(table(page), '設備ID')).toEqual(answered.map((r) => r.equipmentId));
    await expect(table(page).getByRole('alert')).toHaveCount(0);

    // A year the member has no list for and an unknown order: the defaults, served all the same.
    await page.goto('/account/balance?fiscalYear=1999&sort=nonsense');
    await expect(page.getByLabel('対象年度')).toHaveValue('2026');
    await expect(page.locator('.grid-range')).toHaveText('1–10件 / 全12件');
    expect(await columnTexts(table(page), '設備ID')).toEqual(generator.facilityIds.slice(0, 10));

    // Conditions the rules refuse: nothing is served and nothing searched, the form says why.
    await page.goto('/account/balance?equipmentId=%EF%BC%AE%EF%BC%90');
    await expect(page.getByText('設備IDは半角で入力してください。')).toBeVisible();
    await expect(page.getByText('検索条件を指定して検索してください。')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the login chain, traced as bench/login-first-rows.ts traces it: no code-master or balance call before the first row', async ({
    browser,
    app,
  }) => {
    const generator = await ownGenerator(app, { facilities: 3, products: [2] });
    // The bench at its smallest size, so that it keeps running; its times are not asserted.
    const trace = await traceLogin(browser, app.baseUrl, generator.loginId, OWN_MEMBER_PASSWORD);
    expect(trace.codesStart).toBeNull();
    expect(trace.firstDataRequest).toBeNull();
    expect(trace.documentRequest).toBeGreaterThanOrEqual(trace.postEnd);
    expect(trace.firstRow).toBeGreaterThanOrEqual(trace.documentRequest);
  });
});
