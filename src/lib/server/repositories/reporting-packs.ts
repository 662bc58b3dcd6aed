import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../db';
import { certificateDetails, certificates, organizations, products, renewableTypes } from '../db/schema';

export interface PackFilter {
  fiscalYear: number;
  /** Only the demand-location certificates issued for this 需要家名; every certificate of the year without it. */
  consumer?: string;
}

/** The member's certificates of the year by number (the service orders them by holder: collations differ between databases). */
export async function findPackCertificates(db: Executor, organizationId: number, f: PackFilter) {
  return db
    .select({
      id: certificates.id,
      certificateNo: certificates.certificateNo,
      fiscalYear: certificates.fiscalYear,
      productCd: certificates.productCd,
      productName: products.name,
      nfcTypeCd: certificates.nfcTypeCd,
      consumer: certificates.consumer,
      corporateNo: certificates.corporateNo,
      menuName: certificates.menuName,
      totalIssueVolume: certificates.totalIssueVolume,
      issuedAt: certificates.issuedAt,
      hash: certificates.hash,
      passCd: certificates.passCd,
    })
    .from(certificates)
    .leftJoin(products, eq(products.code, certificates.productCd))
    .where(
      and(
        eq(certificates.organizationId, organizationId),
        eq(certificates.fiscalYear, f.fiscalYear),
        f.consumer === undefined ? undefined : eq(certificates.nfcTypeCd, 1),
        f.consumer === undefined ? undefined : eq(certificates.consumer, f.consumer),
      ),
    )
    .orderBy(asc(certificates.certificateNo));
}

export type PackCertificateRow = Awaited<ReturnType<typeof findPackCertificates>>[number];

/** The facility rows of the certificates, in issue order within each. */
export async function findPackDetails(db: Executor, certificateIds: readonly number[]) {
  if (certificateIds.length === 0) return [];
  return db
    .select({
      certificateId: certificateDetails.certificateId,
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
    .where(inArray(certificateDetails.certificateId, [...certificateIds]))
    .orderBy(asc(certificateDetails.certificateId), asc(certificateDetails.lineNo));
}

/** The 需要家名 of the member's demand-location certificates of the year, unordered. */
export async function findPackConsumers(db: Executor, organizationId: number, fiscalYear: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ consumer: certificates.consumer })
    .from(certificates)
    .where(
      and(
        eq(certificates.organizationId, organizationId),
        eq(certificates.fiscalYear, fiscalYear),
        eq(certificates.nfcTypeCd, 1),
        isNotNull(certificates.consumer),
      ),
    );
  return rows.flatMap((r) => (r.consumer === null ? [] : [r.consumer]));
}

export async function findIssuerName(db: Executor, organizationId: number): Promise<string> {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.name ?? '';
}
