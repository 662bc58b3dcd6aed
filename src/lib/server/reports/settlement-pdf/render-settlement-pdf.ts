import PDFDocument from 'pdfkit';
import type { Statement } from '@/lib/domain/settlement';
import { registerJapaneseFonts } from '../pdf/fonts';
import { drawContinuationCaption, drawInvoiceHeader } from './draw-header';
import { drawLineTablePage } from './draw-line-table';
import { drawSummary, summaryHeight } from './draw-summary';
import { CONTENT_BOTTOM, PAGE, TABLE } from './layout';
import { drawFooter } from '../pdf/page-footer';
import { planPages, type PagePlan } from './page-plan';
import { directionWording } from './pdf-text';
import { jstInstant } from '../../../dates/jst-instant';

export interface SettlementPdfInput {
  /** The statement exactly as stored at clearing: every amount is printed from it, none recomputed. */
  statement: Statement;
  productName: string;
  roundNo: number | null;
}

export function planStatementPages(statement: Statement): PagePlan {
  return planPages({
    rows: statement.lines.length,
    rowHeight: TABLE.rowHeight,
    headerHeight: TABLE.headerHeight,
    firstTop: TABLE.firstTop,
    nextTop: TABLE.nextTop,
    bottom: CONTENT_BOTTOM,
    trailerHeight: summaryHeight(statement),
  });
}

/**
 * The statement as an A4 PDF (whole file in memory: a statement is a few pages, and a complete
 * buffer means a drawing error becomes an ordinary error answer, never a truncated download).
 * The page count is known from the plan before drawing, so "n / N" is written page by page.
 */
export async function renderSettlementPdf({ statement: s, productName, roundNo }: SettlementPdfInput): Promise<Buffer> {
  const plan = planStatementPages(s);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.left, right: PAGE.right },
    lang: 'ja-JP',
    displayTitle: true,
    info: {
      Title: `${directionWording(s.direction).title} ${s.statementNo}`,
      Author: s.issuer.name,
      Subject: '精算書',
      // The issue date rather than "now": re-rendering the same statement gives the same metadata.
      CreationDate: jstInstant(s.issueDate),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    registerJapaneseFonts(doc);
    for (let page = 0; page < plan.pageCount; page++) {
      if (page > 0) doc.addPage();
      if (page === 0) drawInvoiceHeader(doc, { statement: s, productName, roundNo });
      else drawContinuationCaption(doc, s);
      const table = plan.tablePages[page];
      if (table)
        drawLineTablePage(doc, s.lines.slice(table.firstRow, table.firstRow + table.rowCount), productName, table.top);
      if (page === plan.trailerPage) drawSummary(doc, s, plan.trailerTop);
      // n / N from the page plan, so pages need not be buffered.
      drawFooter(doc, `精算書番号 ${s.statementNo}`, page + 1, plan.pageCount);
    }
  } catch (error) {
    doc.destroy();
    throw error;
  }
  doc.end();
  return done;
}
