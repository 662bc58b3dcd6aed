import { z } from 'zod';
import { msg } from './messages';
import { isHalfWidth, PASSWORD_MAX, PASSWORD_MIN, satisfiesPasswordClasses } from '../domain/password-rules';

const requiredText = (label: string, max: number) =>
  z
    .string({ error: msg.required(label) })
    .min(1, msg.required(label))
    .max(max, msg.maxLength(label, max));

export const authLoginRequest = z.object({
  loginId: requiredText('ログインID', 100),
  password: requiredText('パスワード', 100),
});
export type AuthLoginRequest = z.infer<typeof authLoginRequest>;

const newPassword = z
  .string({ error: msg.required('新しいパスワード') })
  .min(1, msg.required('新しいパスワード'))
  .min(PASSWORD_MIN, msg.passwordRule)
  .max(PASSWORD_MAX, msg.passwordRule)
  .refine(isHalfWidth, msg.halfWidth('新しいパスワード'))
  .refine(satisfiesPasswordClasses, msg.passwordRule);

export const passwordUpdateRequest = z
  .object({
    currentPassword: requiredText('現在のパスワード', 100),
    newPassword,
    confirmPassword: z
      .string({ error: msg.required('新しいパスワード（確認）') })
      .min(1, msg.required('新しいパスワード（確認）')),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: msg.passwordMismatch });
export type PasswordUpdateRequest = z.infer<typeof passwordUpdateRequest>;

const userInfo = z.object({ userId: z.string(), firstLogin: z.boolean() });
export const organizationInfo = z.object({
  organizationId: z.number().int(),
  memberNumber: z.string(),
  fitParticipation: z.boolean(),
  nonFitParticipation: z.boolean(),
  organizationName: z.string(),
});
export type OrganizationInfo = z.infer<typeof organizationInfo>;

const targetYearItem = z.object({
  targetYearId: z.number().int(),
  targetYear: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
});
export type TargetYearItem = z.infer<typeof targetYearItem>;

/** Answer of login and user-info: the spec's auth session minus isAuthenticated (implied). */
export const authSessionResponse = z.object({
  userInfo,
  organizationInfo,
  businessDate: z.string(),
  targetYearList: z.array(targetYearItem),
});
export type AuthSessionResponse = z.infer<typeof authSessionResponse>;

export const organizationInfoUpdateRequest = z.object({
  fitParticipation: z.boolean({ error: msg.required('FIT市場') }),
  nonFitParticipation: z.boolean({ error: msg.required('非FIT市場') }),
  /**
   * Leaving a market whose open auction holds the member's bids cancels them: the number of such
   * bids the member was shown and confirmed. Without it, or with another number, the change is
   * refused (409 C_BD_007, naming the number) and nothing is cancelled.
   */
  cancelOpenBids: z.number().int().min(0).optional(),
});
export type OrganizationInfoUpdateRequest = z.infer<typeof organizationInfoUpdateRequest>;

export const memberNumberParam = z.object({
  memberNumber: z
    .string()
    .min(1)
    .max(20)
    .regex(/^[0-9A-Za-z]+$/, msg.halfWidth('取引会員番号')),
});

/**
 * Who a member number belongs to, and whether it can receive a transfer (it takes part in the
 * non-FIT market): the transfer screen refuses at lookup what 登録 would refuse (C_AC_004), and
 * nothing more about the other member is told.
 */
export const organizationNameResponse = z.object({
  memberNumber: z.string(),
  organizationName: z.string(),
  acceptsTransfers: z.boolean(),
});
