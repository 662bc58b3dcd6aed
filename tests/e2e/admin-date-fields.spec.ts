import { expect, expectAccessible, signInOperator, test } from './fixtures';

/**
 * The console's date and date-time fields are the members' Japanese date field
 * (YYYY/MM/DD, 24-hour time, Sunday-first Japanese calendar), whatever the browser's locale.
 */
test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

test('in an English browser the console’s date fields read YYYY/MM/DD and 24-hour time', async ({ page, app }) => {
  await signInOperator(app, page.context());
  await page.goto('/admin/rounds');
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');
  await expect(page.locator('input[type="datetime-local"], input[type="date"], input[type="time"]')).toHaveCount(0);

  const form = page.getByRole('form', { name: '開催回の作成' });
  const opens = form.getByRole('textbox', { name: '受付開始（日本時間）' });
  await expect(opens).toHaveAttribute('placeholder', 'YYYY/MM/DD HH:MM');
  await opens.fill('2027-2-1 9:00');
  await opens.blur();
  await expect(opens).toHaveValue('2027/02/01 09:00');

  // The calendar is the members' one: Japanese month and weekdays from Sunday; the typed time stays.
  const closes = form.getByRole('textbox', { name: '締切（日本時間）' });
  await closes.fill('2027/02/08 15:00');
  await form.getByRole('button', { name: '締切（日本時間）のカレンダーを開く' }).click();
  const calendar = page.getByRole('dialog', { name: '締切（日本時間）の日付を選択' });
  await expect(calendar.getByRole('heading')).toHaveText('2027年2月');
  await expect(calendar.getByRole('columnheader').first()).toHaveText('日');
  await calendar.getByRole('gridcell', { name: /^2027年2月9日/ }).click();
  await expect(closes).toHaveValue('2027/02/09 15:00');
  await expectAccessible(page, '/admin/rounds (en-US)');

  await page.goto('/admin/system');
  const businessDate = page.getByRole('textbox', { name: '新しい業務日付' });
  await expect(businessDate).toHaveValue(/^\d{4}\/\d{2}\/\d{2}$/);
  await expect(page.getByTestId('business-date-state')).toContainText(await businessDate.inputValue());
  await expectAccessible(page, '/admin/system (en-US)');
});
