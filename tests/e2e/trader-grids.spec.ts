import { expect, expectHeading, test } from './fixtures';
import { ensureOpenRound } from './bid-world';

/** Issue 14 §8: a seller narrows its authorized lines before choosing one to sell from. */
test.describe('sell line list', () => {
  test.beforeAll(async ({ app }) => {
    await ensureOpenRound(app.db);
  });

  test('narrows by prefecture and by facility ID, and back to all', async ({ page, login }) => {
    await login('aozora01');
    await page.goto('/bid/list?productCd=2');
    await expectHeading(page, '入札照会');
    await page.getByRole('link', { name: '売り入札' }).click();
    await page.waitForURL('**/bid/sell-bid/input?productCd=2');
    const table = page.getByRole('table', { name: '売り入札できる認定設備' });
    const rows = table.locator('tbody tr');
    await expect(rows.first().locator('input[type=radio]')).toBeVisible();
    const total = page.locator('.paged-grid').getByText(/^件数/);
    const allText = await total.innerText();

    // The prefecture column is the fifth (選択, 設備ID, 設備名, 再エネ種別, 都道府県).
    const prefecture = (await rows.first().locator('td').nth(4).innerText()).trim();
    const filter = page.getByRole('search', { name: '売却する認定設備の絞り込み' });
    await filter.getByLabel('都道府県').selectOption({ label: prefecture });
    await expect(rows.first().locator('td').nth(4)).toHaveText(prefecture);
    for (const cell of await rows.locator('td:nth-child(5)').allInnerTexts()) expect(cell.trim()).toBe(prefecture);

    const id = (await rows.first().locator('td').nth(1).innerText()).trim();
    await filter.getByLabel('設備ID').fill(id);
    await filter.getByLabel('設備ID').press('Enter');
    await expect(rows).toHaveCount(1);
    await expect(rows.first().locator('td').nth(1)).toHaveText(id);
    // Enter narrowed the list; the sell form was not sent.
    expect(new URL(page.url()).pathname).toBe('/bid/sell-bid/input');

    await filter.getByLabel('設備ID').fill('');
    await filter.getByLabel('都道府県').selectOption({ label: 'すべて' });
    await expect(total).toHaveText(allText);
  });
});

test.describe('sortable columns', () => {
  test('the balance list sorts by a column on the server, the sort kept in the URL across a reload', async ({
    page,
    login,
  }) => {
    await login('aozora01');
    await page.waitForURL('**/account/balance');
    const table = page.getByRole('table', { name: '残高一覧' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(10);
    const header = table.getByRole('columnheader', { name: /^残高\(kWh\)/ });
    await expect(header).toHaveAttribute('aria-sort', 'none');

    // 残高 is the ninth column; its figures are grouped.
    const balances = async () =>
      (await rows.locator('td:nth-child(9)').allInnerTexts()).map((t) => Number(t.replace(/,/g, '')));
    await header.getByRole('button').click();
    await expect(page).toHaveURL(/[?&]sort=balance(&|$)/);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect
      .poll(async () => {
        const shown = await balances();
        return shown.every((v, i) => i === 0 || shown[i - 1]! <= v);
      })
      .toBe(true);
    const smallest = (await balances())[0]!;

    // The keyboard turns it around.
    await header.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]sort=-balance(&|$)/);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(async () => (await balances())[0]! >= smallest).toBe(true);
    const descending = await balances();
    expect(descending).toEqual([...descending].sort((x, y) => y - x));

    await page.reload();
    await expect(table.getByRole('columnheader', { name: /^残高\(kWh\)/ })).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(balances).toEqual(descending);
  });
});
