import { asc, count as countRows, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { certificateDetails, renewableTypes } from '../../db/schema';
import type { CertificateDetailItem } from '@/lib/schemas/certificate';
import { answerPublicLookup, type CertificateRow, type PublicLink } from './authorize-public-lookup';
import type { PublicAnswer } from './public-answer-cache';
import { PUBLIC_LOOKUP_CALLS } from './public-lookup-calls';
import { publicDetailItem } from './public-detail-item';

export interface DetailPage {
  offset: number;
  limit: number;
  count: boolean;
}

/** GET /api/v1/certificate/detail-get: one page of facility rows in issue order, with the total on request. */
export async function listPublicCertificateDetails(db: Db, link: PublicLink, page: DetailPage): Promise<PublicAnswer> {
  return answerPublicLookup(
    db,
    link,
    PUBLIC_LOOKUP_CALLS['/api/v1/certificate/detail-get'].answerName({ ...page }),
    (certificate) => detailPage(db, certificate, page),
  );
}

async function detailPage(
  db: Db,
  certificate: CertificateRow,
  page: DetailPage,
): Promise<{ certificateDetails: CertificateDetailItem[]; count?: number }> {
  const rows = await db
    .select({ d: certificateDetails, reTypeName: renewableTypes.name })
    .from(certificateDetails)
    // Left join: a type missing from the master still lists the row, named null (the page shows 該当なし).
    .leftJoin(renewableTypes, eq(renewableTypes.code, certificateDetails.reTypeCd))
    .where(eq(certificateDetails.certificateId, certificate.id))
    .orderBy(asc(certificateDetails.lineNo))
    .offset(page.offset)
    .limit(page.limit);
  const items = rows.map(({ d, reTypeName }) => publicDetailItem({ ...d, reTypeName }, certificate.fiscalYear));
  if (!page.count) return { certificateDetails: items };
  const [total] = await db
    .select({ n: countRows() })
    .from(certificateDetails)
    .where(eq(certificateDetails.certificateId, certificate.id));
  return { certificateDetails: items, count: Number(total?.n ?? 0) };
}
