import { z } from 'zod';

/** A target year's FIT lots (decision 0019) as the console lists them. */
export const adminYearLots = z.object({
  fiscalYear: z.number().int(),
  marketNos: z.array(z.number().int()),
  lines: z.number().int().nonnegative(),
  closed: z.boolean(),
  usableUntil: z.string(),
});
export const adminYearLotsResponse = z.object({ years: z.array(adminYearLots) });
export type AdminYearLots = z.infer<typeof adminYearLots>;

/** ロットの統合 (the CLI's `fold-lots --fiscal-year`): the year, and the screen's progress id. */
export const adminFoldLotsRequest = z.object({
  fiscalYear: z.coerce
    .number({ error: '対象年度を指定してください。' })
    .int('対象年度は4桁の年で指定してください。')
    .min(2000, '対象年度は4桁の年で指定してください。')
    .max(9998, '対象年度は4桁の年で指定してください。'),
  progressId: z.uuid('進捗の識別子が正しくありません。').optional(),
});

export const adminFoldLotsResponse = z.object({
  fiscalYear: z.number().int(),
  lots: z.number().int().nonnegative(),
  holdings: z.number().int().nonnegative(),
  postings: z.number().int().nonnegative(),
  message: z.string(),
});
