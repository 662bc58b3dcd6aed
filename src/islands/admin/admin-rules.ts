import type { z } from 'zod';
import { formErrorsOf } from '../hooks/zod-form-errors';
import { passwordUpdateRequest } from '../../lib/schemas/auth';
import { mfaEnableRequest } from '../../lib/schemas/mfa';
import { adminCreateMemberRequest, adminCreateUserRequest } from '../../lib/schemas/admin-members';
import { adminCreateRoundRequest } from '../../lib/schemas/admin-rounds';
import { dateTimeFormatMessage, parseDateTimeText } from '../ui/date-time-text';
import {
  memberBody,
  roundBody,
  userBody,
  type MemberValues,
  type RoundValues,
  type UserValues,
} from './admin-form-values';

/*
 * The console's form rules: the shared schemas the endpoints validate with, as useTextForm
 * checks. Fetched when a form is first checked (lazyValidate), so zod is not part of the page.
 */
export const enrolCodeRules = formErrorsOf(mfaEnableRequest);
export const passwordRules = formErrorsOf(passwordUpdateRequest);

/** A schema's check of whatever it is given (a request body before the schema has parsed it). */
const bodyRules = (schema: z.ZodType) => formErrorsOf(schema as z.ZodType<unknown>);

/** The console's create forms: the body the form will send, checked with the endpoint's schema. */
/** The round's date-time boxes: text that is not a date and time is named as typed (YYYY/MM/DD HH:mm), not the API's way. */
const ROUND_TIMES = { opensAt: '受付開始', closesAt: '締切' } as const;
export const roundRules = async (v: RoundValues) => {
  const errors = await bodyRules(adminCreateRoundRequest)(roundBody(v));
  for (const [key, label] of Object.entries(ROUND_TIMES) as [keyof typeof ROUND_TIMES, string][])
    if (errors[key] && !parseDateTimeText(v[key])) errors[key] = dateTimeFormatMessage(label);
  return errors;
};
export const memberRules = async (v: MemberValues) => bodyRules(adminCreateMemberRequest)(memberBody(v));
export const userRules = async (v: UserValues) => bodyRules(adminCreateUserRequest)(userBody(v));
