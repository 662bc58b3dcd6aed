import { z } from 'zod';
import { msg } from './messages';
import { paging } from './common';

/** Public link parts: URL-safe random strings. Anything else cannot match and is refused early. */
const linkPart = (label: string) =>
  z
    .string({ error: msg.required(label) })
    .min(1, msg.required(label))
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, `${label}が正しくありません。`);

export const certificateQuery = z.object({ hash: linkPart('hash'), passCd: linkPart('passCd') });
export const certificateDetailQuery = z.object({ hash: linkPart('hash'), passCd: linkPart('passCd'), ...paging });

/** Spec §3 certificate (public page). */
export const certificateResponse = z.object({
  fiscalYear: z.number(),
  certTypeName: z.string(),
  certificateNo: z.string(),
  nfcTypeCd: z.number(),
  issueDateTime: z.string(),
  consumer: z.string().nullable(),
  corporateNo: z.string().nullable(),
  officeName: z.string().nullable(),
  demandLocation: z.string().nullable(),
  businessNo: z.string().nullable(),
  menuName: z.string().nullable(),
  remarks: z.string().nullable(),
  totalIssueVolume: z.number(),
});
export type CertificateResponse = z.infer<typeof certificateResponse>;

/** Spec §3 certificate detail row. reTypeCd is given so the page can look the name up in its own master. */
export const certificateDetailItem = z.object({
  equipmentId: z.string(),
  reTypeCd: z.number(),
  reTypeName: z.string().nullable(),
  equipmentName: z.string(),
  equipmentAddress: z.string(),
  /** kW with up to three decimals; the page floors it to one (spec §9). Null (withheld) for # facilities. */
  equipmentCapacity: z.number().nullable(),
  operationStartDate: z.string(),
  individIssueVolume: z.number(),
  re100Flg: z.boolean(),
});
export type CertificateDetailItem = z.infer<typeof certificateDetailItem>;
export const certificateDetailResponse = z.object({
  certificateDetails: z.array(certificateDetailItem),
  count: z.number().optional(),
});
