import type { z } from 'zod';
import { formErrorsOf } from '../hooks/zod-form-errors';
import { passwordUpdateRequest } from '../../lib/schemas/auth';
import { mfaEnableRequest } from '../../lib/schemas/mfa';
import { adminCreateMemberRequest, adminCreateUserRequest } from '../../lib/schemas/admin-members';
import { adminCreateRoundRequest } from '../../lib/schemas/admin-rounds';
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
export const roundRules = async (v: RoundValues) => bodyRules(adminCreateRoundRequest)(roundBody(v));
export const memberRules = async (v: MemberValues) => bodyRules(adminCreateMemberRequest)(memberBody(v));
export const userRules = async (v: UserValues) => bodyRules(adminCreateUserRequest)(userBody(v));
