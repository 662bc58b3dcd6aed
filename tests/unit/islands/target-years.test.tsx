import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import TargetYearsScreen from '../../../src/islands/admin/target-years/target-years-screen';
import { targetYearRules } from '../../../src/islands/admin/admin-rules';
import { targetYearBody } from '../../../src/islands/admin/admin-form-values';

const list = {
  businessDate: '2026-12-07',
  creatable: { min: 2024, max: 2028 },
  targetYears: [
    {
      fiscalYear: 2027,
      startDate: '2027-04-01',
      endDate: '2028-03-31',
      usableUntil: '2028-06-30',
      priceBands: [
        { productCd: 1, productName: 'FIT非化石証書', minPrice: 0.4, maxPrice: 4 },
        { productCd: 2, productName: '非FIT非化石証書（再エネ指定あり）', minPrice: 0.6, maxPrice: 1.3 },
      ],
    },
  ],
};
const EMPTY = { fiscalYear: '', min1: '', max1: '', min2: '', max2: '', min3: '', max3: '' };

/** The form's resolver as react-hook-form calls it, its errors as field → message. */
async function messagesOf(values: typeof EMPTY): Promise<Record<string, string | undefined>> {
  const { errors } = await targetYearRules(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, (e as { message?: string }).message]));
}

describe('the console’s target years', () => {
  it('lists each year’s period, usable period and bands, with the create button disabled before hydration', () => {
    const html = renderToString(
      <TargetYearsScreen list={list} loginId="admin01" fourEyes={false} requests={[]} onChanged={() => {}} />,
    );
    expect(html).toContain('2024～2028年度');
    expect(html).toContain('2027/04/01～2028/03/31');
    expect(html).toContain('2028/06/30');
    expect(html).toContain('商品1 0.40～4.00、商品2 0.60～1.30');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>対象年度を作成する/);
  });

  it('sends only the products whose band was typed, and puts a band’s message at its box', async () => {
    expect(targetYearBody({ ...EMPTY, fiscalYear: '2028', min2: '0.70', max2: '1.50' })).toEqual({
      fiscalYear: 2028,
      priceBands: [{ productCd: 2, minPrice: '0.70', maxPrice: '1.50' }],
    });
    expect(await messagesOf({ ...EMPTY, fiscalYear: '2028' })).toEqual({});
    const errors = await messagesOf({ ...EMPTY, fiscalYear: '20x8', min3: '1.50', max3: '0.70', max1: '4.001' });
    expect(errors).toEqual({
      fiscalYear: '対象年度は4桁の年で指定してください。',
      min1: expect.stringContaining('下限価格'),
      max1: expect.stringContaining('上限価格'),
      max3: '下限価格は上限価格以下で指定してください。',
    });
  });
});
