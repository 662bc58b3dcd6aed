import { z } from 'zod';
import { csvEncoding, fiscalYear } from './common';
import { certificateDetailItem } from './certificate';
import { msg } from './messages';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** 需要家名 as issued; without it the pack lists every certificate of the year (a retailer's, for all its consumers). */
const consumer = z.preprocess(blankToUndefined, z.string().max(100, msg.maxLength('需要家名', 100)).optional());

export const reportingPackQuery = z.object({ fiscalYear, consumer });
export const reportingPackCsvQuery = z.object({ fiscalYear, consumer, encoding: csvEncoding });
export const reportingPackConsumersQuery = z.object({ fiscalYear });

export const reportingPackConsumersResponse = z.object({
  /** The 需要家名 of the member's demand-location certificates of the year, in order. */
  consumers: z.array(z.string()),
});

export const reportingPackCertificate = z.object({
  nfCertificateNo: z.string(),
  fiscalYear: z.number(),
  productCd: z.number(),
  productName: z.string(),
  /** FIT / 非FIT. */
  fitLabel: z.string(),
  /** 再エネ指定: あり / なし (FIT certificates are renewable). */
  renewableLabel: z.string(),
  nfcTypeCd: z.number(),
  consumer: z.string().nullable(),
  corporateNo: z.string().nullable(),
  menuName: z.string().nullable(),
  totalIssueVolume: z.number(),
  /** JST, ISO 8601. */
  issueDateTime: z.string(),
  trackingUrl: z.string(),
  /** The facility rows as the public tracking page shows them. */
  facilities: z.array(certificateDetailItem),
});
export type ReportingPackCertificate = z.infer<typeof reportingPackCertificate>;

const packTotal = z.object({
  /** 需要家名 or 電源メニュー名; '' on the grand total. */
  holder: z.string(),
  certificateCount: z.number(),
  volume: z.number(),
  renewableVolume: z.number(),
  re100Volume: z.number(),
});

export const reportingPackResponse = z.object({
  fiscalYear: z.number(),
  consumer: z.string().nullable(),
  issuerName: z.string(),
  certificates: z.array(reportingPackCertificate),
  totals: z.array(packTotal),
  total: packTotal,
});
export type ReportingPackResponse = z.infer<typeof reportingPackResponse>;
