import { FONT } from './fonts';
import { COLORS, CONTENT_WIDTH, PAGE } from './layout';

/**
 * "n / N" on every page, written after the last page exists (bufferPages keeps them open). The
 * bottom margin is lifted while writing: text below it would otherwise make pdfkit start a page.
 */
export function stampPageNumbers(doc: PDFKit.PDFDocument, certificateNo: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = PAGE.height - PAGE.bottom + 22;
    doc.fillColor(COLORS.muted).font(FONT.regular).fontSize(8);
    doc.text(`証書番号 ${certificateNo}`, PAGE.left, y, { width: CONTENT_WIDTH / 2, lineBreak: false });
    doc.text(`${i - start + 1} / ${count}`, PAGE.left, y, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
}
