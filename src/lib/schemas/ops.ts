import { z } from 'zod';
import { DATE_RANGE } from './common';
import { msg } from './messages';
import { jstDateOf } from '../domain/calendar/jst';
import { jstInstant } from '../dates/jst-instant';

/** The kinds of trading member an operator may register (fit_seller is the system's own). */
const MEMBER_KINDS = ['retailer', 'consumer', 'generator', 'intermediary'] as const;

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

/**
 * 業務日付 (the console and `ops set-business-date` alike): a date within DATE_RANGE, the calendar
 * the system serves (fiscal years 1999–2100), or today. A date outside it (9999-12-31, 0001-01-01)
 * once made every member's /settlement answer 500 (fiscal year 0).
 */
const BUSINESS_DATE_FORMAT = '日付は YYYY-MM-DD 形式で指定してください。';
const businessDay = z.iso
  .date(BUSINESS_DATE_FORMAT)
  .refine(
    (d) => d >= DATE_RANGE.from && d <= DATE_RANGE.to,
    msg.dateRange('業務日付', DATE_RANGE.from.replace(/-/g, '/'), DATE_RANGE.to.replace(/-/g, '/')),
  );
export const businessDateInput = z.string({ error: BUSINESS_DATE_FORMAT }).superRefine((value, ctx) => {
  if (value === 'today') return;
  const day = businessDay.safeParse(value);
  if (!day.success) ctx.addIssue({ code: 'custom', message: day.error.issues[0]!.message });
});

/** "2026-11-20 10:00" (or with seconds, or a T as a browser's datetime-local sends it) read as Tokyo time. */
export const jstDateTime = (label: string) =>
  z
    .string({ error: `${label}は "YYYY-MM-DD HH:MM"（日本時間）で指定してください。` })
    .regex(
      /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/,
      `${label}は "YYYY-MM-DD HH:MM"（日本時間）で指定してください。`,
    )
    .transform((text, ctx) => {
      const [date, time] = text.split(/[ T]/) as [string, string];
      const at = jstInstant(date, time);
      // Date rolls 2026-02-30 over into March; reading the JST date back catches it.
      if (Number.isNaN(at.getTime()) || jstDateOf(at) !== date) {
        ctx.addIssue({ code: 'custom', message: `${label}の日時が正しくありません。` });
      }
      return at;
    });

/** `create-round` and the console's 開催回の作成. */
export const createRoundInput = z.object({
  fiscalYear: z.coerce
    .number({ error: '対象年度は数字で指定してください。' })
    .int('対象年度は数字で指定してください。')
    .min(2000, '対象年度は2000～2100で指定してください。')
    .max(2100, '対象年度は2000～2100で指定してください。'),
  roundNo: z.coerce
    .number({ error: '開催回は1～4です。' })
    .int('開催回は1～4です。')
    .min(1, '開催回は1～4です。')
    .max(4, '開催回は1～4です。'),
  opensAt: jstDateTime('受付開始'),
  closesAt: jstDateTime('締切'),
});

/** An auction named by its market number (`--market-no`). */
export const marketNoInput = z.coerce
  .number({ error: '市場番号は 202631 の形式です。' })
  .int('市場番号は 202631 の形式です。')
  .min(100_000, '市場番号は 202631 の形式です。')
  .max(999_999, '市場番号は 202631 の形式です。');
