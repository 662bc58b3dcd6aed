import { describe, expect, it } from 'vitest';
import { yearsNewestFirst } from '../../src/lib/domain/target-year-order';
import { fiscalYearOptions } from '../../src/islands/account/shared/codes';

describe('target-year lists', () => {
  const list = [{ targetYear: 2024 }, { targetYear: 2026 }, { targetYear: 2025 }];

  it('are newest first, without repeats', () => {
    expect(yearsNewestFirst([...list, { targetYear: 2026 }])).toEqual([2026, 2025, 2024]);
  });

  it('are the order of the account screens’ year options too', () => {
    expect(fiscalYearOptions(list).map((o) => o.value)).toEqual(['2026', '2025', '2024']);
  });
});
