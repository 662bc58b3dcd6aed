import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from '@playwright/test';
import { and, eq, sum } from 'drizzle-orm';
import { expect, expectHeading, test } from './fixtures';
import { openBuyConfirmation } from './buy-confirmation';
import { ownMember, ownRetailer } from './own-world';
import { bids, holdings } from '../../src/lib/server/db/schema';
import { GENERIC_MESSAGE_POST } from '../../src/lib/api-client/error-rules';
import { cellText } from './table-cells';

/**
 * The answer to 登録 is lost on the way back (the server did the work). Pressing 登録
 * again must send the same submission, so the server replays its answer instead of doing it twice.
 */
function loseFirstAnswer(page: Page, pattern: string): { keys: string[] } {
  const keys: string[] = [];
  let lost = false;
  void page.route(pattern, async (route: Route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (lost) return route.continue();
    lost = true;
    await route.fetch(); // the server registers it …
    await route.abort('connectionreset'); // … and the browser never hears back
  });
  return { keys };
}

/**
 * Decision 0016: no answer to a change opens the system error dialog titled Error with the generic
 * message; it is modal (the page behind cannot be pressed) and closes with 閉じる.
 */
async function closeSystemError(page: Page): Promise<void> {
  const error = page.getByRole('dialog', { name: 'エラー' });
  await expect(error).toBeVisible();
  await expect(error.getByRole('listitem')).toHaveText([GENERIC_MESSAGE_POST]);
  await expect(error.getByRole('button', { name: '閉じる' })).toBeFocused();
  const a11y = await new AxeBuilder({ page }).include('[role="dialog"][aria-modal="true"]').analyze();
  expect(a11y.violations).toEqual([]);
  await error.getByRole('button', { name: '閉じる' }).click();
  await expect(error).toBeHidden();
}

test.describe('登録 again after a lost answer', () => {
  test('a transfer is registered once, and the second press shows it as done', async ({ page, login, app }) => {
    const sender = await ownRetailer(app, { facilities: 1 });
    const recipient = await ownMember(app, '再送受入エナジー株式会社', { fit: false, nonFit: true });
    await login(sender.loginId);
    await page.goto('/account/negotiation/input');
    await expectHeading(page, '価値移転');
    await page.getByLabel('移転先取引会員番号').fill(recipient.memberNumber);
    await page.getByRole('button', { name: '会員名照会' }).click();
    await expect(page.getByText(`移転先：${recipient.name}`)).toBeVisible();
    const lines = page.getByRole('table', { name: '保有明細' });
    const row = lines.locator('tbody tr').first();
    const facilityId = await cellText(lines, row, '設備ID');
    await row.getByRole('checkbox').check();
    await page.getByLabel(`${facilityId}の移転量（kWh）`).fill('1,000');
    await page.getByRole('button', { name: '確認', exact: true }).click();
    await page.waitForURL('**/account/negotiation/confirm');

    const sent = loseFirstAnswer(page, '**/api/v1/account-balances/negotiate');
    await page.getByRole('button', { name: '登録' }).click();
    await closeSystemError(page);
    await expect(page.getByRole('button', { name: '登録' })).toBeEnabled();
    await page.getByRole('button', { name: '登録' }).click();
    await expect(page.getByText('移転が完了しました。')).toBeVisible();

    expect(sent.keys).toHaveLength(2);
    expect(sent.keys[1]).toBe(sent.keys[0]);
    const [received] = await app.db
      .select({ total: sum(holdings.balance) })
      .from(holdings)
      .where(and(eq(holdings.organizationId, recipient.organizationId), eq(holdings.facilityId, facilityId)));
    expect(Number(received?.total)).toBe(1_000);
  });

  test('a buy bid is entered once; the dialog stays for the second press', async ({ page, login, app }) => {
    const { buyer, dialog } = await openBuyConfirmation(page, login, app, '再送入札電力株式会社');

    const sent = loseFirstAnswer(page, '**/api/v1/bids/buy');
    await dialog.getByRole('button', { name: '登録' }).click();
    await closeSystemError(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '登録' }).click();
    await expect(page.getByText('入札を登録しました。')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: '2.34' })).toHaveCount(1);

    expect(sent.keys).toHaveLength(2);
    expect(sent.keys[1]).toBe(sent.keys[0]);
    const entered = await app.db.select().from(bids).where(eq(bids.organizationId, buyer.organizationId));
    expect(entered).toHaveLength(1);
  });
});
