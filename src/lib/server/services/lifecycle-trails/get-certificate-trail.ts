import type { Executor } from '../../db';
import type { CertificateTrailResponse } from '@/lib/schemas/lifecycle-trails';
import { trailUpToEntry } from '@/lib/domain/trail/lifecycle-trail';
import { AppError } from '../../../errors/app-error';
import { findCertificateDetails, findOwnCertificate } from '../../repositories/certificates';
import { findCertificateEntryId } from '../../repositories/lifecycle-trails';
import { toJstIso } from '../../time/jst-timestamp';
import { trackingUrl } from '../nfcs/tracking-url';
import { certificatePdfUrl, loadTrailSteps, trailStepItem } from './trail-steps';

/**
 * 追跡履歴（証書）: the certificate and, per facility of its detail rows, the steps of that
 * (year, product, facility) up to and including this issue. Only the caller's own certificate is
 * found: another member's number answers exactly as a number that does not exist.
 */
export async function getCertificateTrail(
  db: Executor,
  organizationId: number,
  fiscalYear: number,
  certificateNo: string,
): Promise<CertificateTrailResponse> {
  const certificate = await findOwnCertificate(db, organizationId, fiscalYear, certificateNo);
  if (!certificate) throw new AppError('C_SH_002');
  const entryId = await findCertificateEntryId(db, certificate.id);
  if (entryId === undefined) throw new AppError('C_SH_002');
  const details = await findCertificateDetails(db, certificate.id);
  const facilities = [];
  for (const detail of details) {
    const steps = await loadTrailSteps(db, organizationId, {
      fiscalYear,
      productCd: certificate.productCd,
      facilityId: detail.facilityId,
    });
    facilities.push({
      equipmentId: detail.facilityId,
      facilityName: detail.facilityName,
      volume: detail.volume,
      steps: trailUpToEntry(steps, entryId).map(trailStepItem),
    });
  }
  return {
    certificate: {
      nfCertificateNo: certificate.certificateNo,
      fiscalYear: certificate.fiscalYear,
      productCd: certificate.productCd,
      certTypeName: certificate.certTypeName ?? '',
      nfcTypeCd: certificate.nfcTypeCd,
      consumer: certificate.consumer,
      menuName: certificate.menuName,
      totalIssueVolume: certificate.totalIssueVolume,
      issueDateTime: toJstIso(certificate.issuedAt),
      certificatePdfUrl: certificatePdfUrl(certificate.fiscalYear, certificate.certificateNo),
      trackingUrl: trackingUrl(certificate.hash, certificate.passCd),
    },
    facilities,
  };
}
