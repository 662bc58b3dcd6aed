import { expect, expectAccessible, signIn, signInOperator, test } from './fixtures';
import { ownMember } from './own-world';
import { buy, createClosedAuctionInAnyYear, createFacility, loadFitSupply } from '../fixtures/settlement-fixtures';
import { startAppClearingRunner } from '../setup/app-server';

// A worker of its own, whose app has the two-person rule on.
test.use({ appEnv: { ADMIN_FOUR_EYES: 'true' } });

/**
 * With ADMIN_FOUR_EYES one operator requests maintenance and a clearing; they take
 * effect only when a second operator, in another browser, approves them after a confirmation that
 * says what members will see. The requester cannot approve their own.
 */
test('two operators: one requests maintenance and a clearing, the other approves them', async ({
  page,
  app,
  browser,
}) => {
  test.setTimeout(180_000);
  const runner = await startAppClearingRunner(app);
  const bobContext = await browser.newContext({ baseURL: app.baseUrl, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const memberPage = await browser.newPage({ baseURL: app.baseUrl });
  try {
    const alice = await signInOperator(app, page.context());
    await signInOperator(app, bobContext);
    const bob = await bobContext.newPage();
    const member = await ownMember(app, '二人承認確認エナジー株式会社', { fit: true, nonFit: true });
    await signIn(app, memberPage.context(), member.loginId);

    // Alice asks for maintenance: the confirmation says it waits, and nothing changes yet.
    await page.goto('/admin/system');
    await page.getByRole('button', { name: 'メンテナンスを開始する' }).click();
    const ask = page.getByRole('dialog', { name: 'メンテナンスの開始（確認）' });
    await expect(ask).toContainText('別の運用者が承認した時点で反映されます。');
    await ask.getByRole('button', { name: '申請する' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      '「メンテナンスの開始」を申請しました。別の運用者が承認すると反映されます。',
    );
    await expect(page.getByTestId('maintenance-state')).toContainText('なし（会員画面を公開中）');
    const own = page.getByRole('row').filter({ hasText: 'メンテナンスの開始' });
    await expect(own).toContainText(alice.loginId);
    await expect(own.getByRole('button', { name: '承認する' })).toHaveCount(0);
    await expect(own.getByRole('button', { name: '取り下げる' })).toBeVisible();
    await memberPage.goto('/account/balance');
    await expect(memberPage).toHaveURL(/\/account\/balance$/);

    // Bob sees the count on the dashboard and approves after the confirmation.
    await bob.goto('/admin');
    await expect(bob.getByTestId('pending-change-requests')).toHaveText('1 件');
    await bob.getByRole('link', { name: 'メンテナンスと業務日付' }).first().click();
    await bob.waitForURL('**/admin/system');
    await expectAccessible(bob);
    await bob
      .getByRole('row')
      .filter({ hasText: 'メンテナンスの開始' })
      .getByRole('button', { name: '承認する' })
      .click();
    const approve = bob.getByRole('dialog', { name: 'メンテナンスの開始の承認（確認）' });
    await expect(approve).toContainText('会員の画面はすべてメンテナンス画面に切り替わり');
    await expect(approve).toContainText(`申請者：${alice.loginId}`);
    await approve.getByRole('button', { name: '承認する' }).click();
    await expect(bob.getByRole('main').getByRole('status')).toHaveText(
      '「メンテナンスの開始」を承認しました。反映されました。',
    );
    await expect(bob.getByTestId('maintenance-state')).toContainText('メンテナンス中');
    await bob.screenshot({ path: test.info().outputPath('admin-four-eyes-approved.png'), fullPage: true });
    await memberPage.goto('/account/balance');
    await expect(memberPage).toHaveURL(/\/close$/);

    // Bob asks to end it; Alice approves.
    await bob.getByRole('button', { name: 'メンテナンスを終了する' }).click();
    await bob
      .getByRole('dialog', { name: 'メンテナンスの終了（確認）' })
      .getByRole('button', { name: '申請する' })
      .click();
    await page.reload();
    await page
      .getByRole('row')
      .filter({ hasText: 'メンテナンスの終了' })
      .getByRole('button', { name: '承認する' })
      .click();
    await page
      .getByRole('dialog', { name: 'メンテナンスの終了の承認（確認）' })
      .getByRole('button', { name: '承認する' })
      .click();
    await expect(page.getByTestId('maintenance-state')).toContainText('なし（会員画面を公開中）');
    await expect.poll(async () => (await memberPage.goto('/account/balance'))?.url()).toMatch(/\/account\/balance$/);

    // A clearing: Alice requests it, Bob approves it, and its progress runs to 完了.
    const facilityId = `FE-${member.memberNumber}`;
    await createFacility(app.db, facilityId, { isFit: true });
    const auction = await createClosedAuctionInAnyYear(app.db, 1);
    await loadFitSupply(app.db, auction, facilityId, 5_000);
    await buy(app.db, auction, member.memberNumber, 150, 3_000);
    await page.goto(`/admin/clearing?marketNo=${auction.marketNo}`);
    await page.getByRole('button', { name: '約定処理を開始する' }).click();
    await page
      .getByRole('dialog', { name: '約定処理の開始（確認）' })
      .getByRole('button', { name: '申請する' })
      .click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      `「約定処理の開始（市場番号 ${auction.marketNo}）」を申請しました。`,
    );
    await expect(page.getByTestId('clearing-progress')).toHaveCount(0);

    await bob.goto(`/admin/clearing?marketNo=${auction.marketNo}`);
    await expect(bob.getByText('この市場の約定処理は承認待ちです（二人承認）。')).toBeVisible();
    await expect(bob.getByRole('button', { name: '約定処理を開始する' })).toHaveCount(0);
    await bob
      .getByRole('row')
      .filter({ hasText: `約定処理の開始（市場番号 ${auction.marketNo}）` })
      .getByRole('button', { name: '承認する' })
      .click();
    const approveClearing = bob.getByRole('dialog', {
      name: `約定処理の開始（市場番号 ${auction.marketNo}）の承認（確認）`,
    });
    await expect(approveClearing).toContainText('開始した約定処理は取り消せません。');
    await approveClearing.getByRole('button', { name: '承認する' }).click();
    await expect(bob.getByTestId('clearing-progress')).toContainText('状態：完了', { timeout: 60_000 });
    await expect(bob.getByText('承認待ちの申請はありません。')).toBeVisible();
  } finally {
    await memberPage.close();
    await bobContext.close();
    await runner.stop();
  }
});
