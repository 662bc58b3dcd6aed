import { z } from 'zod';
import { csvEncoding, equipmentIdLine, fiscalYear, holdingClassCd, productCd } from './common';
import { nfcPdfParams } from './nfcs';

/** 追跡履歴（保有明細）: the balance screen's row names the line. */
export const lineTrailQuery = z.object({ fiscalYear, productCd, holdingClassCd, equipmentId: equipmentIdLine });
export const lineTrailCsvQuery = z.object({
  fiscalYear,
  productCd,
  holdingClassCd,
  equipmentId: equipmentIdLine,
  encoding: csvEncoding,
});

/** 追跡履歴（証書）: the certificate list's row names the certificate, as its PDF does. */
export const certificateTrailParams = nfcPdfParams;
export const certificateTrailCsvQuery = z.object({ encoding: csvEncoding });

const classVolumes = z.object({ authorized: z.number(), procured: z.number(), confirmed: z.number() });

export const trailStepItem = z.object({
  entryId: z.number(),
  /** JST, ISO 8601. */
  dateTime: z.string(),
  businessDate: z.string(),
  /** 認定 / 認定取消 / 約定（買） / 約定（売） / 移転（受入） / 移転（払出） / 証書発行 / 失効 */
  stepName: z.string(),
  reference: z.string().nullable(),
  /** Signed kWh per holding class. */
  volumes: classVolumes,
  /** Balance per holding class after the step. */
  balances: classVolumes,
  marketNo: z.number().nullable(),
  /** Volume-weighted contracted price of the member's bids of that side, 円/kWh text ("1.25"). */
  contractPrice: z.string().nullable(),
  statementPdfUrl: z.string().nullable(),
  counterpartyNo: z.string().nullable(),
  counterpartyName: z.string().nullable(),
  nfCertificateNo: z.string().nullable(),
  consumer: z.string().nullable(),
  certificatePdfUrl: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  usableUntil: z.string().nullable(),
});
export type TrailStepItem = z.infer<typeof trailStepItem>;

export const lineTrailResponse = z.object({
  line: z.object({
    fiscalYear: z.number(),
    productCd: z.number(),
    productName: z.string(),
    holdingClassCd: z.number(),
    equipmentId: z.string(),
    facilityName: z.string(),
    balance: z.number(),
  }),
  steps: z.array(trailStepItem),
});
export type LineTrailResponse = z.infer<typeof lineTrailResponse>;

export const certificateTrailResponse = z.object({
  certificate: z.object({
    nfCertificateNo: z.string(),
    fiscalYear: z.number(),
    productCd: z.number(),
    certTypeName: z.string(),
    nfcTypeCd: z.number(),
    consumer: z.string().nullable(),
    menuName: z.string().nullable(),
    totalIssueVolume: z.number(),
    issueDateTime: z.string(),
    certificatePdfUrl: z.string(),
    trackingUrl: z.string(),
  }),
  facilities: z.array(
    z.object({
      equipmentId: z.string(),
      facilityName: z.string(),
      volume: z.number(),
      steps: z.array(trailStepItem),
    }),
  ),
});
export type CertificateTrailResponse = z.infer<typeof certificateTrailResponse>;
