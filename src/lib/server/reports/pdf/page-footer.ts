import { FONT } from './fonts';
import { COLORS, CONTENT_WIDTH, PAGE } from './layout';

/**
 * The footer of the current page: what the document is (証書番号 …, 精算書番号 …) on the left and
 * "n / N" in the middle. The bottom margin is lifted while writing: text below it would otherwise
 * make pdfkit start a page.
 */
export function drawFooter(doc: PDFKit.PDFDocument, label: string, pageNo: number, pageCount: number): void {
  const margin = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  const y = PAGE.height - PAGE.bottom + 22;
  doc.fillColor(COLORS.muted).font(FONT.regular).fontSize(8);
  doc.text(label, PAGE.left, y, { width: CONTENT_WIDTH / 2, lineBreak: false });
  doc.text(`${pageNo} / ${pageCount}`, PAGE.left, y, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });
  doc.page.margins.bottom = margin;
}

/** A certificate page's footer: its certificate number and "n / N". */
export function drawPageFooter(
  doc: PDFKit.PDFDocument,
  certificateNo: string,
  pageNo: number,
  pageCount: number,
): void {
  drawFooter(doc, `証書番号 ${certificateNo}`, pageNo, pageCount);
}
