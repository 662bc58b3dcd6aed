import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { accountBalanceNegotiateRequest, type AccountBalanceNegotiateRequest } from '@/lib/schemas/accounts';
import { lineValues } from '../lines/line-rules';
import { volumeFormatIssues, volumeLimitIssues } from '../lines/line-values';
import { checkWith } from '../shared/check-with';
import { toNegotiateInput, VOLUME_LABEL, type NegotiationValues } from './negotiation-form';

const fields = z.object({
  fiscalYear: z.string(),
  productCd: z.string(),
  recipientMemberNumber: z.string(),
  lines: z.array(lineValues),
}) satisfies z.ZodType<NegotiationValues>;

/**
 * The transfer input: the shared request schema (spec §5 volume messages) plus the per-line upper
 * limit, the line's available volume ("指定可能な移転量上限を超過しています。").
 */
export const negotiationForm = fields.superRefine(
  checkWith<NegotiationValues>(accountBalanceNegotiateRequest, toNegotiateInput, {
    before: (v) => volumeFormatIssues(v.lines, VOLUME_LABEL),
    after: (v) => volumeLimitIssues(v.lines, VOLUME_LABEL),
  }),
);
/** The form's resolver; a valid form hands on its text as typed. */
export const negotiationResolver = zodResolver(negotiationForm, undefined, { raw: true });

/** The request body, from values the form accepted. */
export function toNegotiateRequest(values: NegotiationValues): AccountBalanceNegotiateRequest {
  return accountBalanceNegotiateRequest.parse(toNegotiateInput(values));
}

/** The shared schema's message for a recipient number of the wrong form, or null when it is well-formed. */
export function recipientNumberIssue(memberNumber: string): string | null {
  const format = accountBalanceNegotiateRequest.shape.recipientMemberNumber.safeParse(memberNumber);
  return format.success ? null : (format.error.issues[0]?.message ?? '');
}
