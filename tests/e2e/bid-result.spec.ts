import AxeBuilder from '@axe-core/playwright';
import { expect, expectHeading, test } from './fixtures';
import {
  buy,
  clearOpenRounds,
  closeAndClear,
  ensureOpenRound,
  fiscalYearOf,
  offerFitSupply,
  sell,
  watchCsp,
  type Round,
} from './bid-world';
import { ownGenerator, ownMember, type OwnGenerator } from './own-world';
import type { OwnMember } from './own-member';
import type { Locator } from '@playwright/test';

/** What the chart's axes read and where its own-bid markers sit, measured in the browser. */
async function chartGeometry(chart: Locator) {
  return chart.evaluate((svg) => {
    const texts = (sel: string) => [...svg.querySelectorAll(sel)].map((t) => t.textContent ?? '');
    const grid = [...svg.querySelectorAll('.bid-chart-grid > g')];
    const labels = grid.map((g) => g.querySelector('text'));
    const yLabels = labels.filter((t) => t?.getAttribute('text-anchor') === 'end' && t.getAttribute('dy'));
    const xLabels = labels.filter((t) => t && !t.getAttribute('dy'));
    const view = (svg as SVGSVGElement).viewBox.baseVal;
    const markers = [...svg.querySelectorAll<SVGGraphicsElement>('.bid-chart-own')].map((m) => {
      const b = m.getBBox();
      return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    });
    return {
      yTicks: yLabels.map((t) => t!.textContent ?? ''),
      xTicks: xLabels.map((t) => t!.textContent ?? ''),
      titles: texts('.bid-chart-axis-title'),
      markers,
      width: view.width,
      height: view.height,
    };
  });
}

/** Ticks distinct, the top price tick at or above every own bid, every marker inside the plot. */
async function expectThinChartReadable(chart: Locator, ownPrices: number[]) {
  const g = await chartGeometry(chart);
  expect(new Set(g.xTicks).size).toBe(g.xTicks.length);
  expect(new Set(g.yTicks).size).toBe(g.yTicks.length);
  expect(Math.max(...g.yTicks.map(Number))).toBeGreaterThanOrEqual(Math.max(...ownPrices));
  expect(g.titles).toEqual(['累積入札量（kWh）', '価格（円/kWh）']);
  expect(g.markers).toHaveLength(ownPrices.length);
  for (const m of g.markers) {
    // Plot area: margins 64 left, 24 right, 16 top, 52 bottom (curve-chart.tsx).
    expect(m.x).toBeGreaterThan(64);
    expect(m.x).toBeLessThanOrEqual(g.width - 24);
    expect(m.y).toBeGreaterThanOrEqual(16);
    expect(m.y).toBeLessThan(g.height - 52);
  }
}

/*
 * A round of its own: whatever is open is cleared first, so the book holds exactly these bids of
 * the spec's own members. FIT: 15,000 kWh offered; the retailer 1.50×10,000 (fills), the consumer
 * 1.00×3,000 (fills), the retailer 0.80×10,000 (gets the last 2,000), the retailer 0.45×5,000
 * (nothing). Non-FIT (再エネ指定あり): the generator sells 0.70×5,000; the retailer buys 0.90×3,000
 * and 0.65×2,000 → single price 0.70.
 */
test.describe('contract results and curves (/bid/result)', () => {
  let round: Round;
  let fiscalYear: number;
  let retailer: OwnMember;
  let generator: OwnGenerator;
  test.beforeAll(async ({ app }) => {
    test.setTimeout(120_000);
    await clearOpenRounds(app.db);
    round = await ensureOpenRound(app.db);
    fiscalYear = fiscalYearOf(round);
    retailer = await ownMember(app, '約定試験電力株式会社', { fit: true, nonFit: true });
    const consumer = await ownMember(app, '約定試験製作所株式会社', { fit: true, nonFit: false }, 'consumer');
    generator = await ownGenerator(app, { fiscalYear, products: [2], facilities: 1 });
    await offerFitSupply(app.db, round[1], 15_000);
    await buy(app.db, retailer.loginId, 1, '1.50', 10_000);
    await buy(app.db, consumer.loginId, 1, '1.00', 3_000);
    await buy(app.db, retailer.loginId, 1, '0.80', 10_000);
    await buy(app.db, retailer.loginId, 1, '0.45', 5_000);
    await sell(app.db, generator.loginId, 2, '0.70', 5_000, generator.facilityIds[0]!);
    await buy(app.db, retailer.loginId, 2, '0.90', 3_000);
    await buy(app.db, retailer.loginId, 2, '0.65', 2_000);
    await closeAndClear(app.db, round[1]);
    await closeAndClear(app.db, round[2]);
  });

  test('FIT results show each bid with its status, the price range and the curves with own bids', async ({
    page,
    login,
  }) => {
    const refused = watchCsp(page);
    await login(retailer.loginId);
    await page.waitForURL('**/account/balance');
    await page.goto(`/bid/result?fiscalYear=${fiscalYear}&productCd=1&marketNo=${round[1]}`);
    await expectHeading(page, '約定結果照会');

    const rows = page.getByRole('table', { name: '約定結果' }).getByRole('row');
    await expect(rows.filter({ hasText: '1.50' })).toContainText('約定');
    await expect(rows.filter({ hasText: '1.50' })).toContainText('15,000');
    await expect(rows.filter({ hasText: '0.80' })).toContainText('一部約定');
    await expect(rows.filter({ hasText: '0.80' })).toContainText('2,000');
    await expect(rows.filter({ hasText: '0.45' })).toContainText('不約定');
    await expect(rows.filter({ hasText: '0.45' }).getByText('不約定')).toHaveClass(/is-uncontracted/);

    const market = page.getByRole('region', { name: new RegExp(`市場番号 ${round[1]}`) });
    // Two FIT buyers: the market's price range and total are withheld (decision 0022), the counts told.
    await expect(market.getByRole('definition').first()).toHaveText('非公開');
    await expect(market).toContainText('約定総量非公開');
    await expect(market.getByText('2社')).toHaveCount(2);

    const chart = market.getByRole('img', { name: `市場番号${round[1]}の需要曲線と供給曲線` });
    await expect(chart).toBeVisible();
    // Decision 0009: the only other FIT buyer is the consumer, so the demand curve is withheld from the
    // retailer; so is the FIT supply (decision 0030): knowing its own 12,000 kWh, the retailer would
    // read the consumer's 3,000 kWh out of the 15,000 kWh supplied and sold.
    await expect(market).toContainText('需要・供給曲線は表示していません');
    await expect(chart.locator('.bid-chart-supply')).toHaveAttribute('d', '');
    await expect(chart.locator('.bid-chart-own')).toHaveCount(3);
    await expect(chart.locator('.bid-chart-own.is-contracted')).toHaveCount(2);
    // Thin market: the axes reach the own bids, the legend names only what is drawn.
    await expectThinChartReadable(chart, [1.5, 0.8, 0.45]);
    const legend = market.locator('.bid-chart-legend');
    await expect(legend).not.toContainText('曲線');
    await expect(legend).toContainText('自社入札（約定）');
    await expect(legend).toContainText('自社入札（不約定）');
    await expect(market.getByRole('table', { name: /データ/ })).toBeAttached();
    await market.screenshot({ path: test.info().outputPath('bid-result-fit-chart.png') });
    await page.screenshot({ path: test.info().outputPath('bid-result-fit.png'), fullPage: true });
    const scan = await new AxeBuilder({ page }).analyze();
    expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    // Each landmark has a name of its own (axe's moderate landmark-unique).
    const landmarks = await new AxeBuilder({ page }).withRules(['landmark-unique']).analyze();
    expect(landmarks.violations.flatMap((v) => v.nodes.map((n) => n.html))).toEqual([]);
    expect(refused).toEqual([]);
  });

  test('non-FIT results clear at one price; the seller sees its partly filled sell bid', async ({ page, login }) => {
    await login(retailer.loginId);
    await page.waitForURL('**/account/balance');
    await page.goto(`/bid/result?fiscalYear=${fiscalYear}`);
    // The first results have arrived (the filter form is set from them): then choose, as a member would.
    await expect(page.getByRole('table', { name: '約定結果' })).toBeVisible();
    await page.getByLabel('商品').selectOption({ label: '非FIT非化石証書（再エネ指定あり）' });
    await expect(page.getByLabel('商品')).toHaveValue('2');
    await page.getByLabel('市場番号（任意）').fill(String(round[2]));
    await page.getByRole('button', { name: '検索' }).click();
    await expect(page).toHaveURL(new RegExp(`productCd=2&marketNo=${round[2]}`));
    const rows = page.getByRole('table', { name: '約定結果' }).getByRole('row');
    await expect(rows.filter({ hasText: '0.90' })).toContainText('約定');
    await expect(rows.filter({ hasText: '0.90' })).toContainText('0.70');
    await expect(rows.filter({ hasText: '0.65' })).toContainText('不約定');

    const market = page.getByRole('region', { name: new RegExp(`市場番号 ${round[2]}`) });
    await expect(market).toContainText('約定価格');
    await expect(market).toContainText('0.70円/kWh');
    const chart = market.getByRole('img', { name: `市場番号${round[2]}の需要曲線と供給曲線` });
    await expect(chart.locator('.bid-chart-clearing')).toContainText('約定価格 0.70円/kWh');
    await expect(chart.locator('.bid-chart-own')).toHaveCount(2);
    // Both sides are withheld from the retailer (one other seller, no other buyer): the kWh axis
    // still reads distinct whole ticks up to its own 5,000 kWh, and the legend lists no curve.
    await expect(market).toContainText('需要・供給曲線は表示していません');
    await expect(chart.locator('.bid-chart-demand')).toHaveAttribute('d', '');
    await expectThinChartReadable(chart, [0.9, 0.65]);
    const g = await chartGeometry(chart);
    expect(g.xTicks[g.xTicks.length - 1]).toBe('5,000');
    const legend = market.locator('.bid-chart-legend');
    await expect(legend).not.toContainText('曲線');
    await expect(legend).toContainText('約定価格');
    // The retailer only bought: the legend shows circles, not the sell diamond.
    await expect(legend.locator('circle')).toHaveCount(2);
    await expect(legend.locator('path')).toHaveCount(0);
    await market.screenshot({ path: test.info().outputPath('bid-result-nonfit-chart.png') });

    await page.getByRole('button', { name: 'LOG OUT' }).click();
    await page.waitForURL('**/login');
    await login(generator.loginId);
    await page.waitForURL('**/account/balance');
    await page.goto(`/bid/result?fiscalYear=${fiscalYear}&productCd=2&marketNo=${round[2]}&bidTypeCd=1`);
    const sellRow = page.getByRole('table', { name: '約定結果' }).getByRole('row').filter({ hasText: '売り' });
    await expect(sellRow).toContainText('一部約定');
    await expect(sellRow).toContainText('3,000');
    const sellerMarket = page.getByRole('region', { name: new RegExp(`市場番号 ${round[2]}`) });
    await expect(sellerMarket.locator('.bid-chart-own.is-sell.is-contracted')).toHaveCount(1);
    await page.screenshot({ path: test.info().outputPath('bid-result-seller.png'), fullPage: true });
  });
});
