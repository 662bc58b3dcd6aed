import { FONT } from './fonts';
import { COLORS, CONTENT_BOTTOM, PAGE } from './layout';

/*
 * The plain ruled tables of the lifecycle trail and the reporting pack: a shaded header row, then
 * one row per item, each as tall as its tallest cell. (The certificate's long detail table has its
 * own faster drawing: detail-table.ts.)
 */

type Align = 'left' | 'center' | 'right';

export interface TableColumn<Row> {
  header: string;
  width: number;
  align: Align;
  text: (row: Row) => string;
}

export const TABLE_TEXT_SIZE = 7.5;
const PAD = 3;

/** The height a row of these cells takes. */
function tableRowHeight<Row>(
  doc: PDFKit.PDFDocument,
  columns: readonly TableColumn<Row>[],
  cells: readonly string[],
  header: boolean,
): number {
  doc.font(header ? FONT.bold : FONT.regular).fontSize(TABLE_TEXT_SIZE);
  const heights = cells.map((t, i) => doc.heightOfString(t, { width: columns[i]!.width - 2 * PAD }));
  return Math.max(TABLE_TEXT_SIZE, ...heights) + 2 * PAD;
}

/** Draws one row at `y` from the left margin; answers the y below it. */
export function drawTableRow<Row>(
  doc: PDFKit.PDFDocument,
  columns: readonly TableColumn<Row>[],
  cells: readonly string[],
  y: number,
  header: boolean,
): number {
  const height = tableRowHeight(doc, columns, cells, header);
  doc.font(header ? FONT.bold : FONT.regular).fontSize(TABLE_TEXT_SIZE);
  let x = PAGE.left;
  cells.forEach((text, i) => {
    const col = columns[i]!;
    if (header) doc.rect(x, y, col.width, height).fillAndStroke(COLORS.headerFill, COLORS.rule);
    else doc.rect(x, y, col.width, height).stroke(COLORS.rule);
    doc.fillColor(COLORS.text).text(text, x + PAD, y + PAD, {
      width: col.width - 2 * PAD,
      align: header ? 'center' : col.align,
    });
    x += col.width;
  });
  return y + height;
}

/** A table from y; a row that would cross the bottom continues on a new page below a repeated header. */
export function drawTable<Row>(
  doc: PDFKit.PDFDocument,
  columns: readonly TableColumn<Row>[],
  rows: readonly Row[],
  startY: number,
): number {
  const headers = columns.map((c) => c.header);
  let y = drawTableRow(doc, columns, headers, startY, true);
  for (const row of rows) {
    const cells = columns.map((c) => c.text(row));
    if (y + tableRowHeight(doc, columns, cells, false) > CONTENT_BOTTOM) {
      doc.addPage();
      y = drawTableRow(doc, columns, headers, PAGE.top, true);
    }
    y = drawTableRow(doc, columns, cells, y, false);
  }
  return y;
}
