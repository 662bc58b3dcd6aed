import { expect, expectAccessible, signInOperator, test } from './fixtures';
import { createMembers, placeBuy } from '../fixtures/auction-fixtures';
import { closeAndClear, ensureOpenRound } from './bid-world';
import { DAY, freeRound, jstField } from './console-round';

/**
 * 入札回と市場. The operator creates a round, opens an auction, sees the book summary
 * of the members' bids (never a price before the clearing), closes it, and reopens it only with a
 * close ahead, as `ops open --closes` allows; each change after a confirmation saying what members see.
 */
test('rounds from the console: create, open, book summary, close, reopen refused then allowed', async ({
  page,
  app,
}) => {
  test.setTimeout(90_000);
  const free = await freeRound(app);
  const { now, opensAt, closesAt } = free;
  const marketNo = free.fiscalYear * 100 + free.roundNo * 10 + 3;

  await signInOperator(app, page.context());
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'コンソールメニュー' })
    .getByRole('link', { name: '入札回と市場' })
    .click();
  await page.waitForURL('**/admin/rounds');
  await expect(page.getByRole('heading', { level: 1, name: '入札回と市場' })).toBeVisible();
  await expectAccessible(page);

  // The CLI's rules, said before anything is sent.
  const form = page.getByRole('form', { name: '開催回の作成' });
  await form.getByLabel('対象年度').fill(String(free.fiscalYear));
  await form.getByLabel('開催回（1～4）').fill('5');
  await form.getByRole('button', { name: '開催回を作成する' }).click();
  await expect(form).toContainText('開催回は1～4です。');
  await expect(form).toContainText('受付開始は YYYY/MM/DD HH:mm の形式で入力してください。');

  await form.getByLabel('開催回（1～4）').fill(String(free.roundNo));
  await form.getByLabel('受付開始（日本時間）', { exact: true }).fill(opensAt);
  await form.getByLabel('締切（日本時間）', { exact: true }).fill(closesAt);
  await form.getByRole('button', { name: '開催回を作成する' }).click();
  const createDialog = page.getByRole('dialog', { name: '開催回の作成（確認）' });
  await expect(createDialog).toContainText(`${free.fiscalYear}年度 第${free.roundNo}回の3市場`);
  await expect(createDialog).toContainText('会員の入札画面には受付開始まで「受付開始前です。」と表示され');
  await expect(createDialog.getByRole('button', { name: 'キャンセル' })).toBeFocused();
  await createDialog.getByRole('button', { name: '作成する' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    `${free.fiscalYear}年度 第${free.roundNo}回の市場を作成しました。`,
  );
  const round = page.getByRole('region', { name: `${free.fiscalYear}年度 第${free.roundNo}回` });
  const row = round.locator(`tr[data-market-no="${marketNo}"]`);
  await expect(row.getByTestId('auction-state')).toHaveText('受付前');

  // While another auction of the product is open, opening this one is refused in the
  // dialog, naming the open one (a bid names only its product and must find one open auction).
  const openRound = await ensureOpenRound(app.db);
  const closeSoon = jstField(now + DAY / 2);
  await row.getByLabel('締切の変更（任意・日本時間）', { exact: true }).fill(closeSoon);
  await row.getByRole('button', { name: '受付を開始する' }).click();
  const openDialog = page.getByRole('dialog', { name: '入札受付の開始（確認）' });
  await expect(openDialog).toContainText('会員は入札画面でこの市場に入札できるようになります。');
  await openDialog.getByRole('button', { name: '開始する' }).click();
  await expect(openDialog).toContainText(`同じ商品の市場 ${openRound[3]} が入札受付中のため開始できません（受付期間 `);
  await openDialog.getByRole('button', { name: 'キャンセル' }).click();
  await expect(row.getByTestId('auction-state')).toHaveText('受付前');

  // Once the operator has closed (and cleared) that one, this auction opens now.
  await closeAndClear(app.db, openRound[3]);
  await row.getByRole('button', { name: '受付を開始する' }).click();
  // The retry's confirmation starts clean, without the earlier refusal.
  await expect(openDialog).toContainText('会員は入札画面でこの市場に入札できるようになります。');
  await expect(openDialog).not.toContainText('が入札受付中のため開始できません');
  await openDialog.getByRole('button', { name: '開始する' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    `市場番号 ${marketNo} の入札受付を開始しました。`,
  );
  await expect(row.getByTestId('auction-state')).toHaveText('受付中');

  try {
    const [first, second] = await createMembers(app.db, 2, { prefix: `R${Date.now() % 10_000}` });
    await placeBuy(app.db, first!, { productCd: 3, price: '1.17', volume: 12_000 });
    await placeBuy(app.db, first!, { productCd: 3, price: '0.93', volume: 3_000 });
    await placeBuy(app.db, second!, { productCd: 3, price: '1.21', volume: 1_000 });
    await page.reload();
    await expect(row).toContainText('3 件');
    await expect(row).toContainText('2 社');
    await expect(row).toContainText('16,000 kWh');
    // Counts and volumes only: no member's price before the clearing.
    for (const price of ['1.17', '0.93', '1.21']) expect(await page.content()).not.toContain(price);
    await expectAccessible(page, '/admin/rounds (book)');
    await page.screenshot({ path: test.info().outputPath('admin-rounds-book.png'), fullPage: true });

    await row.getByRole('button', { name: '締め切る' }).click();
    const closeDialog = page.getByRole('dialog', { name: '入札受付の締切（確認）' });
    await expect(closeDialog).toContainText('会員はこの市場に入札することも入札を削除することもできなくなります。');
    await closeDialog.getByRole('button', { name: '締め切る' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      `市場番号 ${marketNo} の入札受付を締め切りました。`,
    );
    await expect(row.getByTestId('auction-state')).toHaveText('締切済（約定処理待ち）');

    // Reopen: the new close is checked in the box's own words before anything is asked.
    const reopen = row.getByRole('form', { name: `市場番号 ${marketNo} の受付再開` });
    const newClose = reopen.getByLabel('新しい締切（日本時間）', { exact: true });
    await reopen.getByRole('button', { name: '受付を再開する' }).click();
    await expect(reopen).toContainText('新しい締切は必須入力です。');
    await newClose.fill('2026-13-01 10:00');
    await reopen.getByRole('button', { name: '受付を再開する' }).click();
    await expect(reopen).toContainText('新しい締切は YYYY/MM/DD HH:mm の形式で入力してください。');
    await expect(newClose).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('dialog', { name: '入札受付の再開（確認）' })).toHaveCount(0);
    // A close already past is refused inside the dialog, as `open --closes` refuses it.
    await reopen.getByLabel('新しい締切（日本時間）', { exact: true }).fill(jstField(now - DAY));
    await reopen.getByRole('button', { name: '受付を再開する' }).click();
    const reopenDialog = page.getByRole('dialog', { name: '入札受付の再開（確認）' });
    await expect(reopenDialog).toContainText('会員は再びこの市場に入札し、入札を削除できるようになります。');
    await reopenDialog.getByRole('button', { name: '再開する' }).click();
    await expect(reopenDialog).toContainText('締切が現在より前のため開始できません。');
    await reopenDialog.getByRole('button', { name: 'キャンセル' }).click();
    await expect(row.getByTestId('auction-state')).toHaveText('締切済（約定処理待ち）');

    await reopen.getByLabel('新しい締切（日本時間）', { exact: true }).fill(closeSoon);
    await reopen.getByRole('button', { name: '受付を再開する' }).click();
    // The corrected retry's confirmation does not show the stale refusal.
    await expect(reopenDialog).toContainText('会員は再びこの市場に入札し、入札を削除できるようになります。');
    await expect(reopenDialog).not.toContainText('締切が現在より前のため開始できません。');
    await expectAccessible(page, '/admin/rounds (retry confirmation)');
    await reopenDialog.getByRole('button', { name: '再開する' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      `市場番号 ${marketNo} の入札受付を再開しました。`,
    );
    await expect(row.getByTestId('auction-state')).toHaveText('受付中');
    await expect(row).toContainText('3 件');
  } finally {
    // Later specs of this worker open rounds of their own: clear this round's three auctions (the
    // scheduled ones would overlap their windows, the open one would take their bids).
    for (const productCd of [1, 2, 3]) await closeAndClear(app.db, marketNo - 3 + productCd).catch(() => undefined);
  }
});
