import { describe, expect, it } from 'vitest';
import type { MarketResult } from '../../../public-report/src/scripts/market-results/market-result';
import { resultCells } from '../../../public-report/src/scripts/market-results/result-cells';
import { RESULT_COLUMNS } from '../../../public-report/src/scripts/market-results/result-columns';
import { CHART, roundChartModel } from '../../../public-report/src/scripts/market-results/round-chart';
import { fiscalYearChoice } from '../../../public-report/src/scripts/market-results/fiscal-years';
import { marketResultsCsv } from '../../../public-report/src/scripts/market-results/result-csv';

const base: MarketResult = {
  marketNo: 202611,
  fiscalYear: 2026,
  roundNo: 1,
  productCd: 1,
  productName: 'FIT非化石証書',
  isFit: true,
  opensAt: '2026-05-10T10:00:00.000+09:00',
  closesAt: '2026-05-17T17:00:00.000+09:00',
  clearedAt: '2026-05-18T10:00:00.000+09:00',
  contractPrice: 1.3,
  contractLowestPrice: 1.2,
  contractHighestPrice: 1.5,
  contractVolume: 70_000,
  buyVolume: 1_234_567,
  sellVolume: null,
  fitSupplyVolume: 100_000,
  buyerCount: 7,
  sellerCount: null,
  withheld: [],
};
const nonFit = (over: Partial<MarketResult>): MarketResult => ({
  ...base,
  marketNo: 202612,
  productCd: 2,
  productName: '非FIT非化石証書（再エネ指定あり）',
  isFit: false,
  contractLowestPrice: null,
  contractHighestPrice: null,
  fitSupplyVolume: null,
  sellVolume: 90_000,
  sellerCount: 5,
  ...over,
});
const textOf = (r: MarketResult) => Object.fromEntries(resultCells(r).map((c) => [c.col, [c.text, c.note ?? '']]));

describe('result cells', () => {
  it('follow the column order of the table header', () => {
    expect(resultCells(base).map((c) => c.col)).toEqual(RESULT_COLUMNS.map((c) => c.key));
  });

  it('show a FIT auction: average with lowest and highest, FIT supply in the sell column, buyers only', () => {
    expect(textOf(base)).toMatchObject({
      fiscalYear: ['2026年度', ''],
      roundNo: ['第1回', ''],
      period: ['2026/05/10 10:00～\n2026/05/17 17:00', ''],
      contractPrice: ['1.30', '最低 1.20／最高 1.50'],
      buyVolume: ['1,234,567', ''],
      sellVolume: ['100,000', 'FIT供給量'],
      members: ['買 7', ''],
    });
  });

  it('write 非公開 for each withheld figure, – for a price nothing traded at', () => {
    const thin = nonFit({
      contractPrice: null,
      contractVolume: null,
      buyVolume: null,
      sellVolume: 0,
      withheld: ['contract', 'buy'],
    });
    expect(textOf(thin)).toMatchObject({
      contractPrice: ['非公開', ''],
      contractVolume: ['非公開', ''],
      buyVolume: ['非公開', ''],
      sellVolume: ['0', ''],
      members: ['買 7・売 5', ''],
    });
    expect(textOf(nonFit({ contractPrice: null, contractVolume: 0 }))).toMatchObject({
      contractPrice: ['－', ''],
      contractVolume: ['0', ''],
    });
  });
});

describe('round chart geometry', () => {
  const rounds = [
    { ...base, roundNo: 2, contractPrice: 2, contractVolume: 100_000 },
    { ...base, roundNo: 1 },
    { ...base, roundNo: 3, contractPrice: null, contractVolume: null, withheld: ['contract'] as const },
    { ...base, roundNo: 4, contractPrice: 1, contractVolume: 50_000 },
  ].map((r) => ({ ...r, withheld: [...r.withheld] }));
  const model = roundChartModel(rounds);

  it('places the rounds in order, one band each, withheld rounds without bar or point and labelled', () => {
    expect(model.marks.map((m) => m.roundNo)).toEqual([1, 2, 3, 4]);
    const band = (CHART.width - CHART.left - CHART.right) / 4;
    expect(model.marks.map((m) => m.x)).toEqual([0.5, 1.5, 2.5, 3.5].map((k) => CHART.left + band * k));
    expect(model.marks[2]).toMatchObject({ label: '非公開', bar: null, price: null });
    expect(model.marks.filter((m) => m.label === null)).toHaveLength(3);
  });

  it('scales bars on the kWh axis and points on the price axis from 0 to a nice top', () => {
    expect(model.volumeTicks.map((t) => t.value)).toEqual([0, 25_000, 50_000, 75_000, 100_000]);
    const round2 = model.marks[1]!;
    expect(round2.bar!.y).toBeCloseTo(CHART.top);
    expect(round2.bar!.y + round2.bar!.height).toBeCloseTo(CHART.height - CHART.bottom);
    const topPrice = model.priceTicks.at(-1)!;
    expect(topPrice.value).toBeGreaterThanOrEqual(2);
    expect(model.marks[0]!.price!.low).toBeGreaterThan(model.marks[0]!.price!.high!);
  });

  it('breaks the price line at a round without a price', () => {
    expect(model.pricePaths).toHaveLength(1);
    expect(model.pricePaths[0]!.split('L')).toHaveLength(2);
  });

  it('marks a round without trade 約定なし', () => {
    const idle = roundChartModel([{ ...base, contractPrice: null, contractVolume: 0 }]);
    expect(idle.marks[0]).toMatchObject({ label: '約定なし', price: null });
    expect(idle.marks[0]!.bar!.height).toBe(0);
  });
});

describe('target year choice', () => {
  const nov2026 = Date.parse('2026-11-28T12:00:00+09:00');

  it('offers the current target year in Japan and the four before it, the current one first', () => {
    expect(fiscalYearChoice(nov2026, '')).toEqual({ years: [2026, 2025, 2024, 2023, 2022], selected: 2026 });
    // 1 April 00:30 in Japan is already the new year, whatever the browser's time zone.
    expect(fiscalYearChoice(Date.parse('2027-03-31T15:30:00Z'), '').selected).toBe(2027);
  });

  it('opens on ?fiscalYear= when the API accepts that year, and adds an older one to the list', () => {
    expect(fiscalYearChoice(nov2026, '?fiscalYear=2024').selected).toBe(2024);
    expect(fiscalYearChoice(nov2026, '?fiscalYear=2015')).toEqual({
      years: [2026, 2025, 2024, 2023, 2022, 2015],
      selected: 2015,
    });
    for (const bad of ['?fiscalYear=1999', '?fiscalYear=abc', '?fiscalYear=2026.5', '?fiscalYear='])
      expect(fiscalYearChoice(nov2026, bad).selected, bad).toBe(2026);
  });
});

describe('market results CSV', () => {
  it('has one record per auction, prices with two decimals, withheld figures as 非公開', () => {
    const thin = nonFit({ contractPrice: null, contractVolume: null, buyVolume: null, withheld: ['contract', 'buy'] });
    const lines = marketResultsCsv([base, thin]).slice(1).split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe(
      '202611,2026,1,FIT非化石証書,2026/05/10 10:00,2026/05/17 17:00,1.30,1.20,1.50,70000,1234567,,100000,7,',
    );
    expect(lines[2]).toBe(
      '202612,2026,1,非FIT非化石証書（再エネ指定あり）,2026/05/10 10:00,2026/05/17 17:00,非公開,,,非公開,非公開,90000,,7,5',
    );
    expect(lines[3]).toBe('');
  });
});
