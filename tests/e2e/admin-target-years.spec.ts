import { expect, expectAccessible, signInOperator, test } from './fixtures';
import { OPERATOR } from '../fixtures/settlement-fixtures';
import { updateSystemSettings } from '../../src/lib/server/services/system/update-system-settings';

// A worker of its own: the year created here would otherwise be in every later spec's year lists.
test.use({ appEnv: { ADMIN_FOUR_EYES: 'false' } });

/**
 * The operator creates the target year after the seeded ones on the console's system
 * page, with one product's price band of its own, after a confirmation that says what members will
 * see; a year that exists is refused in Japanese in the dialog.
 */
test('an operator creates a target year with a price band from the system page; an existing one is refused', async ({
  page,
  app,
}) => {
  // The creatable range follows the business date: FY2026's, as the demo's.
  await updateSystemSettings(app.db, OPERATOR, { businessDate: '2026-12-07' });
  try {
    await signInOperator(app, page.context());
    await page.goto('/admin/system');
    const section = page.getByRole('region', { name: '対象年度', exact: true });
    await expect(section.getByTestId('target-years-creatable')).toHaveText('2024～2028年度');
    await expect(section.getByTestId('target-year-2027')).toContainText('2027/04/01～2028/03/31');
    await expect(section.getByTestId('target-year-2027')).toContainText('2028/06/30');
    await expectAccessible(page);

    const form = section.getByRole('form', { name: '対象年度の作成' });
    await form.getByLabel('対象年度').fill('2028');
    await form.getByLabel('商品2 非FIT（再エネ指定あり） 下限価格').fill('0.70');
    await form.getByLabel('商品2 非FIT（再エネ指定あり） 上限価格').fill('1.50');
    await form.getByRole('button', { name: '対象年度を作成する' }).click();
    const dialog = page.getByRole('dialog', { name: '対象年度の作成（確認）' });
    await expect(dialog).toContainText('2028年度（2028/04/01～2029/03/31、証書の利用期限 2029/06/30）を作成します。');
    await expect(dialog).toContainText('価格帯は商品2 0.70～1.50円/kWh、ほかの商品は前年度と同じです。');
    await dialog.getByRole('button', { name: '作成する' }).click();
    await expect(section.getByRole('status').filter({ hasText: '作成しました' })).toHaveText(
      '2028年度の対象年度を作成しました。',
    );
    await expect(section.getByTestId('target-year-2028')).toContainText(
      '商品1 0.40～4.00、商品2 0.70～1.50、商品3 0.60～1.30',
    );
    await page.screenshot({ path: test.info().outputPath('admin-target-years.png'), fullPage: true });

    await form.getByLabel('対象年度').fill('2027');
    await form.getByLabel('商品2 非FIT（再エネ指定あり） 下限価格').fill('');
    await form.getByLabel('商品2 非FIT（再エネ指定あり） 上限価格').fill('');
    await form.getByRole('button', { name: '対象年度を作成する' }).click();
    await dialog.getByRole('button', { name: '作成する' }).click();
    await expect(dialog).toContainText('2027年度の対象年度は既に作成されています。');
  } finally {
    await updateSystemSettings(app.db, OPERATOR, { businessDate: null });
  }
});
