import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectHeading, test } from './fixtures';
import { ownMember, ownRetailer } from './own-world';

/**
 * Every member page without serious axe findings (the flows' confirm and done steps
 * are scanned where the flow specs reach them), and form controls whose borders a member can see.
 */
test.describe('accessibility of every page', () => {
  test('the pages outside the flows: password change, maintenance, not found and error', async ({
    page,
    login,
    app,
  }) => {
    const member = await ownMember(app, '画面点検エナジー株式会社', { fit: false, nonFit: true });
    await login(member.loginId);
    await page.goto('/password/change');
    await expectHeading(page, 'パスワード変更');
    await expectAccessible(page);
    await page.goto('/no-such-screen');
    await expectHeading(page, 'ページが見つかりません');
    await expectAccessible(page);
    await page.goto('/close');
    await expectAccessible(page);
    // Last: the error page signs the member out.
    await page.goto('/error');
    await expect(page.getByRole('heading', { name: 'エラー' })).toBeVisible();
    await expectAccessible(page);
  });

  test('checkbox and radio borders stand out from what is around them by at least 3:1 (WCAG 1.4.11)', async ({
    page,
    login,
    app,
  }) => {
    const retailer = await ownRetailer(app, { facilities: 2 });
    await login(retailer.loginId);
    await page.goto('/account/negotiation/input');
    await expect(
      page.getByRole('table', { name: '保有明細' }).locator('tbody input[type=checkbox]').first(),
    ).toBeVisible();
    expect(await lowestControlContrast(page, 'input[type=checkbox]')).toBeGreaterThanOrEqual(3);
    await page.goto('/account/nfc/publish/input');
    await expect(page.locator('input[type=radio]').first()).toBeVisible();
    expect(await lowestControlContrast(page, 'input[type=radio]')).toBeGreaterThanOrEqual(3);
  });
});

/** The lowest contrast between an enabled control's border and the first opaque background behind it. */
async function lowestControlContrast(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => {
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const lin = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
    };
    const contrast = (a: number[], b: number[]) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    const backdrop = (el: Element): number[] => {
      for (let node: Element | null = el.parentElement; node; node = node.parentElement) {
        const c = rgb(getComputedStyle(node).backgroundColor);
        if (c.length === 3 || (c.length === 4 && c[3]! > 0.9)) return c.slice(0, 3);
      }
      return [255, 255, 255];
    };
    const controls = [...document.querySelectorAll<HTMLInputElement>(sel)].filter((i) => !i.disabled && !i.checked);
    if (controls.length === 0) throw new Error(`no enabled, unchecked ${sel}`);
    return Math.min(...controls.map((i) => contrast(rgb(getComputedStyle(i).borderTopColor).slice(0, 3), backdrop(i))));
  }, selector);
}
