import { FONT } from '../pdf/fonts';
import { COLORS, CONTENT_WIDTH, PAGE } from './layout';

/**
 * "n / N" and the statement number at the foot of the current page. N comes from the page plan,
 * so pages need not be buffered. The bottom margin is lifted while writing: text below it would
 * otherwise make pdfkit open a new page.
 */
export function drawPageFooter(
  doc: PDFKit.PDFDocument,
  statementNo: string,
  pageIndex: number,
  pageCount: number,
): void {
  const margin = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  const y = PAGE.height - PAGE.bottom + 22;
  doc.fillColor(COLORS.muted).font(FONT.regular).fontSize(8);
  doc.text(`精算書番号 ${statementNo}`, PAGE.left, y, { width: CONTENT_WIDTH / 2, lineBreak: false });
  doc.text(`${pageIndex + 1} / ${pageCount}`, PAGE.left, y, {
    width: CONTENT_WIDTH,
    align: 'center',
    lineBreak: false,
  });
  doc.page.margins.bottom = margin;
}
