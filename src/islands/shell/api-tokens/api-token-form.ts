import type { ApiTokenScope } from '../../../lib/domain/api-token/token-rules';
import type { ApiTokenCreateRequest } from '../../../lib/schemas/api-tokens';
import { DEFAULT_EXPIRY_DAYS } from './api-token-labels';

/** The create form's values as typed (text, and the ticked scopes). */
export type ApiTokenFormValues = {
  name: string;
  scopes: ApiTokenScope[];
  expiresInDays: string;
  currentPassword: string;
  code: string;
};

export const EMPTY_API_TOKEN_FORM: ApiTokenFormValues = {
  name: '',
  scopes: ['read'],
  expiresInDays: DEFAULT_EXPIRY_DAYS,
  currentPassword: '',
  code: '',
};

/** The fields the server may name in a 422 answer, in the form's order. */
export const API_TOKEN_FORM_FIELDS = ['name', 'scopes', 'expiresInDays', 'currentPassword', 'code'] as const;

/** The request the form sends: the code only when the second factor asks for one (or was typed). */
export function apiTokenRequestOf(values: ApiTokenFormValues): ApiTokenCreateRequest {
  const code = values.code.trim();
  return {
    name: values.name,
    scopes: values.scopes,
    expiresInDays: Number(values.expiresInDays),
    currentPassword: values.currentPassword,
    ...(code ? { code } : {}),
  };
}
