import { formatCapacityW, formatOperationStart, formatRe100 } from '../../../domain/facility';
import { formatKwh } from '../../../domain/money';
import type { CertificateDetailRow } from '../../repositories/certificates';
import { FONT } from './fonts';
import { COLORS, CONTENT_BOTTOM, PAGE } from './layout';

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
  { header: '再エネ種別', width: 44, align: 'center', text: (r) => r.reTypeName ?? '該当なし' },
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

/** Rows drawn between yields to the event loop (about 0.1–0.3 s of work). */
const ROWS_PER_SLICE = 200;

/**
 * The facility table from y, continued on as many pages as needed with the header repeated. A
 * certificate can list thousands of facilities (seconds of layout work), so the drawing yields
 * now and then and the server keeps answering other members meanwhile.
 */
export async function drawDetailTable(
  doc: PDFKit.PDFDocument,
  rows: readonly CertificateDetailRow[],
  fiscalYear: number,
  startY: number,
): Promise<void> {
  const headers = COLUMNS.map((c) => c.header);
  doc
    .fillColor(COLORS.text)
    .font(FONT.bold)
    .fontSize(10)
    .text(`設備明細（${formatKwh(rows.length)}件）`, PAGE.left, startY);
  let y = drawRow(doc, headers, doc.y + 4, true);
  for (const [i, row] of rows.entries()) {
    if (i > 0 && i % ROWS_PER_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
    const cells = COLUMNS.map((c) => c.text(row, fiscalYear));
    // Measured once: laying out Japanese text is the bulk of the rendering time.
    const height = rowHeight(doc, cells, false);
    if (y + height > CONTENT_BOTTOM) {
      doc.addPage();
      y = drawRow(doc, headers, PAGE.top, true);
    }
    y = drawRow(doc, cells, y, false, height);
  }
}
