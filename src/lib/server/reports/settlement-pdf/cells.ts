import { FONT } from '../pdf/fonts';
import { COLORS, type Align } from './layout';

export interface CellStyle {
  align?: Align;
  size?: number;
  bold?: boolean;
  fill?: string;
  /** Draw the cell border (default true). */
  border?: boolean;
}

const ELLIPSIS = '…';

/**
 * The text cut with an ellipsis to fit `width` at the current font. Long Japanese names are the
 * only texts that can overflow; digits never do at the chosen column widths.
 */
function fitText(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  const chars = [...text];
  while (chars.length > 0 && doc.widthOfString(chars.join('') + ELLIPSIS) > width) chars.pop();
  return chars.join('') + ELLIPSIS;
}

/*
 * Single-line text is placed by hand (x from the measured width) and drawn with lineBreak: false
 * and no width, so pdfkit's line wrapper (which treats every CJK character as a break opportunity)
 * can never wrap a cell onto a second line or start a page of its own.
 */
function place(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  align: Align,
  size: number,
): void {
  // Right-aligned cells hold amounts: an amount is never cut, its type shrinks instead.
  let fitSize = size;
  if (align === 'right') while (fitSize > 5 && doc.fontSize(fitSize).widthOfString(text) > width) fitSize -= 0.5;
  const fitted = align === 'right' ? text : fitText(doc, text, width);
  const w = doc.widthOfString(fitted);
  const dx = align === 'right' ? width - w : align === 'center' ? (width - w) / 2 : 0;
  doc.text(fitted, x + dx, y + (size - fitSize) / 2, { lineBreak: false });
  doc.fontSize(size);
}

/** One ruled cell with its text vertically centred on one line; every row keeps one height. */
export function drawCell(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  width: number,
  height: number,
  text: string,
  style: CellStyle = {},
): void {
  const { align = 'left', size = 8, bold = false, fill, border = true } = style;
  if (fill) doc.rect(x, y, width, height).fill(fill);
  if (border) doc.lineWidth(0.5).rect(x, y, width, height).stroke(COLORS.rule);
  const pad = 4;
  doc
    .fillColor(COLORS.text)
    .font(bold ? FONT.bold : FONT.regular)
    .fontSize(size);
  place(doc, text, x + pad, y + (height - doc.currentLineHeight()) / 2, width - 2 * pad, align, size);
}

/** Plain text at a point, never wrapping (labels, notes). */
export function drawText(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  style: { size?: number; bold?: boolean; align?: Align; color?: string } = {},
): void {
  doc
    .fillColor(style.color ?? COLORS.text)
    .font(style.bold ? FONT.bold : FONT.regular)
    .fontSize(style.size ?? 9);
  place(doc, text, x, y, width, style.align ?? 'left', style.size ?? 9);
}
