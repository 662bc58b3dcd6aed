import type { Page } from '@playwright/test';
import { expect, expectHeading, test } from './fixtures';
import { ownMember } from './own-world';

/**
 * Issue 14 §3: on the input and confirm pages only reloading, closing or leaving the site warns
 * (as the original single-page design did); the app's own menu and links do not.
 */
function countUnloadPrompts(page: Page): { count: () => number } {
  let prompts = 0;
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') prompts++;
    void dialog.dismiss(); // stay on the page
  });
  return { count: () => prompts };
}

/** Chromium asks beforeunload only of a page the user has interacted with. */
async function touch(page: Page): Promise<void> {
  await page.getByLabel('移転先取引会員番号').click();
}

test.describe('leaving an input page', () => {
  test('a menu link goes to the page without a prompt', async ({ page, login, app }) => {
    const member = await ownMember(app, '画面遷移試験電力株式会社', { fit: true, nonFit: true });
    await login(member.loginId);
    await page.goto('/account/negotiation/input');
    await expectHeading(page, '価値移転');
    const prompts = countUnloadPrompts(page);
    await touch(page);
    await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: '残高照会' }).click();
    await page.waitForURL('**/account/balance');
    await expectHeading(page, '残高照会');
    expect(prompts.count()).toBe(0);
  });

  test('reloading and leaving the site still prompt, and a dismissed prompt keeps the page', async ({
    page,
    login,
    app,
  }) => {
    const member = await ownMember(app, '再読込試験電力株式会社', { fit: true, nonFit: true });
    await login(member.loginId);
    await page.goto('/account/negotiation/input');
    await expectHeading(page, '価値移転');
    const prompts = countUnloadPrompts(page);
    await touch(page);
    await page.getByLabel('移転先取引会員番号').fill('1002');

    // The dismissed reload leaves the page and what was typed as they were.
    await page.evaluate(() => location.reload()).catch(() => undefined);
    await expect.poll(() => prompts.count()).toBe(1);
    await expect(page.getByLabel('移転先取引会員番号')).toHaveValue('1002');

    // A link to another site (here: another origin on this machine).
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = 'http://localhost:9/elsewhere';
      a.textContent = 'elsewhere';
      (document.querySelector('main') ?? document.body).prepend(a);
    });
    await page.getByRole('link', { name: 'elsewhere' }).click();
    await expect.poll(() => prompts.count()).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/account/negotiation/input');
  });
});
