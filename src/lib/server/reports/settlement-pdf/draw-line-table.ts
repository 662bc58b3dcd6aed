import type { StatementLine } from '@/lib/domain/settlement';
import { drawCell } from './cells';
import { COLORS, LINE_COLUMNS, PAGE, TABLE } from './layout';
import { bidNoText, kwhText, priceText, sideText, yenText } from './pdf-text';

export function lineCells(line: StatementLine, productName: string): string[] {
  return [
    String(line.lineNo),
    bidNoText(line.reference),
    sideText(line.side),
    productName,
    kwhText(line.volumeKwh),
    priceText(line.priceCents),
    yenText(line.amountYen),
  ];
}

function drawRow(doc: PDFKit.PDFDocument, cells: readonly string[], y: number, header: boolean): void {
  let x = PAGE.left;
  LINE_COLUMNS.forEach((col, i) => {
    const height = header ? TABLE.headerHeight : TABLE.rowHeight;
    drawCell(doc, x, y, col.width, height, cells[i] ?? '', {
      align: header ? 'center' : col.align,
      bold: header,
      fill: header ? COLORS.headerFill : undefined,
      size: TABLE.fontSize,
    });
    x += col.width;
  });
}

/** The header row and this page's share of the lines (the page plan decided which). */
export function drawLineTablePage(
  doc: PDFKit.PDFDocument,
  lines: readonly StatementLine[],
  productName: string,
  top: number,
): number {
  drawRow(
    doc,
    LINE_COLUMNS.map((c) => c.header),
    top,
    true,
  );
  let y = top + TABLE.headerHeight;
  for (const line of lines) {
    drawRow(doc, lineCells(line, productName), y, false);
    y += TABLE.rowHeight;
  }
  return y;
}
