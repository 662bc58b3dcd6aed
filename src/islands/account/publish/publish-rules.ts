import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { nfcPublishRequest, type NfcPublishRequest } from '@/lib/schemas/nfcs';
import { lineValues } from '../lines/line-rules';
import { volumeFormatIssues, volumeLimitIssues } from '../lines/line-values';
import { checkWith } from '../shared/check-with';
import { toPublishInput, VOLUME_LABEL, type PublishValues } from './publish-form';

const fields = z.object({
  fiscalYear: z.string(),
  productCd: z.string(),
  nfcTypeCd: z.string(),
  useCd: z.string(),
  consumer: z.string(),
  corporateNo: z.string(),
  officeName: z.string(),
  demandLocation: z.string(),
  businessNo: z.string(),
  menuName: z.string(),
  remarks: z.string(),
  lines: z.array(lineValues),
}) satisfies z.ZodType<PublishValues>;

/** The issuing input: the shared request schema (conditional fields, 発行量 messages) plus each line's limit. */
export const publishForm = fields.superRefine(
  checkWith<PublishValues>(nfcPublishRequest, toPublishInput, {
    before: (v) => volumeFormatIssues(v.lines, VOLUME_LABEL),
    after: (v) => volumeLimitIssues(v.lines, VOLUME_LABEL),
  }),
);
/** The form's resolver; a valid form hands on its text as typed. */
export const publishResolver = zodResolver(publishForm, undefined, { raw: true });

export function toPublishRequest(values: PublishValues): NfcPublishRequest {
  return nfcPublishRequest.parse(toPublishInput(values));
}
