import type { Page } from '@playwright/test';
import { expect, expectHeading, test } from './fixtures';
import { ownCertificate, ownGenerator, ownRetailer } from './own-world';

/**
 * A list that could not be loaded says so in place of the rows, and never looks like
 * an empty account (no "0件", no zero total beside the message).
 */
const BALANCES = '**/api/v1/account-balances?**';

async function expectNoEmptyAccount(page: Page): Promise<void> {
  const table = page.getByRole('table', { name: '残高一覧' });
  await expect(table.getByText('該当するデータがありません。')).toHaveCount(0);
  await expect(page.locator('.grid-summary')).toContainText('件数 —');
  await expect(page.locator('.grid-summary')).not.toContainText('残高合計');
  await expect(page.locator('.grid-range')).toHaveCount(0);
}

test.describe('a list that could not be loaded', () => {
  test('the balance list says why instead of showing an empty account, and recovers', async ({ page, login, app }) => {
    const generator = await ownGenerator(app, { facilities: 3, products: [2] });
    await login(generator.loginId);
    await expectHeading(page, '残高照会');
    const table = page.getByRole('table', { name: '残高一覧' });
    await expect(table.locator('tbody tr')).toHaveCount(3);

    // The server refuses the request (a renewable type it does not know, as a stale page might
    // ask): its own words are shown in place of the rows.
    await page.route(BALANCES, (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('reType', '100');
      return route.continue({ url: url.toString() });
    });
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await expect(table.getByRole('alert')).toContainText('再エネ種別');
    await expectNoEmptyAccount(page);
    await page.screenshot({ path: test.info().outputPath('balance-load-refused.png'), fullPage: true });

    // No answer at all: the generic message, and the list says it could not be loaded.
    await page.unroute(BALANCES);
    await page.route(BALANCES, (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await expect(table.getByRole('alert')).toContainText('データを取得できませんでした。');
    await expectNoEmptyAccount(page);

    await page.unroute(BALANCES);
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await expect(table.locator('tbody tr')).toHaveCount(3);
    await expect(table.getByRole('alert')).toHaveCount(0);
    await expect(page.locator('.grid-summary')).toContainText('件数 3件');
  });

  test('while the rows load, the list shows its loading state, not 件数 0件 or a zero total', async ({
    page,
    login,
    app,
  }) => {
    const generator = await ownGenerator(app, { facilities: 3, products: [2] });
    await login(generator.loginId);
    await expectHeading(page, '残高照会');
    // The page comes with its first rows; すべて is the one page size the island fetches itself (the
    // server does not put a whole account into the page), so its first rows load in the browser.
    // The balance answer is held until the test has read the waiting screen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(BALANCES, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/account/balance?limit=all');
    const summary = page.locator('.grid-summary');
    await expect(summary.getByRole('status')).toHaveText('データを取得中です。');
    await expect(summary).not.toContainText('件数');
    await expect(summary).not.toContainText('残高合計');
    await expect(page.locator('.grid-range')).toHaveCount(0);
    const table = page.getByRole('table', { name: '残高一覧' });
    await expect(table.getByText('該当するデータがありません。')).toHaveCount(0);
    release();
    await expect(table.locator('tbody tr')).toHaveCount(3);
    await expect(summary).toContainText('件数 3件');
    await expect(summary).toContainText('残高合計');
    await expect(summary.getByRole('status')).toHaveCount(0);
  });

  test('a certificate PDF the server does not have is said, not silently dropped', async ({ page, login, app }) => {
    const retailer = await ownRetailer(app, { facilities: 1 });
    const number = await ownCertificate(app, retailer, { nfcTypeCd: 2, menuName: '確認用メニュー' }, [
      { equipmentId: retailer.facilityIds[0]!, volume: 1_000 },
    ]);
    await login(retailer.loginId);
    await page.goto('/account/nfc/list');
    const row = page.getByRole('table', { name: '証書一覧' }).locator('tbody tr', { hasText: number });
    await expect(row).toBeVisible();
    // The certificate is gone from the server's view by the time the member asks (as a stale list
    // would ask for one): the real server answers 404 C_SH_002.
    await page.route('**/api/v1/nfcs/pdfs/**', (route) =>
      route.continue({ url: route.request().url().replace(encodeURIComponent(number), 'NF2026-9999999') }),
    );
    await row.getByRole('button', { name: `${number}のPDFをダウンロード` }).click();
    await expect(page.locator('.snackbar-error')).toContainText('該当するデータが存在しません。');
    await expect(row.getByRole('button', { name: `${number}のPDFをダウンロード` })).toBeEnabled();
  });
});
