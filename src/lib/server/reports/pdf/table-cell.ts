/**
 * Text in table cells, measured and drawn at the font and size already set on the document.
 *
 * pdfkit's line wrapper (text() or heightOfString() with a width) breaks Japanese text between
 * almost every character and measures each piece; done twice for every cell (measure, then draw)
 * it was most of the cost of a large certificate. Most cells fit on one line (IDs, types, dates,
 * volumes, short names), and for them the wrapper's outcome is known beforehand: one line, placed
 * as its alignment says. So a cell is first measured by the sum of its characters' widths, each
 * distinct character measured once; when that sum fits, the cell is drawn as one line without the
 * wrapper. Anything else (a text that may wrap, or holds a line break, a tab, a soft hyphen or
 * spacing at its ends) goes through the wrapper as before, so wrapping and the ellipsis stay
 * pdfkit's own.
 *
 * The sum of the characters is never narrower than what the wrapper measures for the same text
 * with the fonts in use (BIZ UDPGothic: no kerning or other positioning, and its only default
 * substitutions join a character and a combining mark into a glyph no wider than the two), so a
 * text whose sum fits is one line for pdfkit too.
 */
export type CellAlign = 'left' | 'center' | 'right';

/** A sum this close to the cell's width is left to the wrapper, so rounding never decides a line. */
const FIT_MARGIN = 0.01;
const NEEDS_WRAPPER = /[\n\r\t\v\f\u0085\u00ad\u2028\u2029]|^\s|\s$/;

/** Measures cell texts in one font and size; create one per font and size, and set them on the document first. */
export class CellMeasurer {
  private readonly charWidths = new Map<string, number>();

  constructor(private readonly doc: PDFKit.PDFDocument) {}

  /** True when the text is certainly one line of `width` (an empty text is no line at all). */
  fitsOneLine(text: string, width: number): boolean {
    if (text === '' || NEEDS_WRAPPER.test(text)) return false;
    let sum = 0;
    for (const ch of text) {
      let w = this.charWidths.get(ch);
      if (w === undefined) {
        w = this.doc.widthOfString(ch);
        this.charWidths.set(ch, w);
      }
      sum += w;
      if (sum > width - FIT_MARGIN) return false;
    }
    return true;
  }

  /** What heightOfString answers for the text in `width`, without the wrapper when the text is one line. */
  height(text: string, width: number, oneLine: boolean): number {
    if (oneLine) return this.doc.currentLineHeight(true);
    return text === '' ? 0 : this.doc.heightOfString(text, { width });
  }
}

/**
 * Draws the text in the box at (x, y) of width × height: a one-line text where the wrapper would
 * put it, anything else through text() with the box, wrapping and the ellipsis.
 */
export function drawCellText(
  doc: PDFKit.PDFDocument,
  text: string,
  box: { x: number; y: number; width: number; height: number; align: CellAlign },
  oneLine: boolean,
): void {
  if (text === '') return;
  if (!oneLine) {
    doc.text(text, box.x, box.y, { width: box.width, height: box.height, align: box.align, ellipsis: true });
    return;
  }
  // pdfkit keeps each distinct string's layout, so this width is the one drawing the text reuses.
  const free = box.align === 'left' ? 0 : box.width - doc.widthOfString(text);
  doc.text(text, box.x + (box.align === 'center' ? free / 2 : free), box.y, { lineBreak: false });
}
