import { describe, expect, it } from 'vitest';
import { plainResolver } from '@/islands/hooks/plain-rules';
import { resultFilterErrors, type ResultFilterValues } from '@/islands/bid/result/filter-rules';

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as const;

describe('plainResolver: a form’s own few rules as a react-hook-form resolver', () => {
  const resolver = plainResolver<ResultFilterValues>(resultFilterErrors);
  const values: ResultFilterValues = { fiscalYear: '2026', productCd: '1', marketNo: '', bidTypeCd: '' };

  it('hands on the values when no rule breaks', async () => {
    expect(await resolver(values, undefined, OPTIONS)).toEqual({ values, errors: {} });
  });

  it('answers the spec message of the field that breaks one, and no values', async () => {
    const result = await resolver({ ...values, marketNo: '20261a' }, undefined, OPTIONS);
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      marketNo: { type: 'rule', message: resultFilterErrors({ ...values, marketNo: 'x' }).marketNo },
    });
    expect(result.errors.marketNo?.message).toMatch(/^市場番号は/);
  });
});
