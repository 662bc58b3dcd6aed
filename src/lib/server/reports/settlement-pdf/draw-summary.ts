import type { Statement } from '@/lib/domain/settlement';
import { drawCell, drawText } from './cells';
import { COLORS, CONTENT_RIGHT, CONTENT_WIDTH, LINE_COLUMNS, PAGE, TABLE } from './layout';
import { directionWording, feeLabel, percentText, slashDate, taxSectionLabel, yenText, yenWithUnit } from './pdf-text';

/*
 * The block under the line table: the fee, the tax sections (one rounding per rate and section,
 * as stored), the net totals and the due date. Built as a list of bands so that the height the
 * page plan reserves is, by construction, the height that gets drawn.
 */
interface Band {
  height: number;
  draw(doc: PDFKit.PDFDocument, y: number): void;
}

const GAP = 12;
const gap = (height = GAP): Band => ({ height, draw: () => undefined });
const TAX_COLUMNS = [
  { header: '区分', width: 175.28, align: 'left' as const },
  { header: '税率', width: 40, align: 'center' as const },
  { header: '対象金額（税抜）(円)', width: 110, align: 'right' as const },
  { header: '消費税額(円)', width: 95, align: 'right' as const },
  { header: '合計（税込）(円)', width: 95, align: 'right' as const },
];
const TOTALS_WIDTH = 280;
const TOTALS_LABEL = 150;

function row(
  doc: PDFKit.PDFDocument,
  y: number,
  height: number,
  cells: string[],
  opts: { header?: boolean } = {},
): void {
  let x = PAGE.left;
  TAX_COLUMNS.forEach((col, i) => {
    drawCell(doc, x, y, col.width, height, cells[i] ?? '', {
      align: opts.header ? 'center' : col.align,
      bold: opts.header,
      fill: opts.header ? COLORS.headerFill : undefined,
    });
    x += col.width;
  });
}

function bands(s: Statement): Band[] {
  const words = directionWording(s.direction);
  const sections = [s.charge, ...(s.credit ? [s.credit] : [])];
  const labelWidth = LINE_COLUMNS.slice(0, -1).reduce((sum, c) => sum + c.width, 0);
  const amountWidth = LINE_COLUMNS[LINE_COLUMNS.length - 1]!.width;
  const totals: [string, number][] = [
    ['小計', s.subtotalYen],
    [`消費税（${percentText(s.taxRatePercent)}対象）`, s.taxYen],
    [words.totalLabel, s.totalYen],
  ];
  const totalsX = CONTENT_RIGHT - TOTALS_WIDTH;
  const netNote = s.credit
    ? s.direction === 'receive'
      ? '※ お支払分からご請求分を差し引いた金額です。'
      : '※ ご請求分からお支払分を差し引いた金額です。'
    : null;

  return [
    {
      height: TABLE.rowHeight,
      draw: (doc, y) => {
        drawCell(doc, PAGE.left, y, labelWidth, TABLE.rowHeight, feeLabel(s.feeLine), { fill: COLORS.labelFill });
        drawCell(doc, PAGE.left + labelWidth, y, amountWidth, TABLE.rowHeight, yenText(s.feeLine.feeYen), {
          align: 'right',
        });
      },
    },
    gap(),
    {
      height: 14,
      draw: (doc, y) => drawText(doc, '税率ごとの内訳（消費税 10%対象）', PAGE.left, y, CONTENT_WIDTH, { bold: true }),
    },
    {
      height: 18,
      draw: (doc, y) =>
        row(
          doc,
          y,
          18,
          TAX_COLUMNS.map((c) => c.header),
          { header: true },
        ),
    },
    ...sections.map<Band>((t) => ({
      height: TABLE.rowHeight,
      draw: (doc, y) =>
        row(doc, y, TABLE.rowHeight, [
          taxSectionLabel(t, s),
          percentText(t.ratePercent),
          yenText(t.taxableYen),
          yenText(t.taxYen),
          yenText(t.totalYen),
        ]),
    })),
    gap(),
    ...totals.map<Band>(([label, yen], i) => ({
      height: 20,
      draw: (doc, y) => {
        const last = i === totals.length - 1;
        drawCell(doc, totalsX, y, TOTALS_LABEL, 20, label, {
          bold: true,
          fill: last ? COLORS.headerFill : COLORS.labelFill,
          size: last ? 9.5 : 9,
        });
        drawCell(
          doc,
          totalsX + TOTALS_LABEL,
          y,
          TOTALS_WIDTH - TOTALS_LABEL,
          20,
          last ? yenWithUnit(yen) : yenText(yen),
          { align: 'right', bold: last, size: last ? 11 : 9 },
        );
      },
    })),
    ...(netNote
      ? [
          {
            height: 14,
            draw: (doc: PDFKit.PDFDocument, y: number) =>
              drawText(doc, netNote, totalsX, y + 3, TOTALS_WIDTH, { size: 8, color: COLORS.muted, align: 'right' }),
          },
        ]
      : []),
    gap(),
    {
      height: 20,
      draw: (doc, y) => {
        drawCell(doc, PAGE.left, y, 80, 20, '支払期日', { bold: true, fill: COLORS.headerFill, size: 9 });
        drawCell(doc, PAGE.left + 80, y, 120, 20, slashDate(s.dueDate), { bold: true, size: 10 });
      },
    },
    { height: 16, draw: (doc, y) => drawText(doc, words.dueNote, PAGE.left, y + 4, CONTENT_WIDTH) },
    gap(6),
    {
      height: 12,
      draw: (doc, y) =>
        drawText(
          doc,
          '消費税額は、税率ごと・区分ごとに合計した対象金額に税率を乗じ、1円未満を切り捨てて算出しています。',
          PAGE.left,
          y,
          CONTENT_WIDTH,
          { size: 7.5, color: COLORS.muted },
        ),
    },
  ];
}

/** Height of the block including the gap that separates it from the table. */
export function summaryHeight(s: Statement): number {
  return bands(s).reduce((sum, b) => sum + b.height, 0);
}

export function drawSummary(doc: PDFKit.PDFDocument, s: Statement, top: number): void {
  let y = top;
  for (const band of bands(s)) {
    band.draw(doc, y);
    y += band.height;
  }
}
