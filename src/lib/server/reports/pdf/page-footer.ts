import { FONT } from './fonts';
import { COLORS, CONTENT_WIDTH, PAGE } from './layout';

/**
 * The footer of the current page: the certificate number and "n / N". The bottom margin is
 * lifted while writing: text below it would otherwise make pdfkit start a page.
 */
export function drawPageFooter(
  doc: PDFKit.PDFDocument,
  certificateNo: string,
  pageNo: number,
  pageCount: number,
): void {
  const margin = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  const y = PAGE.height - PAGE.bottom + 22;
  doc.fillColor(COLORS.muted).font(FONT.regular).fontSize(8);
  doc.text(`証書番号 ${certificateNo}`, PAGE.left, y, { width: CONTENT_WIDTH / 2, lineBreak: false });
  doc.text(`${pageNo} / ${pageCount}`, PAGE.left, y, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });
  doc.page.margins.bottom = margin;
}
