import { apiTokenCreateRequest } from '../../../lib/schemas/api-tokens';
import { formErrorsOf } from '../../hooks/zod-form-errors';
import type { FormErrors } from '../../hooks/use-text-form';
import { apiTokenRequestOf, type ApiTokenFormValues } from './api-token-form';

const requestErrors = formErrorsOf(apiTokenCreateRequest);

/**
 * The create form's rules: the server's own schema (loaded with the first check), with the code
 * required when the member's second factor is on, as the server requires it then.
 */
export async function apiTokenFormErrors(values: ApiTokenFormValues, needsCode: boolean): Promise<FormErrors> {
  const request = apiTokenRequestOf(values);
  return requestErrors(needsCode ? { ...request, code: values.code } : request);
}
