import { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { TrailStepItem } from '@/lib/schemas/lifecycle-trails';
import { trailDetailText } from '@/lib/domain/trail/trail-detail-text';
import { formatKwh } from '@/lib/domain/money';
import { formatDateTime } from '../../../dates/instant';
import { FONT, registerJapaneseFonts } from './fonts';
import { COLORS, CONTENT_BOTTOM, CONTENT_WIDTH, PAGE } from './layout';
import { drawFooter } from './page-footer';
import { drawTable, drawTableRow, TABLE_TEXT_SIZE, type TableColumn } from './simple-table';

export interface TrailPdfSection {
  /** 設備 1234 太陽光発電所 (保有区分 認定), shown above the section's table. */
  heading: string;
  steps: readonly TrailStepItem[];
}

export interface TrailPdfInput {
  title: string;
  /** Label: value lines under the title (対象年度, 商品, 証書番号 …). */
  fields: readonly [string, string][];
  sections: readonly TrailPdfSection[];
  /** Left of the page footer: what the document is. */
  footerLabel: string;
}

const kwh = (n: number) => (n === 0 ? '' : formatKwh(n));

/** Widths add up to the content width (515.28 pt). */
const COLUMNS: TableColumn<TrailStepItem>[] = [
  { header: '日時', width: 62, align: 'center', text: (s) => formatDateTime(s.dateTime, true) },
  { header: '区分', width: 50, align: 'center', text: (s) => s.stepName },
  { header: '認定(kWh)', width: 48, align: 'right', text: (s) => kwh(s.volumes.authorized) },
  { header: '調達(kWh)', width: 48, align: 'right', text: (s) => kwh(s.volumes.procured) },
  { header: '確定(kWh)', width: 48, align: 'right', text: (s) => kwh(s.volumes.confirmed) },
  { header: '認定残高', width: 48, align: 'right', text: (s) => formatKwh(s.balances.authorized) },
  { header: '調達残高', width: 48, align: 'right', text: (s) => formatKwh(s.balances.procured) },
  { header: '確定残高', width: 48, align: 'right', text: (s) => formatKwh(s.balances.confirmed) },
  { header: '内容', width: 115.28, align: 'left', text: (s) => trailDetailText(s) },
];

function drawSection(doc: PDFKit.PDFDocument, section: TrailPdfSection, startY: number): number {
  let y = startY;
  if (y + 60 > CONTENT_BOTTOM) {
    doc.addPage();
    y = PAGE.top;
  }
  doc.fillColor(COLORS.text).font(FONT.bold).fontSize(10).text(section.heading, PAGE.left, y, { width: CONTENT_WIDTH });
  if (section.steps.length === 0) {
    y = drawTableRow(
      doc,
      COLUMNS,
      COLUMNS.map((c) => c.header),
      doc.y + 4,
      true,
    );
    doc
      .font(FONT.regular)
      .fontSize(TABLE_TEXT_SIZE)
      .text('該当する履歴はありません。', PAGE.left, y + 4);
    return doc.y + 12;
  }
  y = drawTable(doc, COLUMNS, section.steps, doc.y + 4);
  return y + 14;
}

/**
 * A lifecycle trail as an A4 PDF stream: title, the line's or certificate's fields, then one table
 * of steps per section. Trails are short (one line's movements), so pages are buffered and their
 * "n / N" footers written once the count is known; everything is drawn before the stream is
 * returned, so a drawing error becomes an ordinary error answer rather than a truncated file.
 */
export function renderLifecycleTrailPdf(input: TrailPdfInput): ReadableStream<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.left, right: PAGE.right },
    lang: 'ja-JP',
    displayTitle: true,
    bufferPages: true,
    info: { Title: input.title },
  });
  const stream = Readable.toWeb(doc) as unknown as ReadableStream<Uint8Array>;
  try {
    registerJapaneseFonts(doc);
    doc.fillColor(COLORS.text).font(FONT.bold).fontSize(16).text(input.title, PAGE.left, PAGE.top, {
      width: CONTENT_WIDTH,
      align: 'center',
    });
    doc.moveDown(0.8).font(FONT.regular).fontSize(9);
    for (const [label, value] of input.fields)
      doc.text(`${label}：${value}`, PAGE.left, doc.y, { width: CONTENT_WIDTH });
    let y = doc.y + 12;
    for (const section of input.sections) y = drawSection(doc, section, y);
    const { start, count } = doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      doc.switchToPage(i);
      drawFooter(doc, input.footerLabel, i - start + 1, count);
    }
  } catch (error) {
    doc.destroy();
    throw error;
  }
  doc.end();
  return stream;
}
