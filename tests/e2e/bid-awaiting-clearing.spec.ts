import { readFile } from 'node:fs/promises';
import iconv from 'iconv-lite';
import { eq } from 'drizzle-orm';
import { auctions } from '../../src/lib/server/db/schema';
import { expect, expectAccessible, expectHeading, test } from './fixtures';
import { buy, ensureOpenRound, OPERATOR, openNextRoundKeeping } from './bid-world';
import { ownMember } from './own-world';
import { clearAuction } from '../../src/lib/server/services/auctions/clear-auction';

/**
 * Between an auction's close and its clearing the member's bids still hold volume or money: 入札照会
 * keeps them in sight, with the auction's state, while the product's next auction is open above.
 */
test('a bid of a closed, uncleared auction stays in 入札照会 with its state while the next auction is open', async ({
  page,
  login,
  app,
}) => {
  const round = await ensureOpenRound(app.db);
  const buyer = await ownMember(app, '締切待ち試験電力株式会社', { fit: true, nonFit: true });
  await buy(app.db, buyer.loginId, 3, '1.10', 4_000);
  await buy(app.db, buyer.loginId, 3, '1.20', 5_000);
  const next = await openNextRoundKeeping(app.db, round, 3);
  try {
    await login(buyer.loginId);
    await page.waitForURL('**/account/balance');
    await page.goto('/bid/list?productCd=3');
    await expectHeading(page, '入札照会');
    // The open auction is the new one, with no bids of the member yet.
    const market = page.getByRole('region', { name: '市場情報' });
    await expect(market.getByText(String(next[3]), { exact: true })).toBeVisible();
    const current = page.getByRole('table', { name: '登録済みの入札' });
    await expect(current.getByText('該当するデータがありません。')).toBeVisible();

    // The closed auction's bids, read-only, under their state.
    const waiting = page.getByRole('region', { name: '約定処理待ちの入札' });
    await expect(waiting.getByRole('heading', { name: new RegExp(`市場番号 ${round[3]}`) })).toContainText(
      '締切・約定処理待ち',
    );
    const table = waiting.getByRole('table');
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await expect(table).toContainText('4,000');
    await expect(table).toContainText('1.20');
    await expect(table.getByRole('button', { name: /削除/ })).toHaveCount(0);
    await expect(waiting.locator('.grid-summary')).toContainText('件数 2件');
    await page.screenshot({ path: test.info().outputPath('bid-awaiting-clearing.png'), fullPage: true });
    await expectAccessible(page);

    // Its CSV lists the same two bids.
    const download = page.waitForEvent('download');
    await waiting.getByRole('button', { name: 'CSVダウンロード' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^入札照会_3_${round[3]}_\\d{8}\\.csv$`));
    const lines = iconv
      .decode(await readFile((await file.path())!), 'cp932')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);

    // Once cleared, the section is gone: the bids are results now.
    await clearAuction(app.db, OPERATOR, round[3]);
    await page.reload();
    await expect(market.getByText(String(next[3]), { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: '約定処理待ちの入札' })).toHaveCount(0);
  } finally {
    // A failed step above must not leave the auction waiting: later specs expect none.
    const [left] = await app.db
      .select({ clearedAt: auctions.clearedAt })
      .from(auctions)
      .where(eq(auctions.marketNo, round[3]));
    if (left && left.clearedAt === null) await clearAuction(app.db, OPERATOR, round[3]);
  }
});
