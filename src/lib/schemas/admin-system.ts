import { z } from 'zod';
import { businessDateInput } from './ops';

/** メンテナンスの開始・終了 from the console (the CLI's `maintenance on|off`). */
export const adminMaintenanceRequest = z.object({
  maintenance: z.boolean({ error: 'メンテナンスの開始か終了を指定してください。' }),
});

/** 業務日付 from the console: a date, or today to follow the calendar (the CLI's `set-business-date`). */
export const adminBusinessDateRequest = z.object({ businessDate: businessDateInput });

export const adminSystemStateResponse = z.object({
  businessDate: z.string(),
  businessDateFixed: z.boolean(),
  maintenance: z.boolean(),
});
export type AdminSystemState = z.infer<typeof adminSystemStateResponse>;
