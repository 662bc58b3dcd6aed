import { expect, expectAccessible, expectHeading, test } from './fixtures';
import { GLOSSARY_TERMS, ROUND_STEP_NAMES } from '../../src/lib/glossary';

/** The 用語集・ヘルプ page, reached from the menu and from the ？ beside a screen's title. */
test.describe('用語集・ヘルプ', () => {
  test('opens from the menu of a member screen, and a screen’s ？ leads to its term', async ({ page, login }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await login('sakura01');
    await page.goto('/bid/result');
    await expectHeading(page, '約定結果照会');
    await page
      .getByRole('navigation', { name: 'メインメニュー' })
      .getByRole('link', { name: '用語集・ヘルプ' })
      .click();
    await expectHeading(page, '用語集・ヘルプ');
    // Every term of the glossary and every step of a round is on the page.
    for (const t of GLOSSARY_TERMS) await expect(page.locator(`#term-${t.id} dt`)).toHaveText(t.term);
    for (const name of Object.values(ROUND_STEP_NAMES)) {
      await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(page.locator('#round-settlement')).toContainText('5営業日後');
    await expectAccessible(page, '/help at 1280');

    await page.goto('/bid/result');
    await page.getByRole('link', { name: '用語の説明：約定' }).click();
    await expect(page).toHaveURL(/\/help#term-contract$/);
    const term = page.locator('#term-contract');
    await expect(term.locator('dt')).toHaveText('約定');
    await expect(term).toBeInViewport();
    await expect(page.locator('.help-term:target')).toHaveAttribute('id', 'term-contract');

    await page.goto('/account/balance');
    await page.getByRole('link', { name: '用語の説明：保有区分' }).click();
    await expect(page).toHaveURL(/\/help#term-holding-class$/);
    await expect(page.locator('#term-holding-class')).toBeInViewport();
  });

  test('at phone width: reached from the menu, axe clean, and the ？ of 精算書管理 leads to 精算', async ({
    page,
    login,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login('sakura01');
    await page.goto('/settlement');
    // At phone width the menu opens from its メニュー button.
    await page.getByRole('button', { name: 'メニュー', exact: true }).click();
    await page
      .getByRole('navigation', { name: 'メインメニュー' })
      .getByRole('link', { name: '用語集・ヘルプ' })
      .click();
    await expectHeading(page, '用語集・ヘルプ');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, '/help at 390');

    await page.goto('/settlement');
    await page.getByRole('link', { name: '用語の説明：精算' }).click();
    await expect(page).toHaveURL(/\/help#round-settlement$/);
    await expect(page.locator('#round-settlement')).toBeInViewport();
    await expectAccessible(page, '/help#round-settlement at 390');
  });
});
