import { expect, expectHeading, test } from './fixtures';
import { eq } from 'drizzle-orm';
import { buy, closeAndClear, ensureOpenRound, OPERATOR } from './bid-world';
import { registerOwnMember } from './own-member';
import { organizations } from '../../src/lib/server/db/schema';
import { insertFacilities } from '../fixtures/ledger-fixtures';
import { certifyVolume } from '../../src/lib/server/services/ledger/certify-volume';
import { ownGenerator } from './own-world';
import { cellText, cellUnder, columnTexts } from './table-cells';

/** A seller narrows its authorized lines before choosing one to sell from. */
test.describe('sell line list', () => {
  test('narrows by prefecture and by facility ID, and back to all', async ({ page, login, app }) => {
    // A generator of the test's own, with its own facilities in two prefectures and their volume
    // authorized in the open round's year.
    const round = await ensureOpenRound(app.db);
    const fiscalYear = Math.floor(round[2] / 100);
    const { memberNumber, loginId } = await registerOwnMember(app, {
      name: '絞り込み試験発電株式会社',
      kind: 'generator',
      fitParticipation: false,
      nonFitParticipation: true,
    });
    const [owner] = await app.db.select().from(organizations).where(eq(organizations.memberNumber, memberNumber));
    const inX = [`G${memberNumber}-1`, `G${memberNumber}-2`];
    const inY = [`G${memberNumber}-3`];
    const [x, y] = ['130001', '270008'];
    await insertFacilities(app.db, [
      ...inX.map((id) => ({ id, prefectureCd: x, ownerOrganizationId: owner!.id })),
      ...inY.map((id) => ({ id, prefectureCd: y, municipalityCd: null, ownerOrganizationId: owner!.id })),
    ]);
    await certifyVolume(app.db, OPERATOR, {
      memberNumber,
      targetYear: fiscalYear,
      productCd: 2,
      lines: [...inX, ...inY].map((facilityId) => ({ facilityId, volume: 2_000 })),
    });

    await login(loginId);
    await page.goto('/bid/list?productCd=2');
    await expectHeading(page, '入札照会');
    await page.getByRole('link', { name: '売り入札' }).click();
    await page.waitForURL('**/bid/sell-bid/input?productCd=2');
    const lines = page.getByRole('table', { name: '売り入札できる認定設備' });
    const rows = lines.locator('tbody tr');
    await expect(rows).toHaveCount(3);

    const filter = page.getByRole('search', { name: '売却する認定設備の絞り込み' });
    const prefectureName = async (cd: string) =>
      (await filter.getByLabel('都道府県').locator(`option[value="${cd}"]`).innerText()).trim();
    await filter.getByLabel('都道府県').selectOption(x);
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) expect(await cellText(lines, row, '都道府県')).toBe(await prefectureName(x));
    await filter.getByLabel('都道府県').selectOption(y);
    await expect(rows).toHaveCount(1);
    await expect(await cellUnder(lines, rows.first(), '設備ID')).toHaveText(inY[0]!);

    await filter.getByLabel('都道府県').selectOption('');
    await filter.getByLabel('設備ID').fill(inX[1]!);
    await filter.getByLabel('設備ID').press('Enter');
    await expect(rows).toHaveCount(1);
    await expect(await cellUnder(lines, rows.first(), '設備ID')).toHaveText(inX[1]!);
    // Enter narrowed the list; the sell form was not sent.
    expect(new URL(page.url()).pathname).toBe('/bid/sell-bid/input');

    await filter.getByLabel('設備ID').fill('');
    await filter.getByRole('button', { name: '絞り込み' }).click();
    await expect(rows).toHaveCount(3);
  });
});

test.describe('sortable columns', () => {
  test('the balance list sorts by a column on the server, the sort kept in the URL across a reload', async ({
    page,
    login,
    app,
  }) => {
    // Twelve lines whose balances differ and are not in facility order.
    const generator = await ownGenerator(app, {
      facilities: 12,
      products: [2],
      volume: (i) => ((i * 7) % 12) * 1_000 + 500,
    });
    await login(generator.loginId);
    await page.waitForURL('**/account/balance');
    const table = page.getByRole('table', { name: '残高一覧' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(10);
    const header = table.getByRole('columnheader', { name: /^残高\(kWh\)/ });
    await expect(header).toHaveAttribute('aria-sort', 'none');

    // Its figures are grouped.
    const balances = async () => (await columnTexts(table, '残高(kWh)')).map((t) => Number(t.replace(/,/g, '')));
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

/**
 * Sorting on the bid screens: a retailer of the test's own bids FIT four times (two bids at the
 * same price, entered apart), so its bid list and, once the auction clears, its results hold only
 * these rows.
 */
test.describe('sortable bid lists', () => {
  const BIDS: [string, number][] = [
    ['1.20', 2_000],
    ['0.80', 1_000],
    ['1.50', 3_000],
    ['0.80', 4_000],
  ];

  test('the bid list and the results sort by price on the server, the sort kept in the URL across a reload', async ({
    page,
    login,
    app,
  }) => {
    const round = await ensureOpenRound(app.db);
    const fiscalYear = Math.floor(round[1] / 100);
    const { loginId } = await registerOwnMember(app, {
      name: '並び替え確認電力株式会社',
      kind: 'retailer',
      fitParticipation: true,
      nonFitParticipation: false,
    });
    for (const [price, volume] of BIDS) await buy(app.db, loginId, 1, price, volume);

    await login(loginId);
    await page.goto('/bid/list?productCd=1');
    await expectHeading(page, '入札照会');
    const bidTable = page.getByRole('table', { name: '登録済みの入札' });
    const bidNos = async () => (await columnTexts(bidTable, '入札番号')).map(Number);
    const prices = () => columnTexts(bidTable, '単価');
    await expect.poll(bidNos).toEqual([1, 2, 3, 4]);
    const priceHeader = () => bidTable.getByRole('columnheader', { name: /^単価/ });
    await expect(priceHeader()).toHaveAttribute('aria-sort', 'none');

    await priceHeader().getByRole('button').click();
    await expect(page).toHaveURL(/[?&]sort=unitPrice(&|$)/);
    await expect(page).toHaveURL(/[?&]productCd=1(&|$)/);
    await expect(priceHeader()).toHaveAttribute('aria-sort', 'ascending');
    // The bids at 0.80 keep the order they were entered in.
    await expect.poll(bidNos).toEqual([2, 4, 1, 3]);
    expect(await prices()).toEqual(['0.80', '0.80', '1.20', '1.50']);

    await priceHeader().getByRole('button').click();
    await expect(page).toHaveURL(/[?&]sort=-unitPrice(&|$)/);
    await expect(priceHeader()).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(bidNos).toEqual([3, 1, 2, 4]);

    await page.reload();
    await expect(priceHeader()).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(bidNos).toEqual([3, 1, 2, 4]);

    // The auction clears; its results sort by 入札単価 the same way.
    await closeAndClear(app.db, round[1]);
    await page.goto(`/bid/result?fiscalYear=${fiscalYear}&productCd=1&marketNo=${round[1]}`);
    await expectHeading(page, '約定結果照会');
    const resultTable = page.getByRole('table', { name: '約定結果' });
    const resultBidNos = async () => (await columnTexts(resultTable, '入札番号')).map(Number);
    await expect.poll(resultBidNos).toEqual([1, 2, 3, 4]);
    const bidPriceHeader = () => resultTable.getByRole('columnheader', { name: /^入札単価/ });
    await expect(bidPriceHeader()).toHaveAttribute('aria-sort', 'none');

    await bidPriceHeader().getByRole('button').click();
    await expect(page).toHaveURL(/[?&]sort=bidPrice(&|$)/);
    await expect(bidPriceHeader()).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(resultBidNos).toEqual([2, 4, 1, 3]);
    await bidPriceHeader().getByRole('button').click();
    await expect(page).toHaveURL(/[?&]sort=-bidPrice(&|$)/);
    await expect.poll(resultBidNos).toEqual([3, 1, 2, 4]);

    // Searching again keeps the order, and so does a reload.
    await page.getByRole('button', { name: '検索' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]marketNo=${round[1]}&sort=-bidPrice$`));
    await page.reload();
    await expect(bidPriceHeader()).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(resultBidNos).toEqual([3, 1, 2, 4]);
  });
});
