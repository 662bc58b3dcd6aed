import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, Resolver } from 'react-hook-form';
import { bodyResolver } from '../hooks/zod-rules';
import { passwordUpdateRequest } from '../../lib/schemas/auth';
import { mfaEnableRequest } from '../../lib/schemas/mfa';
import { adminCreateMemberRequest, adminCreateUserRequest } from '../../lib/schemas/admin-members';
import { adminCreateRoundRequest } from '../../lib/schemas/admin-rounds';
import { adminCreateTargetYearRequest } from '../../lib/schemas/admin-target-years';
import { dateTimeFormatMessage, parseDateTimeText } from '../ui/date-time-text';
import {
  memberBody,
  roundBody,
  targetYearBody,
  type TargetYearValues,
  userBody,
  type MemberValues,
  type RoundValues,
  type UserValues,
} from './admin-form-values';

/*
 * The console's form rules: the shared schemas the endpoints validate with, as react-hook-form's
 * resolvers. Fetched when a form is first checked (lazyResolver), so zod is not part of the page.
 */
export const enrolCodeRules = zodResolver(mfaEnableRequest, undefined, { raw: true });
export const passwordRules = zodResolver(passwordUpdateRequest, undefined, { raw: true });

/** The console's create forms: the body the form will send, checked with the endpoint's schema. */
/** The round's date-time boxes: text that is not a date and time is named as typed (YYYY/MM/DD HH:mm), not the API's way. */
const ROUND_TIMES = { opensAt: '受付開始', closesAt: '締切' } as const;
const roundBodyRules = bodyResolver<RoundValues>(adminCreateRoundRequest, roundBody);
export const roundRules: Resolver<RoundValues> = async (values, context, options) => {
  const result = await roundBodyRules(values, context, options);
  for (const [key, label] of Object.entries(ROUND_TIMES) as [keyof typeof ROUND_TIMES, string][]) {
    const error = result.errors[key];
    if (error && !parseDateTimeText(values[key])) error.message = dateTimeFormatMessage(label);
  }
  return result;
};
export const memberRules = bodyResolver<MemberValues>(adminCreateMemberRequest, memberBody);
export const userRules = bodyResolver<UserValues>(adminCreateUserRequest, userBody);

/** The bands' messages at their boxes: priceBands.<i>.minPrice is the box of that band's product. */
const targetYearBodyRules = bodyResolver<TargetYearValues>(adminCreateTargetYearRequest, targetYearBody);
export const targetYearRules: Resolver<TargetYearValues> = async (values, context, options) => {
  const result = await targetYearBodyRules(values, context, options);
  const errors = result.errors as Record<string, unknown> & { priceBands?: unknown };
  const bands = errors.priceBands as Record<string, { minPrice?: FieldError; maxPrice?: FieldError }> | undefined;
  if (!bands) return result;
  delete errors.priceBands;
  const body = targetYearBody(values);
  for (const [index, band] of Object.entries(bands)) {
    const productCd = body.priceBands?.[Number(index)]?.productCd;
    if (productCd === undefined || !band) continue;
    for (const [side, error] of [
      ['min', band.minPrice],
      ['max', band.maxPrice],
    ] as const)
      if (error) errors[`${side}${productCd}`] ??= error;
  }
  return result;
};
