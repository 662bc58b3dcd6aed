import { z } from 'zod';

/** 失効 of a target year (the CLI's `expire-year --fiscal-year`, decision 0029). */
export const adminExpireYearRequest = z.object({
  fiscalYear: z.coerce
    .number({ error: '対象年度を指定してください。' })
    .int('対象年度は4桁の年で指定してください。')
    .min(2000, '対象年度は4桁の年で指定してください。')
    .max(2100, '対象年度は4桁の年で指定してください。'),
});
