import { z } from 'zod';

/** The kinds of trading member an operator may register (fit_seller is the system's own). */
export const MEMBER_KINDS = ['retailer', 'consumer', 'generator', 'intermediary'] as const;

/** Inputs of the operator commands (npm run ops), validated like any API input. */
export const createMemberInput = z.object({
  memberNumber: z.string().regex(/^[0-9A-Za-z]{1,20}$/, '会員番号は半角英数字20文字以内で指定してください。'),
  name: z.string().trim().min(1, '会員名は必須です。').max(100),
  kind: z.enum(MEMBER_KINDS, {
    error: `会員種別は ${MEMBER_KINDS.join('、')} のいずれかで指定してください。`,
  }),
  fitParticipation: z.boolean(),
  nonFitParticipation: z.boolean(),
  corporateNumber: z
    .string()
    .regex(/^\d{13}$/, '法人番号は13桁の数字で指定してください。')
    .optional(),
});
export type CreateMemberInput = z.infer<typeof createMemberInput>;

export const createUserInput = z.object({
  loginId: z.string().regex(/^[\x21-\x7e]{1,100}$/, 'ログインIDは半角100文字以内で指定してください。'),
  memberNumber: z.string().min(1),
  displayName: z.string().trim().min(1, '表示名は必須です。').max(100),
});
export type CreateUserInput = z.infer<typeof createUserInput>;

export const createOperatorInput = createUserInput.pick({ loginId: true, displayName: true });
export type CreateOperatorInput = z.infer<typeof createOperatorInput>;

export const loginIdInput = z.object({ loginId: z.string().min(1).max(100) });

export const businessDateInput = z.union([
  z.literal('today'),
  z.iso.date('日付は YYYY-MM-DD 形式で指定してください。'),
]);
