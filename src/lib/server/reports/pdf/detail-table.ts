import { formatCapacityW, formatOperationStart, formatRe100 } from '@/lib/domain/facility';
import { formatKwh } from '@/lib/domain/money';
import type { CertificateDetailRow } from '../../repositories/certificates';
import { FONT } from './fonts';
import { COLORS, CONTENT_BOTTOM, PAGE } from './layout';
import { WORDS } from '@/lib/glossary';
import { CellMeasurer, drawCellText, type CellAlign } from './table-cell';

interface Column {
  header: string;
  width: number;
  align: CellAlign;
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

/** A row's texts with what measuring found: which of them are one line, and the row's height. */
interface MeasuredRow {
  cells: string[];
  oneLine: boolean[];
  height: number;
}

const textWidth = (i: number) => COLUMNS[i]!.width - 2 * PAD;

/** Measures a row; the document's font and size must be the measurer's (the header's bold or the body's regular). */
function measureRow(measurer: CellMeasurer, cells: string[]): MeasuredRow {
  const oneLine = cells.map((t, i) => measurer.fitsOneLine(t, textWidth(i)));
  const heights = cells.map((t, i) => measurer.height(t, textWidth(i), oneLine[i]!));
  return { cells, oneLine, height: Math.min(Math.max(SIZE, ...heights), MAX_CELL_HEIGHT) + 2 * PAD };
}

function drawRow(doc: PDFKit.PDFDocument, row: MeasuredRow, y: number, header: boolean): number {
  doc.font(header ? FONT.bold : FONT.regular).fontSize(SIZE);
  // The row's cell borders as one path, filled and stroked once: a colour is set once a row, not once a cell.
  let x = PAGE.left;
  for (const col of COLUMNS) {
    doc.rect(x, y, col.width, row.height);
    x += col.width;
  }
  if (header) doc.fillAndStroke(COLORS.headerFill, COLORS.rule);
  else doc.stroke(COLORS.rule);
  doc.fillColor(COLORS.text);
  x = PAGE.left;
  row.cells.forEach((text, i) => {
    const col = COLUMNS[i]!;
    const box = { x: x + PAD, y: y + PAD, width: textWidth(i), height: row.height - 2 * PAD };
    drawCellText(doc, text, { ...box, align: header ? 'center' : col.align }, row.oneLine[i]!);
    x += col.width;
  });
  return y + row.height;
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
  doc.font(FONT.bold).fontSize(SIZE);
  const header = measureRow(new CellMeasurer(doc), headers);
  doc.font(FONT.regular).fontSize(SIZE);
  const body = new CellMeasurer(doc);
  const measured: MeasuredRow[] = [];
  for (const [i, row] of rows.entries()) {
    if (i > 0 && i % ROWS_PER_SLICE === 0) await yieldNow();
    measured.push(
      measureRow(
        body,
        COLUMNS.map((c) => c.text(row, fiscalYear)),
      ),
    );
  }
  const heights = measured.map((r) => r.height);
  const breaks = pageBreaks(heights, tableTop + header.height, PAGE.top + header.height, CONTENT_BOTTOM);
  const pageCount = 1 + breaks.size;
  let pageNo = 1;
  let y = drawRow(doc, header, tableTop, true);
  for (const [i, row] of measured.entries()) {
    if (i > 0 && i % ROWS_PER_SLICE === 0) await yieldNow();
    if (breaks.has(i)) {
      endPage(pageNo++, pageCount);
      doc.addPage();
      y = drawRow(doc, header, PAGE.top, true);
    }
    y = drawRow(doc, row, y, false);
  }
  endPage(pageNo, pageCount);
}
