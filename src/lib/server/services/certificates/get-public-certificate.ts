import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { products } from '../../db/schema';
import type { CertificateResponse } from '@/lib/schemas/certificate';
import { answerPublicLookup, type CertificateRow, type PublicLink } from './authorize-public-lookup';
import type { PublicAnswer } from './public-answer-cache';
import { PUBLIC_LOOKUP_CALLS } from './public-lookup-calls';
import { toJstIso } from '../../time/jst-timestamp';

/** GET /api/v1/certificate: the certificate fields of spec §3 for a matching hash and pass code. */
export async function getPublicCertificate(db: Db, link: PublicLink): Promise<PublicAnswer> {
  return answerPublicLookup(db, link, PUBLIC_LOOKUP_CALLS['/api/v1/certificate'].answerName({}), (c) =>
    certificateFields(db, c),
  );
}

async function certificateFields(db: Db, c: CertificateRow): Promise<CertificateResponse> {
  const [product] = await db
    .select({ name: products.name })
    .from(products)
    .where(eq(products.code, c.productCd))
    .limit(1);
  return {
    fiscalYear: c.fiscalYear,
    // The product name is what the certificate is a certificate of (FIT / non-FIT with or without renewable designation).
    certTypeName: product?.name ?? '',
    certificateNo: c.certificateNo,
    nfcTypeCd: c.nfcTypeCd,
    issueDateTime: toJstIso(c.issuedAt),
    consumer: c.consumer,
    corporateNo: c.corporateNo,
    officeName: c.officeName,
    demandLocation: c.demandLocation,
    businessNo: c.businessNo,
    menuName: c.menuName,
    remarks: c.remarks,
    totalIssueVolume: c.totalIssueVolume,
  };
}
