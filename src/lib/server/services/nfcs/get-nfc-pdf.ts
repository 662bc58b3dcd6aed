import type { Executor } from '../../db';
import { AppError } from '../../../errors/app-error';
import { findCertificateDetails, findOwnCertificate } from '../../repositories/certificates';
import { renderCertificatePdf } from '../../reports/pdf/certificate-pdf';
import { withRenderSlot } from '../../reports/pdf/render-slots';
import type { FileDownload } from '../../reports/download';
import { trackingUrl } from './tracking-url';

/**
 * The certificate PDF. Only the caller's own certificate is found: another member's number
 * answers exactly as a number that does not exist, so numbers cannot be probed.
 */
export async function getNfcPdf(
  db: Executor,
  organizationId: number,
  fiscalYear: number,
  certificateNo: string,
): Promise<FileDownload> {
  const certificate = await findOwnCertificate(db, organizationId, fiscalYear, certificateNo);
  if (!certificate) throw new AppError('C_SH_002');
  const body = await withRenderSlot(async () => {
    const details = await findCertificateDetails(db, certificate.id);
    return renderCertificatePdf({
      certificate,
      details,
      trackingUrl: trackingUrl(certificate.hash, certificate.passCd),
    });
  });
  return {
    fileName: `非化石証書_${fiscalYear}_${certificateNo}.pdf`,
    asciiFileName: `nfc-certificate_${fiscalYear}_${certificateNo}.pdf`,
    contentType: 'application/pdf',
    body,
  };
}
