import { expectConfirmButtons } from './confirm-buttons';
import { expect, expectHeading, test, expectAccessible } from './fixtures';
import { ensureOpenRound, fiscalYearOf, watchCsp, type Round } from './bid-world';
import { ownGenerator } from './own-world';

const FACILITIES = 120;

test.describe('multi-line sell (/bid/sell-bid/input → confirm, 複数設備をまとめて入札する)', () => {
  let round: Round;
  test.beforeAll(async ({ app }) => {
    round = await ensureOpenRound(app.db);
  });

  test('a generator with 120 facilities sells from all of them at one price in one registration', async ({
    page,
    login,
    app,
  }) => {
    test.setTimeout(90_000);
    const refused = watchCsp(page);
    // The last facility holds less than a bid's minimum: it cannot be chosen, nor by 全て選択.
    const seller = await ownGenerator(app, {
      name: '多設備再エネ発電株式会社',
      facilities: FACILITIES + 1,
      fiscalYear: fiscalYearOf(round),
      products: [2],
      volume: (i) => (i === FACILITIES ? 500 : 10_000),
    });
    await login(seller.loginId);
    await page.waitForURL('**/account/balance');
    await page.goto('/bid/sell-bid/input?productCd=2');
    await expectHeading(page, '売り入札');
    await page.getByRole('switch', { name: /複数設備をまとめて入札する/ }).check();

    // Nothing chosen: the same wording as the single-line form.
    await page.getByRole('button', { name: '確認' }).click();
    await expect(page.getByText('売却する認定設備を選択してください。')).toBeVisible();
    await expect(page.getByLabel(`設備ID ${seller.facilityIds[FACILITIES]}を選択`)).toBeDisabled();

    // A few lines, then all of them.
    await page.getByLabel(`設備ID ${seller.facilityIds[0]}を選択`).check();
    await page.getByLabel(`設備ID ${seller.facilityIds[1]}を選択`).check();
    await expect(page.getByText('選択中：2件（入札量合計 20,000kWh）')).toBeVisible();
    await page.getByLabel(`全て選択（${FACILITIES}件）`).check();
    await expect(page.getByText(`選択中：${FACILITIES}件（入札量合計 1,200,000kWh）`)).toBeVisible();
    await page.getByLabel('単価', { exact: true }).fill('0.595');
    await page.getByRole('button', { name: '確認' }).click();
    await expect(page.getByText('単価は小数点以下2桁までの数値で入力してください。')).toBeVisible();
    await page.getByLabel('単価', { exact: true }).fill('0.85');
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('sell-lines-input.png'), fullPage: true });
    await page.getByRole('button', { name: '確認' }).click();

    await page.waitForURL('**/bid/sell-bid/confirm');
    await expectHeading(page, '売り入札（確認）');
    const summary = page.locator('.bid-summary');
    const factOf = (term: string) => summary.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
    await expect(factOf('設備数')).toHaveText(`${FACILITIES}件`);
    await expect(factOf('入札量合計')).toHaveText('1,200,000kWh');
    // 0.85 × 10,000 = 8,500円 a line, 1,020,000円 for the 120.
    await expect(factOf('金額合計')).toHaveText('1,020,000円');
    await expect(factOf('単価')).toHaveText('0.85円/kWh');
    await expectConfirmButtons(page.locator('main'));
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('sell-lines-confirm.png'), fullPage: true });

    // 戻る keeps the choice and the price.
    await page.getByRole('button', { name: '戻る' }).click();
    await page.waitForURL('**/bid/sell-bid/input?productCd=2');
    await expect(page.getByRole('switch', { name: /複数設備をまとめて入札する/ })).toBeChecked();
    await expect(page.getByLabel('単価', { exact: true })).toHaveValue('0.85');
    await expect(page.getByLabel(`全て選択（${FACILITIES}件）`)).toBeChecked();
    await page.getByRole('button', { name: '確認' }).click();

    await page.waitForURL('**/bid/sell-bid/confirm');
    const register = page.getByRole('button', { name: '登録' });
    await register.click();
    await expect(page.getByText('売り入札を登録しました。')).toBeVisible();
    await expectHeading(page, '売り入札（完了）');
    await expect(page.getByText(`市場番号 ${round[2]} ／ 入札番号 1～${FACILITIES}（${FACILITIES}件）`)).toBeVisible();
    await expect(register).toHaveCount(0);

    await page.getByRole('link', { name: '入札照会へ' }).click();
    await page.waitForURL('**/bid/list?productCd=2');
    await expect(page.getByText(new RegExp(`件数\\s*${FACILITIES}\\s*件`)).first()).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: `設備ID ${seller.facilityIds[0]}` });
    await expect(row).toContainText('売り');
    await expect(row).toContainText('0.85');
    await expect(row).toContainText('10,000');
    expect(refused).toEqual([]);
  });
});
