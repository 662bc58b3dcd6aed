import type { Resolver } from 'react-hook-form';
import { apiTokenCreateRequest } from '../../../lib/schemas/api-tokens';
import { bodyResolver } from '../../hooks/zod-rules';
import { apiTokenRequestOf, type ApiTokenFormValues } from './api-token-form';

/**
 * The create form's rules: the server's own schema (loaded with the first check), with the code
 * required when the member's second factor is on, as the server requires it then.
 */
export function apiTokenFormResolver(needsCode: boolean): Resolver<ApiTokenFormValues> {
  return bodyResolver<ApiTokenFormValues>(apiTokenCreateRequest, (values) => {
    const request = apiTokenRequestOf(values);
    return needsCode ? { ...request, code: values.code } : request;
  });
}
