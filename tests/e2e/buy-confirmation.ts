import type { Locator, Page } from '@playwright/test';
import { expect, expectHeading } from './fixtures';
import type { TestApp } from '../setup/app-server';
import { ensureOpenRound } from './bid-world';
import { ownMember } from './own-world';
import type { OwnMember } from './own-member';

export interface OpenBuyConfirmation {
  buyer: OwnMember;
  /** The 入札 button that opened the confirmation (focus returns to it when the dialog closes). */
  opener: Locator;
  dialog: Locator;
}

/**
 * A new member (FIT and non-FIT) with an open round, signed in on /bid/list for product 1, has typed
 * 2.34 / 5,000 and pressed 入札: the buy confirmation is open.
 */
export async function openBuyConfirmation(
  page: Page,
  login: (loginId: string) => Promise<void>,
  app: TestApp,
  companyName: string,
): Promise<OpenBuyConfirmation> {
  await ensureOpenRound(app.db);
  const buyer = await ownMember(app, companyName, { fit: true, nonFit: true });
  await login(buyer.loginId);
  await page.goto('/bid/list?productCd=1');
  await expectHeading(page, '入札照会');
  await page.getByLabel('単価', { exact: true }).fill('2.34');
  await page.getByLabel('入札量', { exact: true }).fill('5,000');
  const opener = page.getByRole('button', { name: '入札', exact: true });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: '買い入札の確認' });
  await expect(dialog).toBeVisible();
  return { buyer, opener, dialog };
}
