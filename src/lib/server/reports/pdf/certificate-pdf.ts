import { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { CertificateDetailRow, CertificateRow } from '../../repositories/certificates';
import { drawCertificateFields } from './certificate-fields';
import { drawDetailTable } from './detail-table';
import { registerJapaneseFonts } from './fonts';
import { PAGE } from './layout';
import { drawPageFooter } from './page-footer';
import { qrPng } from './qr-code';

export interface CertificatePdfInput {
  certificate: CertificateRow;
  details: readonly CertificateDetailRow[];
  trackingUrl: string;
}

/**
 * The certificate as an A4 PDF stream. The table is measured before it is drawn, so every page
 * gets its "n / N" as it is finished and no page is kept open. Everything is drawn before the
 * stream is returned, so a drawing error still becomes an ordinary error answer rather than a
 * truncated file (the finished pages wait in the stream as compressed bytes).
 */
export async function renderCertificatePdf({
  certificate,
  details,
  trackingUrl,
}: CertificatePdfInput): Promise<ReadableStream<Uint8Array>> {
  const qr = await qrPng(trackingUrl);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.left, right: PAGE.right },
    lang: 'ja-JP',
    displayTitle: true,
    info: {
      Title: `非化石証書 ${certificate.certificateNo}`,
      Author: certificate.issuerName,
      Subject: certificate.certTypeName ?? '',
    },
  });
  const stream = Readable.toWeb(doc) as unknown as ReadableStream<Uint8Array>;
  try {
    registerJapaneseFonts(doc);
    const y = drawCertificateFields(doc, certificate, qr, trackingUrl);
    await drawDetailTable(doc, details, certificate.fiscalYear, y, (pageNo, pageCount) =>
      drawPageFooter(doc, certificate.certificateNo, pageNo, pageCount),
    );
  } catch (error) {
    doc.destroy();
    throw error;
  }
  doc.end();
  return stream;
}
