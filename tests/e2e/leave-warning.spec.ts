import type { Page } from '@playwright/test';
import { expect, expectHeading, test } from './fixtures';
import { ownMember } from './own-world';
import { ensureOpenRound } from './bid-world';
import { LEAVE_UNSAVED_QUESTION } from '../../src/lib/browser/leave-guard';

/**
 * On the input and confirm pages only reloading, closing or leaving the site warns
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
  test('without typed input a menu link goes to the page without a prompt', async ({ page, login, app }) => {
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

/** With unsaved input the app's own links ask first, in Japanese; without, they do not. */
test.describe('leaving unsaved input by the menu', () => {
  const menuLink = (page: Page, name: string) =>
    page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name });

  test('an input page asks; 取消 stays with the input, OK leaves', async ({ page, login, app }) => {
    const member = await ownMember(app, '未保存試験電力株式会社', { fit: true, nonFit: true });
    await login(member.loginId);
    await page.goto('/account/negotiation/input');
    await expectHeading(page, '価値移転');
    await page.getByLabel('移転先取引会員番号').fill('1002');
    const questions: string[] = [];
    let answer = false;
    page.on('dialog', (dialog) => {
      if (dialog.type() !== 'confirm') return void dialog.dismiss();
      questions.push(dialog.message());
      return void (answer ? dialog.accept() : dialog.dismiss());
    });
    await menuLink(page, '残高照会').click();
    await expect.poll(() => questions).toEqual([LEAVE_UNSAVED_QUESTION]);
    expect(new URL(page.url()).pathname).toBe('/account/negotiation/input');
    await expect(page.getByLabel('移転先取引会員番号')).toHaveValue('1002');
    answer = true;
    await menuLink(page, '残高照会').click();
    await page.waitForURL('**/account/balance');
    await expectHeading(page, '残高照会');
    expect(questions).toHaveLength(2);
  });

  test('the buy form on /bid/list asks too, and not after its bid was registered', async ({ page, login, app }) => {
    await ensureOpenRound(app.db);
    const member = await ownMember(app, '買い入力保護電力株式会社', { fit: true, nonFit: true });
    await login(member.loginId);
    await page.goto('/bid/list?productCd=1');
    await expectHeading(page, '入札照会');
    const questions: string[] = [];
    page.on('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByLabel('単価', { exact: true }).fill('2.34');
    await menuLink(page, '残高照会').click();
    await expect.poll(() => questions).toEqual([LEAVE_UNSAVED_QUESTION]);
    expect(new URL(page.url()).pathname).toBe('/bid/list');

    await page.getByLabel('入札量', { exact: true }).fill('5,000');
    await page.getByRole('button', { name: '入札', exact: true }).click();
    await page.getByRole('dialog', { name: '買い入札の確認' }).getByRole('button', { name: '登録' }).click();
    await expect(page.getByText('入札を登録しました。')).toBeVisible();
    await menuLink(page, '残高照会').click();
    await page.waitForURL('**/account/balance');
    expect(questions).toHaveLength(1);
  });
});
