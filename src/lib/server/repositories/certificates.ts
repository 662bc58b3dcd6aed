import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db';
import { certificateDetails, certificates, organizations, products, renewableTypes } from '../db/schema';
import { jstDayEnd, jstDayStart } from '../time/jst-timestamp';

export interface CertificateFilters {
  fiscalYear: number;
  productCd: number;
  /** JST calendar days, inclusive, on the issue time. */
  dateFrom: string;
  dateTo: string;
  nfcTypeCd?: number;
}

function certificateWhere(organizationId: number, f: CertificateFilters): SQL {
  return and(
    eq(certificates.organizationId, organizationId),
    eq(certificates.fiscalYear, f.fiscalYear),
    eq(certificates.productCd, f.productCd),
    gte(certificates.issuedAt, jstDayStart(f.dateFrom)),
    lt(certificates.issuedAt, jstDayEnd(f.dateTo)),
    f.nfcTypeCd === undefined ? undefined : eq(certificates.nfcTypeCd, f.nfcTypeCd),
  )!;
}

const certificateColumns = {
  id: certificates.id,
  certificateNo: certificates.certificateNo,
  fiscalYear: certificates.fiscalYear,
  productCd: certificates.productCd,
  certTypeName: products.name,
  nfcTypeCd: certificates.nfcTypeCd,
  useCd: certificates.useCd,
  consumer: certificates.consumer,
  corporateNo: certificates.corporateNo,
  officeName: certificates.officeName,
  demandLocation: certificates.demandLocation,
  businessNo: certificates.businessNo,
  menuName: certificates.menuName,
  remarks: certificates.remarks,
  totalIssueVolume: certificates.totalIssueVolume,
  issuedAt: certificates.issuedAt,
  hash: certificates.hash,
  passCd: certificates.passCd,
  issuerName: organizations.name,
};

export async function findCertificates(
  db: Executor,
  organizationId: number,
  f: CertificateFilters,
  page: { offset: number; limit: number },
) {
  return db
    .select(certificateColumns)
    .from(certificates)
    .innerJoin(organizations, eq(organizations.id, certificates.organizationId))
    .leftJoin(products, eq(products.code, certificates.productCd))
    .where(certificateWhere(organizationId, f))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id))
    .limit(page.limit)
    .offset(page.offset);
}

export type CertificateRow = Awaited<ReturnType<typeof findCertificates>>[number];

export async function countCertificates(db: Executor, organizationId: number, f: CertificateFilters): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(certificates)
    .where(certificateWhere(organizationId, f));
  return Number(row?.count ?? 0);
}

/** One of the member's own certificates; another member's number finds nothing, like a missing one. */
export async function findOwnCertificate(
  db: Executor,
  organizationId: number,
  fiscalYear: number,
  certificateNo: string,
): Promise<CertificateRow | undefined> {
  const [row] = await db
    .select(certificateColumns)
    .from(certificates)
    .innerJoin(organizations, eq(organizations.id, certificates.organizationId))
    .leftJoin(products, eq(products.code, certificates.productCd))
    .where(
      and(
        eq(certificates.organizationId, organizationId),
        eq(certificates.fiscalYear, fiscalYear),
        eq(certificates.certificateNo, certificateNo),
      ),
    )
    .limit(1);
  return row;
}

export async function findCertificateDetails(db: Executor, certificateId: number) {
  return db
    .select({
      lineNo: certificateDetails.lineNo,
      facilityId: certificateDetails.facilityId,
      facilityName: certificateDetails.facilityName,
      facilityAddress: certificateDetails.facilityAddress,
      reTypeCd: certificateDetails.reTypeCd,
      reTypeName: renewableTypes.name,
      capacityW: certificateDetails.capacityW,
      operationStartDate: certificateDetails.operationStartDate,
      re100: certificateDetails.re100,
      volume: certificateDetails.volume,
    })
    .from(certificateDetails)
    .leftJoin(renewableTypes, eq(renewableTypes.code, certificateDetails.reTypeCd))
    .where(eq(certificateDetails.certificateId, certificateId))
    .orderBy(asc(certificateDetails.lineNo));
}

export type CertificateDetailRow = Awaited<ReturnType<typeof findCertificateDetails>>[number];
