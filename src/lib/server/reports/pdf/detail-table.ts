import { formatCapacityW, formatOperationStart, formatRe100 } from '@/lib/domain/facility';
import { formatKwh } from '@/lib/domain/money';
import type { CertificateDetailRow } from '../../repositories/certificates';
import { FONT } from './fonts';
import { COLORS, CONTENT_BOTTOM, PAGE } from './layout';
import { WORDS } from '@/lib/glossary';

type Align = 'left' | 'center' | 'right';
interface Column {
  header: string;
  width: number;
  align: Align;
  text: (r: CertificateDetailRow, fiscalYear: number) => string;
}

/** Widths add up to the content width (515.28 pt). */
const COLUMNS: Column[] = [
  { header: '設備ID', width: 66, align: 'left', text: (r) => r.facilityId },
  { header: WORDS.reType, width: 44, align: 'center', text: (r) => r.reTypeName ?? '該当なし' },
  { header: '設備名', width: 80, align: 'left', text: (r) => r.facilityName },
  { header: '所在地', width: 95, align: 'left', text: (r) => r.facilityAddress },
  { header: '設備容量(kW)', width: 50, align: 'right', text: (r) => formatCapacityW(r.capacityW, r.facilityId) },
  {
    header: '運転開始日',
    width: 72,
    align: 'center',
    text: (r, y) => formatOperationStart(r.operationStartDate, r.facilityId, r.re100 === 1, y),
  },
  { header: '発行量(kWh)', width: 75, align: 'right', text: (r) => formatKwh(r.volume) },
  { header: 'RE100', width: 33.28, align: 'center', text: (r) => formatRe100(r.re100 === 1) },
];

const SIZE = 7.5;
const PAD = 3;
/** A freakishly long name or address is cut with an ellipsis rather than outgrowing a page. */
const MAX_CELL_HEIGHT = 6 * 10;

function rowHeight(doc: PDFKit.PDFDocument, cells: string[], header: boolean): number {
  doc.font(header ? FONT.bold : FONT.regular).fontSize(SIZE);
  const heights = cells.map((t, i) => doc.heightOfString(t, { width: COLUMNS[i]!.width - 2 * PAD }));
  return Math.min(Math.max(SIZE, ...heights), MAX_CELL_HEIGHT) + 2 * PAD;
}

function drawRow(
  doc: PDFKit.PDFDocument,
  cells: string[],
  y: number,
  header: boolean,
  height = rowHeight(doc, cells, header),
): number {
  doc.font(header ? FONT.bold : FONT.regular).fontSize(SIZE);
  let x = PAGE.left;
  cells.forEach((text, i) => {
    const col = COLUMNS[i]!;
    if (header) doc.rect(x, y, col.width, height).fillAndStroke(COLORS.headerFill, COLORS.rule);
    else doc.rect(x, y, col.width, height).stroke(COLORS.rule);
    doc.fillColor(COLORS.text).text(text, x + PAD, y + PAD, {
      width: col.width - 2 * PAD,
      height: height - 2 * PAD,
      align: header ? 'center' : col.align,
      ellipsis: true,
    });
    x += col.width;
  });
  return y + height;
}

/** Rows measured or drawn between yields to the event loop (about 0.1–0.3 s of work). */
const ROWS_PER_SLICE = 200;
const yieldNow = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Which rows start a new page: a row that would cross the bottom goes to the next page, below a
 * repeated header. Pure, so the page count is known before anything is drawn.
 */
export function pageBreaks(
  heights: readonly number[],
  firstY: number,
  continuedY: number,
  bottom: number,
): Set<number> {
  const breaks = new Set<number>();
  let y = firstY;
  heights.forEach((h, i) => {
    if (y + h > bottom) {
      breaks.add(i);
      y = continuedY;
    }
    y += h;
  });
  return breaks;
}

/**
 * The facility table from y, continued on as many pages as needed with the header repeated and
 * `endPage(pageNo, pageCount)` called as each page is finished. Rows are measured first, so the
 * page count is known up front and pages never have to be kept open (a 10,000-row certificate
 * would otherwise hold hundreds of pages in memory). Laying out Japanese text takes seconds for
 * thousands of rows, so the work yields now and then and the server keeps answering meanwhile.
 */
export async function drawDetailTable(
  doc: PDFKit.PDFDocument,
  rows: readonly CertificateDetailRow[],
  fiscalYear: number,
  startY: number,
  endPage: (pageNo: number, pageCount: number) => void,
): Promise<void> {
  const headers = COLUMNS.map((c) => c.header);
  doc
    .fillColor(COLORS.text)
    .font(FONT.bold)
    .fontSize(10)
    .text(`設備明細（${formatKwh(rows.length)}件）`, PAGE.left, startY);
  const tableTop = doc.y + 4;
  const headerHeight = rowHeight(doc, headers, true);
  const cells: string[][] = [];
  const heights: number[] = [];
  for (const [i, row] of rows.entries()) {
    if (i > 0 && i % ROWS_PER_SLICE === 0) await yieldNow();
    const rowCells = COLUMNS.map((c) => c.text(row, fiscalYear));
    cells.push(rowCells);
    heights.push(rowHeight(doc, rowCells, false));
  }
  const breaks = pageBreaks(heights, tableTop + headerHeight, PAGE.top + headerHeight, CONTENT_BOTTOM);
  const pageCount = 1 + breaks.size;
  let pageNo = 1;
  let y = drawRow(doc, headers, tableTop, true, headerHeight);
  for (const [i, rowCells] of cells.entries()) {
    if (i > 0 && i % ROWS_PER_SLICE === 0) await yieldNow();
    if (breaks.has(i)) {
      endPage(pageNo++, pageCount);
      doc.addPage();
      y = drawRow(doc, headers, PAGE.top, true, headerHeight);
    }
    y = drawRow(doc, rowCells, y, false, heights[i]);
  }
  endPage(pageNo, pageCount);
}
