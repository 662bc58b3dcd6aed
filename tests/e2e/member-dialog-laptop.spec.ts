import type { Locator, Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { expect, test } from './fixtures';
import { openOwnMemberDialog } from './own-member';
import { ensureOpenRound } from './bid-world';
import { placeBuy } from '../fixtures/auction-fixtures';
import { authOf } from '../fixtures/ledger-world';
import { bids, organizations } from '../../src/lib/server/db/schema';

/** Wholly inside the viewport, as drawn (no scrolling of the page or the dialog needed to see it). */
async function expectInViewport(page: Page, locator: Locator, what: string): Promise<void> {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  expect(box, what).not.toBeNull();
  expect(box.y, what).toBeGreaterThanOrEqual(0);
  expect(box.x, what).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, what).toBeLessThanOrEqual(height);
  expect(box.x + box.width, what).toBeLessThanOrEqual(width);
}

/*
 * The member dialog on the laptop screens traders use: the body scrolls between the title and the
 * buttons, the saved message is seen, the second factor asks for the password only once chosen,
 * and leaving a market with open bids names how many will be cancelled before it cancels them.
 */
for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
]) {
  test(`the member dialog at ${viewport.width}×${viewport.height}`, async ({ page, login, app }) => {
    await page.setViewportSize(viewport);
    const name = `会員画面${viewport.width}試験電力株式会社`;
    const { loginId, dialog } = await openOwnMemberDialog(app, page, login, name);
    const title = dialog.getByRole('heading', { name: '取引会員情報' });
    const save = dialog.getByRole('button', { name: '変更登録' });
    const close = dialog.getByRole('button', { name: '閉じる', exact: true });
    await expectInViewport(page, title, 'title');
    // The API token panel loads into the body: the buttons stay in view after it has.
    await expect(dialog.getByRole('heading', { name: 'APIトークン' })).toBeVisible();
    await expectInViewport(page, save, '変更登録');
    await expectInViewport(page, close, '閉じる');

    // 現在のパスワード only after 二要素認証を設定する, and then it has the focus.
    const mfa = dialog.getByRole('region', { name: '二要素認証（確認コード）' });
    await expect(mfa.getByText('未設定です', { exact: false })).toBeVisible();
    await expect(mfa.getByLabel('現在のパスワード')).toHaveCount(0);
    await mfa.getByRole('button', { name: '二要素認証を設定する' }).click();
    await expect(mfa.getByLabel('現在のパスワード')).toBeFocused();
    await expectInViewport(page, save, '変更登録 with the password field');

    // Two FIT bids in the open auction (an earlier spec may have cleared the demo's round):
    // leaving the FIT market names them before cancelling them.
    await ensureOpenRound(app.db);
    const auth = await authOf(app.db, loginId);
    await placeBuy(app.db, auth, { productCd: 1, price: '1.20', volume: 10_000 });
    await placeBuy(app.db, auth, { productCd: 1, price: '1.10', volume: 5_000 });
    await dialog.getByRole('button', { name: '編集' }).click();
    await dialog.getByLabel('FIT市場', { exact: true }).uncheck();
    await save.click();
    const confirm = dialog.getByRole('alert').filter({ hasText: '受付中の入札が 2 件あります' });
    await expectInViewport(page, confirm, 'the count');
    await expect(confirm).toContainText('これらの入札はすべて取り消されます');
    const [before] = await app.db.select().from(organizations).where(eq(organizations.id, auth.organizationId));
    expect(before!.fitParticipation).toBe(true);
    const confirmSave = dialog.getByRole('button', { name: '入札を取り消して変更登録' });
    await expectInViewport(page, confirmSave, '入札を取り消して変更登録');
    await page.screenshot({ path: test.info().outputPath(`member-dialog-confirm-${viewport.width}.png`) });
    await confirmSave.click();

    const saved = dialog.getByRole('status').filter({ hasText: '取引会員情報を更新しました。' });
    await expectInViewport(page, saved, 'the saved message');
    await expectInViewport(page, title, 'title after saving');
    await expectInViewport(page, close, '閉じる after saving');
    const [after] = await app.db.select().from(organizations).where(eq(organizations.id, auth.organizationId));
    expect(after!.fitParticipation).toBe(false);
    const live = await app.db
      .select()
      .from(bids)
      .where(and(eq(bids.organizationId, auth.organizationId), eq(bids.status, 'active')));
    expect(live).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`member-dialog-saved-${viewport.width}.png`) });
    await close.click();
    await expect(dialog).toBeHidden();
  });
}
