import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expectConfirmButtons } from './confirm-buttons';
import { expect, expectHeading, test, expectAccessible } from './fixtures';
import { ensureOpenRound, fiscalYearOf, setDeadline, watchCsp, type Round } from './bid-world';
import { ownGenerator, ownMember } from './own-world';

async function openList(page: Page, login: (id: string) => Promise<void>, loginId: string, productCd: number) {
  await login(loginId);
  await page.waitForURL('**/account/balance');
  await page.goto(`/bid/list?productCd=${productCd}`);
  await expectHeading(page, '入札照会');
}

test.describe('bid list and entry (/bid/list, /bid/sell-bid/*)', () => {
  let round: Round;
  test.beforeAll(async ({ app }) => {
    round = await ensureOpenRound(app.db);
  });

  test('a FIT buy bid with a tracking preference is entered, then deleted after confirmation', async ({
    page,
    login,
    app,
  }) => {
    const refused = watchCsp(page);
    const buyer = await ownMember(app, '入札試験電力株式会社', { fit: true, nonFit: true });
    await openList(page, login, buyer.loginId, 1);
    await expect(page.getByRole('tab', { name: 'FIT非化石証書', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const auction = page.getByRole('region', { name: '市場情報' });
    await expect(auction.getByText(String(round[1]), { exact: true })).toBeVisible();
    await expect(auction.getByText('締切')).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^(\d+日 )?\d{2}:\d{2}:\d{2}$/);
    await expect(page.getByText('入札可能範囲 0.40～4.00円/kWh')).toBeVisible();

    await page.getByLabel('単価', { exact: true }).fill('1.25');
    await page.getByLabel('入札量', { exact: true }).fill('12,000');
    const first = page.getByRole('group', { name: '第1希望' });
    await first.getByLabel('指定方法').selectOption('conditions');
    await first.getByLabel('都道府県').selectOption({ label: '東京都' });
    await first.getByLabel('市区町村').selectOption({ label: '千代田区' });
    await first.getByLabel('再エネ種別').selectOption({ label: '太陽光' });
    await page.screenshot({ path: test.info().outputPath('bid-list-fit-form.png'), fullPage: true });
    await page.getByRole('button', { name: '入札', exact: true }).click();
    await expectConfirmButtons(page.getByRole('dialog', { name: '買い入札の確認' }));
    await page.getByRole('dialog', { name: '買い入札の確認' }).getByRole('button', { name: '登録' }).click();

    await expect(page.getByText('入札を登録しました。')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: '1.25' });
    await expect(row).toContainText('12,000');
    await expect(row).toContainText('買い');
    await expect(row).toContainText('第1希望: 東京都 千代田区・太陽光');
    await expect(page.getByLabel('単価', { exact: true })).toHaveValue('');
    await page.screenshot({ path: test.info().outputPath('bid-list-fit-entered.png'), fullPage: true });
    const scan = await new AxeBuilder({ page }).analyze();
    expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    const bidNo = (await row.getByRole('cell').first().textContent())!.trim();
    await row.getByRole('button', { name: `入札番号${bidNo}を削除` }).click();
    const dialog = page.getByRole('dialog', { name: '入札の削除' });
    await expect(dialog.getByText('削除しますか？')).toBeVisible();
    await expect(dialog).toContainText('1.25円/kWh');
    await expect(dialog).toContainText('12,000kWh');
    await page.screenshot({ path: test.info().outputPath('bid-list-delete-dialog.png') });
    await dialog.getByRole('button', { name: 'キャンセル' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `入札番号${bidNo}を削除` }).click();
    await dialog.getByRole('button', { name: '削除', exact: true }).click();
    await expect(page.getByText('入札を削除しました。')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: '1.25' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '入札一覧' })).toBeFocused();
    expect(refused).toEqual([]);
  });

  test('the band and volume limits are checked in the form with the spec wording', async ({ page, login, app }) => {
    const buyer = await ownMember(app, '入札範囲試験電力株式会社', { fit: true, nonFit: true });
    await openList(page, login, buyer.loginId, 1);
    await page.getByLabel('単価', { exact: true }).fill('0.39');
    await page.getByLabel('入札量', { exact: true }).fill('999');
    await page.getByRole('button', { name: '入札', exact: true }).click();
    await expect(page.getByText('単価は0.40円/kWh以上で入力してください。')).toBeVisible();
    await expect(page.getByText('入札量は1,000kWh以上で入力してください。')).toBeVisible();
    await expect(page.getByLabel('単価', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('単価', { exact: true }).fill('1.234');
    await page.getByRole('button', { name: '入札', exact: true }).click();
    await expect(page.getByText('単価は小数点以下2桁までの数値で入力してください。')).toBeVisible();

    await page.getByRole('tab', { name: '非FIT非化石証書（再エネ指定なし）' }).click();
    await expect(page).toHaveURL(/productCd=3/);
    await expect(page.getByText('入札可能範囲 0.60～1.30円/kWh')).toBeVisible();
    await page.getByLabel('単価', { exact: true }).fill('1.31');
    await page.getByLabel('入札量', { exact: true }).fill('1000');
    await page.getByRole('button', { name: '入札', exact: true }).click();
    await expect(page.getByText('単価は1.30円/kWh以下で入力してください。')).toBeVisible();
  });

  test('entering two bids and deleting all of them at once', async ({ page, login, app }) => {
    const buyer = await ownMember(app, '一括削除試験エナジー株式会社', { fit: false, nonFit: true });
    await openList(page, login, buyer.loginId, 3);
    for (const [price, volume] of [
      ['0.75', '3000'],
      ['0.70', '4000'],
    ]) {
      await page.getByLabel('単価', { exact: true }).fill(price!);
      await page.getByLabel('入札量', { exact: true }).fill(volume!);
      await page.getByRole('button', { name: '入札', exact: true }).click();
      await page.getByRole('dialog', { name: '買い入札の確認' }).getByRole('button', { name: '登録' }).click();
      await expect(page.getByRole('row').filter({ hasText: price! })).toBeVisible();
    }
    await page.getByRole('button', { name: '全件削除' }).click();
    const dialog = page.getByRole('dialog', { name: '入札の削除' });
    await expect(dialog).toContainText('入札2件をすべて削除します。');
    await dialog.getByRole('button', { name: '削除', exact: true }).click();
    await expect(page.getByText('入札を削除しました。')).toBeVisible();
    await expect(page.getByText('該当するデータがありません。')).toBeVisible();
  });

  test('a member outside the market sees why and gets no entry controls', async ({ page, login, app }) => {
    const consumer = await ownMember(app, 'FIT専業試験製作所株式会社', { fit: true, nonFit: false }, 'consumer');
    await openList(page, login, consumer.loginId, 2);
    await expect(
      page.getByText('非FIT市場に参加していないため入札できません。参加設定は取引会員情報から変更できます。'),
    ).toBeVisible();
    await expect(page.getByLabel('単価', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '入札', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '売り入札' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '全件削除' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('bid-list-not-participating.png'), fullPage: true });
  });

  test('when the countdown reaches the deadline the entry controls turn off', async ({ page, login, app }) => {
    const buyer = await ownMember(app, '締切試験エナジー株式会社', { fit: false, nonFit: true });
    await openList(page, login, buyer.loginId, 3);
    await setDeadline(app.db, round[3], new Date(Date.now() + 6_000));
    try {
      await page.reload();
      await expect(page.getByRole('button', { name: '入札', exact: true })).toBeEnabled();
      await expect(page.getByText('受付は終了しました。')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('button', { name: '入札', exact: true })).toBeDisabled();
      await expect(page.getByLabel('単価', { exact: true })).toBeDisabled();
      await page.screenshot({ path: test.info().outputPath('bid-list-closed.png'), fullPage: true });
    } finally {
      await setDeadline(app.db, round[3], new Date(Date.now() + 72 * 3_600_000));
    }
  });

  test('a sell bid goes input → confirm → back → confirm → register and then shows in the list', async ({
    page,
    login,
    app,
  }) => {
    const refused = watchCsp(page);
    const seller = await ownGenerator(app, { fiscalYear: fiscalYearOf(round), products: [2] });
    await openList(page, login, seller.loginId, 2);
    await page.getByRole('link', { name: '売り入札' }).click();
    await page.waitForURL('**/bid/sell-bid/input?productCd=2');
    await expectHeading(page, '売り入札');
    await expectAccessible(page);
    const radio = page.locator('input[type=radio]:not([disabled])').first();
    await expect(radio).toBeVisible();
    const equipmentId = (await radio.getAttribute('value'))!;

    await page.getByRole('button', { name: '確認' }).click();
    await expect(page.getByText('売却する認定設備を選択してください。')).toBeVisible();
    await radio.check();
    await page.getByLabel('単価', { exact: true }).fill('0.90');
    await page.getByLabel('入札量', { exact: true }).fill('999999999');
    await page.getByRole('button', { name: '確認' }).click();
    await expect(page.getByText('指定可能な入札量上限を超過しています。')).toBeVisible();
    await page.getByLabel('入札量', { exact: true }).fill('2,000');
    await page.screenshot({ path: test.info().outputPath('bid-sell-input.png'), fullPage: true });
    await page.getByRole('button', { name: '確認' }).click();

    await page.waitForURL('**/bid/sell-bid/confirm');
    await expectHeading(page, '売り入札（確認）');
    await expectAccessible(page);
    await expect(page.getByText('0.90円/kWh')).toBeVisible();
    await expect(page.getByText('2,000kWh', { exact: true })).toBeVisible();
    await expect(page.getByText(equipmentId, { exact: true })).toBeVisible();
    // The sell confirmation shows 金額 as the buy one does (0.90 × 2,000 = 1,800円).
    const summary = page.locator('.bid-summary');
    const factOf = (term: string) => summary.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
    await expect(factOf('金額')).toHaveText('1,800円');
    const before = Number((await factOf('入札可能量').innerText()).replace(/[^0-9]/g, ''));
    await expectConfirmButtons(page.locator('main'));
    await page.getByRole('button', { name: '戻る' }).click();

    await page.waitForURL('**/bid/sell-bid/input?productCd=2');
    await expect(page.getByLabel('単価', { exact: true })).toHaveValue('0.90');
    await expect(page.getByLabel('入札量', { exact: true })).toHaveValue('2,000');
    await expect(page.locator(`input[type=radio][value="${equipmentId}"]`)).toBeChecked();
    await page.getByRole('button', { name: '確認' }).click();

    await page.waitForURL('**/bid/sell-bid/confirm');
    const register = page.getByRole('button', { name: '登録' });
    await register.click();
    await expect(page.getByText('売り入札を登録しました。')).toBeVisible();
    await expectAccessible(page, '売り入札（完了）');
    await expectHeading(page, '売り入札（完了）');
    await expect(page.getByText(`市場番号 ${round[2]}`)).toBeVisible();
    await expect(register).toHaveCount(0);
    // The done page shows what is left to bid after this one, not the figure before it.
    await expect(factOf('入札可能量')).toHaveText(`${(before - 2_000).toLocaleString('ja-JP')}kWh`);
    await page.screenshot({ path: test.info().outputPath('bid-sell-done.png'), fullPage: true });
    // The done view is at the done path, the confirm address replaced.
    await expect(page).toHaveURL(/\/bid\/sell-bid\/done$/);

    await page.getByRole('link', { name: '入札照会へ' }).click();
    await page.waitForURL('**/bid/list?productCd=2');
    const row = page.getByRole('row').filter({ hasText: `設備ID ${equipmentId}` });
    await expect(row).toContainText('売り');
    await expect(row).toContainText('0.90');
    await expect(row).toContainText('2,000');

    // The confirm page without kept input goes back to the list; so does the done path requested anew.
    await page.goto('/bid/sell-bid/confirm');
    await page.waitForURL('**/bid/list');
    await page.goto('/bid/sell-bid/done');
    await page.waitForURL('**/bid/list');
    expect(refused).toEqual([]);
  });
});
