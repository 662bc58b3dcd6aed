import { eq, sql } from 'drizzle-orm';
import type { Browser, Page } from '@playwright/test';
import { expect, signIn, signInOperator, test } from './fixtures';
import type { TestApp } from '../setup/app-server';
import { clearOpenRounds, closeAndClear } from './bid-world';
import { ownMember } from './own-world';
import { createFacility } from '../fixtures/settlement-fixtures';
import { auctions, auctionSupplies } from '../../src/lib/server/db/schema';
import { startAppClearingRunner } from '../setup/app-server';
import { DAY, freeRound, jstField } from './console-round';

async function asMember(browser: Browser, app: TestApp, loginId: string, see: (page: Page) => Promise<void>) {
  const page = await browser.newPage({ baseURL: app.baseUrl });
  try {
    await signIn(app, page.context(), loginId);
    await see(page);
  } finally {
    await page.close();
  }
}

async function bidThroughScreen(page: Page, price: string, volume: string): Promise<void> {
  await page.goto('/bid/list?productCd=1');
  await page.getByLabel('単価', { exact: true }).fill(price);
  await page.getByLabel('入札量', { exact: true }).fill(volume);
  await page.getByRole('button', { name: '入札', exact: true }).click();
  await page.getByRole('dialog', { name: '買い入札の確認' }).getByRole('button', { name: '登録' }).click();
  await expect(page.getByText('入札を登録しました。')).toBeVisible();
}

/**
 * A whole FIT round run from the console, with no CLI step. The operator creates the round,
 * uploads FIT supply (a file with one bad row is refused and writes nothing, then the good file),
 * members bid through their own screens, the operator closes the auction and clears it watching
 * the progress; the members then see their results, their new holdings and their statements.
 */
test('a whole round from the console: create, upload supply, members bid, close, clear, members see it', async ({
  page,
  app,
  browser,
}) => {
  test.setTimeout(240_000);
  // One FIT auction open at a time: clear what earlier specs of this worker left open.
  await clearOpenRounds(app.db);
  const round = await freeRound(app);
  const marketNo = round.fiscalYear * 100 + round.roundNo * 10 + 1;
  const stamp = Date.now() % 1_000_000;
  const [f1, f2] = [`WR-${stamp}-1`, `WR-${stamp}-2`];
  await createFacility(app.db, f1, { isFit: true });
  await createFacility(app.db, f2, { isFit: true });
  const high = await ownMember(app, '通し試験電力株式会社', { fit: true, nonFit: true });
  const low = await ownMember(app, '通し試験エナジー株式会社', { fit: true, nonFit: false });
  const runner = await startAppClearingRunner(app);
  try {
    await signInOperator(app, page.context());
    const menu = page.getByRole('navigation', { name: 'コンソールメニュー' });
    const status = page.getByRole('main').getByRole('status');

    // 1. The round.
    await page.goto('/admin');
    await menu.getByRole('link', { name: '入札回と市場' }).click();
    await page.waitForURL('**/admin/rounds');
    const form = page.getByRole('form', { name: '開催回の作成' });
    await form.getByLabel('対象年度').fill(String(round.fiscalYear));
    await form.getByLabel('開催回（1～4）').fill(String(round.roundNo));
    await form.getByLabel('受付開始（日本時間）', { exact: true }).fill(round.opensAt);
    await form.getByLabel('締切（日本時間）', { exact: true }).fill(round.closesAt);
    await form.getByRole('button', { name: '開催回を作成する' }).click();
    await page.getByRole('dialog', { name: '開催回の作成（確認）' }).getByRole('button', { name: '作成する' }).click();
    await expect(status).toHaveText(`${round.fiscalYear}年度 第${round.roundNo}回の市場を作成しました。`);
    const row = page
      .getByRole('region', { name: `${round.fiscalYear}年度 第${round.roundNo}回` })
      .locator(`tr[data-market-no="${marketNo}"]`);
    await row.getByLabel('締切の変更（任意・日本時間）', { exact: true }).fill(jstField(round.now + DAY / 2));
    await row.getByRole('button', { name: '受付を開始する' }).click();
    await page
      .getByRole('dialog', { name: '入札受付の開始（確認）' })
      .getByRole('button', { name: '開始する' })
      .click();
    await expect(row.getByTestId('auction-state')).toHaveText('受付中');

    // 2. FIT supply: one bad row refuses the file and writes nothing; the corrected file loads.
    await menu.getByRole('link', { name: 'ファイル取込' }).click();
    await page.waitForURL('**/admin/uploads');
    const market = page.getByLabel('市場', { exact: true });
    await expect(market.locator(`option[value="${marketNo}"]`)).toHaveCount(1);
    await market.selectOption(String(marketNo));
    await expect(market).toHaveValue(String(marketNo));
    const file = page.getByLabel('ファイル', { exact: true });
    await file.setInputFiles({
      name: 'supply-bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`facility_id,volume\r\n${f1},12000\r\n${f2},-8000\r\n`),
    });
    await page.getByRole('button', { name: '確認する' }).click();
    await expect(page.getByRole('table', { name: '不備のある行' }).getByRole('row').nth(1)).toContainText('3');
    await expect(page.getByRole('button', { name: '取り込む' })).toBeDisabled();
    expect(await supplyOf(app, marketNo)).toBe(0);
    await file.setInputFiles({
      name: 'supply.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`facility_id,volume\r\n${f1},12000\r\n${f2},8000\r\n`),
    });
    await page.getByRole('button', { name: '確認する' }).click();
    await expect(page.getByLabel('ファイルの合計')).toContainText('20,000 kWh');
    await page.getByRole('button', { name: '取り込む' }).click();
    await page
      .getByRole('dialog', { name: 'ファイルの取込（確認）' })
      .getByRole('button', { name: '取り込む' })
      .click();
    await expect(status.filter({ hasText: 'のFIT供給量を登録しました。' })).toBeVisible();
    expect(await supplyOf(app, marketNo)).toBe(20_000);

    // 3. The members bid through their own screens.
    await asMember(browser, app, high.loginId, (p) => bidThroughScreen(p, '1.20', '12,000'));
    await asMember(browser, app, low.loginId, (p) => bidThroughScreen(p, '0.90', '12,000'));

    // 4. The book, then the close.
    await menu.getByRole('link', { name: '入札回と市場' }).click();
    await page.waitForURL('**/admin/rounds');
    await expect(row).toContainText('2 件');
    await expect(row).toContainText('24,000 kWh');
    await row.getByRole('button', { name: '締め切る' }).click();
    await page
      .getByRole('dialog', { name: '入札受付の締切（確認）' })
      .getByRole('button', { name: '締め切る' })
      .click();
    await expect(row.getByTestId('auction-state')).toHaveText('締切済（約定処理待ち）');

    // 5. The clearing, watched as it runs.
    await menu.getByRole('link', { name: '約定処理' }).click();
    await page.waitForURL('**/admin/clearing');
    await page
      .getByRole('row')
      .filter({ hasText: String(marketNo) })
      .getByRole('link', { name: '約定処理へ' })
      .click();
    await page.waitForURL(`**/admin/clearing?marketNo=${marketNo}`);
    await page.getByRole('button', { name: '約定処理を開始する' }).click();
    await page
      .getByRole('dialog', { name: '約定処理の開始（確認）' })
      .getByRole('button', { name: '開始する' })
      .click();
    const progress = page.getByTestId('clearing-progress');
    await expect(progress.getByRole('progressbar', { name: '約定処理の進捗' })).toBeVisible();
    await expect(progress).toContainText('状態：完了', { timeout: 90_000 });
    const result = page.getByRole('region', { name: '約定結果' });
    await expect(result).toContainText('約定価格0.90～1.20 円/kWh');
    await expect(result).toContainText('20,000 kWh');
    await page.screenshot({ path: test.info().outputPath('whole-round-cleared.png'), fullPage: true });

    // 6. What the members see: results, holdings, statements.
    const statementOf = (memberNumber: string) =>
      `S${round.fiscalYear}${String(marketNo).padStart(6, '0')}-${memberNumber}`;
    for (const [member, price, contracted] of [
      [high, '1.20', '12,000'],
      [low, '0.90', '8,000'],
    ] as const) {
      await asMember(browser, app, member.loginId, async (p) => {
        await p.goto(`/bid/result?fiscalYear=${round.fiscalYear}&productCd=1&marketNo=${marketNo}`);
        const mine = p.getByRole('table', { name: '約定結果' }).getByRole('row').filter({ hasText: price });
        await expect(mine).toContainText('約定');
        await expect(mine).toContainText(contracted);

        await p.goto(`/account/balance?fiscalYear=${round.fiscalYear}&productCd=1`);
        await expect(p.locator('.grid-summary')).toContainText(`残高合計 ${contracted} kWh`);

        await p.goto('/settlement');
        await expect(
          p
            .getByRole('table', { name: '精算書一覧' })
            .getByRole('row', { name: new RegExp(statementOf(member.memberNumber)) }),
        ).toBeVisible();
      });
    }
  } finally {
    await runner.stop();
    // The round's other two auctions are scheduled a day ahead: clear them, so later specs of this
    // worker can open rounds of their own without overlapping windows.
    for (const productCd of [2, 3]) await closeAndClear(app.db, marketNo - 1 + productCd).catch(() => undefined);
  }
});

/** The kWh of FIT supply loaded into the auction. */
async function supplyOf(app: TestApp, marketNo: number): Promise<number> {
  const [row] = await app.db
    .select({ kwh: sql<string>`coalesce(sum(${auctionSupplies.volume}), 0)` })
    .from(auctionSupplies)
    .innerJoin(auctions, eq(auctions.id, auctionSupplies.auctionId))
    .where(eq(auctions.marketNo, marketNo));
  return Number(row!.kwh);
}
