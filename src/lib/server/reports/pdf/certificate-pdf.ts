import { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { CertificateDetailRow, CertificateRow } from '../../repositories/certificates';
import { drawCertificateFields } from './certificate-fields';
import { drawDetailTable } from './detail-table';
import { registerJapaneseFonts } from './fonts';
import { PAGE } from './layout';
import { stampPageNumbers } from './page-footer';
import { qrPng } from './qr-code';

export interface CertificatePdfInput {
  certificate: CertificateRow;
  details: readonly CertificateDetailRow[];
  trackingUrl: string;
}

/**
 * The certificate as an A4 PDF stream. Pages are buffered so that "n / N" can be written once N
 * is known; everything is drawn before the stream is returned, so a drawing error still becomes
 * an ordinary error answer rather than a truncated file.
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
    bufferPages: true,
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
    await drawDetailTable(doc, details, certificate.fiscalYear, y);
    stampPageNumbers(doc, certificate.certificateNo);
  } catch (error) {
    doc.destroy();
    throw error;
  }
  doc.end();
  return stream;
}
