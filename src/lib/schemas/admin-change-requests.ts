import { z } from 'zod';
import { INT_COLUMN_MAX } from './common';

const changeParams = z.union([
  z.object({ kind: z.literal('maintenance'), params: z.object({ maintenance: z.boolean() }) }),
  z.object({ kind: z.literal('business-date'), params: z.object({ businessDate: z.string().nullable() }) }),
  z.object({ kind: z.literal('clearing'), params: z.object({ marketNo: z.number() }) }),
  z.object({
    kind: z.literal('target-year'),
    params: z.object({
      fiscalYear: z.number(),
      /** In hundredths of a yen, as the service takes them. */
      priceBands: z.array(z.object({ productCd: z.number(), minPrice: z.number(), maxPrice: z.number() })).optional(),
    }),
  }),
]);

/** A change request of the two-person rule (ADMIN_FOUR_EYES) as the console shows it. */
export const adminChangeRequest = z.intersection(
  changeParams,
  z.object({
    id: z.number(),
    /** What it changes, in the console's words (メンテナンスの開始, 業務日付の変更（2027/02/01）…). */
    title: z.string(),
    /** What members will see once it takes effect. */
    effect: z.string(),
    state: z.enum(['pending', 'approved', 'rejected', 'withdrawn', 'expired']),
    stateName: z.string(),
    requestedBy: z.string(),
    requestedAt: z.string(),
    expiresAt: z.string(),
    decidedBy: z.string().nullable(),
    decidedAt: z.string().nullable(),
    /** The signed-in operator made it: they may withdraw it and may not approve or reject it. */
    own: z.boolean(),
  }),
);
export type AdminChangeRequest = z.infer<typeof adminChangeRequest>;

export const adminChangeRequestsResponse = z.object({
  /** Whether the two-person rule is on (ADMIN_FOUR_EYES). */
  fourEyes: z.boolean(),
  pending: z.array(adminChangeRequest),
});

/** 承認・却下・取り下げ of one request. */
export const adminChangeRequestIdRequest = z.object({
  // Within change_requests.id (serial, int4): 2147483648 and beyond once reached the database (500).
  id: z.coerce
    .number({ error: '申請を指定してください。' })
    .int('申請を指定してください。')
    .positive('申請を指定してください。')
    .max(INT_COLUMN_MAX, '申請の指定が正しくありません。'),
});

/**
 * One request after an action on it; also the 202 answer of a console change the rule holds back
 * (the request that now waits).
 */
export const adminChangeRequestResponse = z.object({ changeRequest: adminChangeRequest });
