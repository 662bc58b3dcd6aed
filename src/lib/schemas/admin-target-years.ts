import { z } from 'zod';
import { FISCAL_YEAR_RANGE } from '../domain/calendar/fiscal-year';
import { unitPrice } from './bids';

/** The highest price a band may name: 99,999.99 円/kWh, far above any market and within its column. */
const BAND_MAX_CENTS = 9_999_999;
const bandPrice = (label: string) =>
  unitPrice(label).refine(
    (cents) => cents > 0 && cents <= BAND_MAX_CENTS,
    `${label}は0.01～99999.99で指定してください。`,
  );

/** One product's price band of a new target year, as typed ("0.40") or a JSON number; parsed to cents. */
const targetYearPriceBand = z
  .object({
    productCd: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '商品は1・2・3で指定してください。' }),
    minPrice: bandPrice('下限価格'),
    maxPrice: bandPrice('上限価格'),
  })
  .refine((b) => b.minPrice <= b.maxPrice, {
    message: '下限価格は上限価格以下で指定してください。',
    path: ['maxPrice'],
  });

/**
 * 対象年度の作成 (the CLI's `create-target-year`, the console's system page): the year, and the
 * price bands that differ from the previous year's (a product not listed takes the previous year's).
 */
export const adminCreateTargetYearRequest = z.object({
  fiscalYear: z
    .number({ error: '対象年度は4桁の年で指定してください。' })
    .int('対象年度は4桁の年で指定してください。')
    .min(FISCAL_YEAR_RANGE.min, `対象年度は${FISCAL_YEAR_RANGE.min}～${FISCAL_YEAR_RANGE.max}で指定してください。`)
    .max(FISCAL_YEAR_RANGE.max, `対象年度は${FISCAL_YEAR_RANGE.min}～${FISCAL_YEAR_RANGE.max}で指定してください。`),
  priceBands: z
    .array(targetYearPriceBand)
    .max(3, '価格帯は商品ごとに1つまで指定してください。')
    .refine(
      (bands) => new Set(bands.map((b) => b.productCd)).size === bands.length,
      '価格帯は商品ごとに1つまで指定してください。',
    )
    .optional(),
});
export type CreateTargetYearInput = z.output<typeof adminCreateTargetYearRequest>;

/** A target year as the console and `ops target-years` show it: its calendar, usable period and price bands. */
export const adminTargetYear = z.object({
  fiscalYear: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  /** The last day its certificates may be used for reports (end of June of the following year). */
  usableUntil: z.string(),
  priceBands: z.array(
    z.object({ productCd: z.number().int(), productName: z.string(), minPrice: z.number(), maxPrice: z.number() }),
  ),
});
export type AdminTargetYear = z.infer<typeof adminTargetYear>;

export const adminTargetYearsResponse = z.object({
  businessDate: z.string(),
  /** The years that may be created now (not existing ones): decision in domain/target-year. */
  creatable: z.object({ min: z.number().int(), max: z.number().int() }),
  targetYears: z.array(adminTargetYear),
});
export type AdminTargetYears = z.infer<typeof adminTargetYearsResponse>;

export const adminTargetYearResponse = z.object({ targetYear: adminTargetYear });
