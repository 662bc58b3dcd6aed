import { and, asc, eq, sum } from 'drizzle-orm';
import { expect, expectHeading, test } from './fixtures';
import {
  clearOpenRounds,
  closeAndClear,
  ensureOpenRound,
  fiscalYearOf,
  offerFitSupply,
  watchCsp,
  type Round,
} from './bid-world';
import { facilities, holdings, organizations, targetYears } from '../../src/lib/server/db/schema';
import type { TestApp } from '../setup/app-server';
import { ownMember } from './own-world';

/*
 * The "done when", in one story: a member bids in the open round from the screen, the
 * operator clears the auction, and the member sees the result, the chart and the new holding.
 */
const PRICE = '1.30';
const VOLUME = 8_000;

async function fitFacility(db: TestApp['db']): Promise<string> {
  const [f] = await db
    .select({ id: facilities.id })
    .from(facilities)
    .where(eq(facilities.isFit, true))
    .orderBy(asc(facilities.id))
    .limit(1);
  return f!.id;
}

async function procured(
  db: TestApp['db'],
  memberNumber: string,
  fiscalYear: number,
  facilityId: string,
): Promise<number> {
  const [row] = await db
    .select({ total: sum(holdings.balance) })
    .from(holdings)
    .innerJoin(organizations, eq(organizations.id, holdings.organizationId))
    .innerJoin(targetYears, eq(targetYears.id, holdings.targetYearId))
    .where(
      and(
        eq(organizations.memberNumber, memberNumber),
        eq(targetYears.targetYear, fiscalYear),
        eq(holdings.productCd, 1),
        eq(holdings.holdingClassCd, 2),
        eq(holdings.facilityId, facilityId),
      ),
    );
  return Number(row?.total ?? 0);
}

test.describe('a market day (入札 → 約定処理 → 約定結果・残高)', () => {
  let round: Round;
  let facilityId: string;
  test.beforeAll(async ({ app }) => {
    test.setTimeout(120_000);
    await clearOpenRounds(app.db);
    round = await ensureOpenRound(app.db);
    await offerFitSupply(app.db, round[1], 20_000);
    facilityId = await fitFacility(app.db);
  });

  test('a buy bid entered on the screen clears, shows in the results and chart, and lands in the balance', async ({
    page,
    login,
    app,
  }) => {
    const refused = watchCsp(page);
    const fiscalYear = fiscalYearOf(round);
    const member = await ownMember(app, '市場試験電力株式会社', { fit: true, nonFit: true });
    expect(await procured(app.db, member.memberNumber, fiscalYear, facilityId)).toBe(0);
    await login(member.loginId);
    await page.waitForURL('**/account/balance');
    await page.goto('/bid/list?productCd=1');
    await expectHeading(page, '入札照会');
    await page.getByLabel('単価', { exact: true }).fill(PRICE);
    await page.getByLabel('入札量', { exact: true }).fill(VOLUME.toLocaleString('ja-JP'));
    await page.getByRole('button', { name: '入札', exact: true }).click();
    await page.getByRole('dialog', { name: '買い入札の確認' }).getByRole('button', { name: '登録' }).click();
    await expect(page.getByText('入札を登録しました。')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: PRICE })).toContainText('8,000');

    // The operator's clearing, as `npm run ops -- clear` runs it, once the window has closed.
    await closeAndClear(app.db, round[1]);

    await page.goto(`/bid/result?fiscalYear=${fiscalYear}&productCd=1&marketNo=${round[1]}`);
    await expectHeading(page, '約定結果照会');
    const row = page.getByRole('table', { name: '約定結果' }).getByRole('row').filter({ hasText: PRICE });
    await expect(row).toContainText('約定');
    await expect(row).toContainText('8,000');
    const market = page.getByRole('region', { name: new RegExp(`市場番号 ${round[1]}`) });
    const chart = market.getByRole('img', { name: `市場番号${round[1]}の需要曲線と供給曲線` });
    await expect(chart).toBeVisible();
    await expect(chart.locator('.bid-chart-own.is-contracted')).toHaveCount(1);

    expect(await procured(app.db, member.memberNumber, fiscalYear, facilityId)).toBe(VOLUME);
    await page.goto(
      `/account/balance?fiscalYear=${fiscalYear}&productCd=1&holdingClassCd=2&equipmentId=${encodeURIComponent(facilityId)}`,
    );
    await expectHeading(page, '残高照会');
    const line = page.getByRole('table', { name: '残高一覧' }).locator('tbody tr').filter({ hasText: facilityId });
    await expect(line).toContainText('調達');
    await expect(line).toContainText(VOLUME.toLocaleString('ja-JP'));
    expect(refused).toEqual([]);
  });
});
