import { z } from 'zod';
import { accountBalanceNegotiateRequest, type AccountBalanceNegotiateRequest } from '../../../lib/schemas/accounts';
import {
  lineValues,
  normalizeVolumeText,
  volumeFormatIssues,
  volumeLimitIssues,
  type LineValues,
} from '../lines/line-values';
import { checkWith } from '../shared/check-with';

export const VOLUME_LABEL = '移転量';
export const NEGOTIATION_INPUT_PATH = '/account/negotiation/input';
export const NEGOTIATION_CONFIRM_PATH = '/account/negotiation/confirm';
export const NEGOTIATE_INSTANCE = 'POST /api/v1/account-balances/negotiate';

const fields = z.object({
  fiscalYear: z.string(),
  productCd: z.string(),
  recipientMemberNumber: z.string(),
  lines: z.array(lineValues),
});
export type NegotiationValues = z.infer<typeof fields>;

function toInput(v: NegotiationValues) {
  return {
    recipientMemberNumber: v.recipientMemberNumber.normalize('NFKC').trim(),
    fiscalYear: v.fiscalYear === '' ? undefined : Number(v.fiscalYear),
    productCd: v.productCd,
    lines: v.lines.map((l: LineValues) => ({
      holdingClassCd: l.holdingClassCd,
      equipmentId: l.equipmentId,
      volume: normalizeVolumeText(l.volume),
    })),
  };
}

/**
 * The transfer input: the shared request schema (spec §5 volume messages) plus the per-line upper
 * limit, the line's available volume ("指定可能な移転量上限を超過しています。").
 */
export const negotiationForm = fields.superRefine(
  checkWith(accountBalanceNegotiateRequest, toInput, {
    before: (v) => volumeFormatIssues(v.lines, VOLUME_LABEL),
    after: (v) => volumeLimitIssues(v.lines, VOLUME_LABEL),
  }),
);

/** The request body, from values the form accepted. */
export function toNegotiateRequest(values: NegotiationValues): AccountBalanceNegotiateRequest {
  return accountBalanceNegotiateRequest.parse(toInput(values));
}

/** What the confirm step needs: the input as typed, and the recipient's looked-up name. */
export const negotiationState = z.object({
  values: fields,
  recipientName: z.string(),
});
export type NegotiationState = z.infer<typeof negotiationState>;
export const NEGOTIATION_STORAGE_KEY = 'nfc:negotiation';
