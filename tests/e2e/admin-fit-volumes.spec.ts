import { eq } from 'drizzle-orm';
import { expect, expectAccessible, signInOperator, test } from './fixtures';
import { ownMember } from './own-world';
import {
  buy,
  createClosedAuction,
  createClosedAuctionInUsableYear,
  createFacility,
  type Auction,
} from '../fixtures/settlement-fixtures';
import { startAppClearingRunner } from '../setup/app-server';
import type { Db } from '../../src/lib/server/db';
import { auctionSupplies, fitFacilityVolumes, fitSupplyRests } from '../../src/lib/server/db/schema';

/**
 * Two FIT auctions of one target year still in its usable period (rests of an expired year cannot
 * be re-offered), closed and not cleared: one to clear, one to take its rests.
 */
async function twoFitAuctions(db: Db): Promise<[Auction, Auction]> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const sold = await createClosedAuctionInUsableYear(db, 1);
    if (!sold) break;
    const later = await createClosedAuction(db, sold.fiscalYear, 1).catch(() => null);
    if (later) return [sold, later];
  }
  throw new Error('no target year with two free FIT rounds');
}

/**
 * The operator uploads the facilities' FIT volumes, an offer beyond them is refused,
 * the clearing returns each facility's rest to the console's table, and the rests go to a later
 * auction in one action after a confirmation.
 */
test('an operator bounds FIT supply by facility volumes and re-offers the rests after a clearing', async ({
  page,
  app,
}) => {
  test.setTimeout(180_000);
  const runner = await startAppClearingRunner(app);
  const [sold, later] = await twoFitAuctions(app.db);
  try {
    const stamp = Date.now() % 1_000_000;
    const [f1, f2] = [`FVE-${stamp}-1`, `FVE-${stamp}-2`];
    for (const id of [f1, f2]) await createFacility(app.db, id, { isFit: true });
    const buyer = await ownMember(app, '認定量画面試験電力株式会社', { fit: true, nonFit: false });
    await buy(app.db, sold, buyer.memberNumber, 150, 9_000);

    await signInOperator(app, page.context());
    await page.goto('/admin/uploads');
    const file = page.getByLabel('ファイル', { exact: true });
    const check = page.getByRole('button', { name: '確認する' });
    const importFile = async (name: string, text: string, effect: string) => {
      await file.setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
      await check.click();
      await expect(page.getByText('不備のある行はありません。取り込むことができます。')).toBeVisible();
      await page.getByRole('button', { name: '取り込む' }).click();
      const dialog = page.getByRole('dialog', { name: 'ファイルの取込（確認）' });
      await expect(dialog).toContainText(effect);
      await dialog.getByRole('button', { name: '取り込む' }).click();
      await expect(page.getByRole('status').filter({ hasText: '登録しました。' })).toBeVisible();
    };

    await page.getByLabel(/^FIT認定量/).check();
    await page.getByLabel('年度', { exact: true }).fill(String(sold.fiscalYear));
    await importFile(
      'fit-volumes.csv',
      `facility_id,volume\r\n${f1},10000\r\n${f2},4000\r\n`,
      `${sold.fiscalYear}年度のFIT設備 に 2 設備、合計 14,000 kWh のFIT認定量を登録します。`,
    );

    // An offer beyond a facility's volume is refused row by row, and nothing is written.
    await page.getByLabel(/^FIT供給量/).check();
    const market = page.getByLabel('市場', { exact: true });
    await market.selectOption(String(sold.marketNo));
    await file.setInputFiles({
      name: 'supply-over.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`facility_id,volume\r\n${f1},12000\r\n${f2},4000\r\n`),
    });
    await check.click();
    const kinds = page.getByRole('table', { name: '不備の種類ごとの行数' });
    await expect(kinds.getByRole('row').nth(1)).toContainText('供給可能量 10,000 kWh を超えています');
    await expect(page.getByRole('button', { name: '取り込む' })).toBeDisabled();
    await expectAccessible(page, '/admin/uploads (over-offer)');
    await importFile(
      'supply.csv',
      `facility_id,volume\r\n${f1},10000\r\n${f2},4000\r\n`,
      '2 設備、合計 14,000 kWh のFIT供給量を登録します。',
    );

    await page.goto(`/admin/clearing?marketNo=${sold.marketNo}`);
    await page.getByRole('button', { name: '約定処理を開始する' }).click();
    await page
      .getByRole('dialog', { name: '約定処理の開始（確認）' })
      .getByRole('button', { name: '開始する' })
      .click();
    await expect(page.getByTestId('clearing-progress')).toContainText('状態：完了', { timeout: 90_000 });
    const rests = page.getByRole('table', { name: '設備別の売れ残り' });
    // Each facility's rest as the clearing recorded it (how the 9,000 kWh sold split is the engine's).
    const returned = await app.db
      .select({ facilityId: fitSupplyRests.facilityId, volume: fitSupplyRests.volume })
      .from(fitSupplyRests)
      .where(eq(fitSupplyRests.auctionId, sold.id));
    expect(returned.reduce((s, r) => s + r.volume, 0)).toBe(5_000);
    await expect(rests.getByRole('row')).toHaveCount(1 + returned.length);
    for (const r of returned)
      await expect(rests.getByRole('row').filter({ hasText: r.facilityId })).toHaveText(
        `${r.facilityId}${r.volume.toLocaleString('ja-JP')} kWh未再供給`,
      );
    const n = returned.length;
    await expect(page.getByText(`${n}設備・5,000 kWh（未再供給 ${n}設備・5,000 kWh）`)).toBeVisible();
    await expectAccessible(page, '/admin/clearing (rests)');

    await page.getByLabel('再供給先').selectOption(String(later.marketNo));
    await page.getByRole('button', { name: '売れ残りを再供給する' }).click();
    const dialog = page.getByRole('dialog', { name: '売れ残りの再供給（確認）' });
    await expect(dialog).toContainText(
      `未再供給の売れ残り ${n}設備・5,000 kWh を、市場番号 ${later.marketNo} のFIT供給としてそのまま登録します。`,
    );
    await dialog.getByRole('button', { name: '再供給する' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `を市場番号 ${later.marketNo} に供給しました。` }),
    ).toBeVisible();
    const offered = await app.db
      .select({ volume: auctionSupplies.volume })
      .from(auctionSupplies)
      .where(eq(auctionSupplies.auctionId, later.id));
    expect(offered.reduce((s, r) => s + r.volume, 0)).toBe(5_000);
    await page.reload();
    for (const r of returned)
      await expect(rests.getByRole('row').filter({ hasText: r.facilityId })).toContainText(
        `市場番号 ${later.marketNo}`,
      );
    await expect(page.getByRole('button', { name: '売れ残りを再供給する' })).toHaveCount(0);
  } finally {
    await runner.stop();
    // The specs share one database: the year is left unbounded for the FIT files of the others.
    await app.db.delete(fitFacilityVolumes).where(eq(fitFacilityVolumes.targetYear, sold.fiscalYear));
  }
});
