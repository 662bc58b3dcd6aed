import { z } from 'zod';
import { msg } from './messages';
import { currentPassword, secondFactorCode } from './mfa';
import { API_TOKEN_MAX_DAYS, API_TOKEN_SCOPES } from '../domain/api-token/token-rules';

/** Creating a personal API token (decision 0023): the password again, and the code when the second factor is on. */
export const apiTokenCreateRequest = z.object({
  currentPassword,
  code: secondFactorCode.optional(),
  name: z
    .string({ error: msg.required('トークン名') })
    .trim()
    .min(1, msg.required('トークン名'))
    .max(50, msg.maxLength('トークン名', 50)),
  scopes: z.array(z.enum(API_TOKEN_SCOPES)).min(1, msg.required('権限')).max(3),
  expiresInDays: z.coerce.number().int().min(1).max(API_TOKEN_MAX_DAYS),
});
export type ApiTokenCreateRequest = z.infer<typeof apiTokenCreateRequest>;

export const apiTokenSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.enum(API_TOKEN_SCOPES)),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiTokenSummary = z.infer<typeof apiTokenSummary>;

/** The token itself appears in this answer only: it is stored hashed. */
export const apiTokenCreateResponse = apiTokenSummary.extend({ token: z.string() });
export type ApiTokenCreateResponse = z.infer<typeof apiTokenCreateResponse>;

export const apiTokenListResponse = z.object({ tokens: z.array(apiTokenSummary) });
export type ApiTokenListResponse = z.infer<typeof apiTokenListResponse>;

export const apiTokenIdParam = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
