import type { Statement } from '@/lib/domain/settlement';
import { FONT } from '../pdf/fonts';
import { drawCell, drawText } from './cells';
import { COLORS, CONTENT_RIGHT, CONTENT_WIDTH, PAGE, TABLE } from './layout';
import { auctionText, directionWording, slashDate, SP, yenWithUnit } from './pdf-text';

export interface HeaderContext {
  statement: Statement;
  productName: string;
  roundNo: number | null;
}

const ADDRESSEE_WIDTH = 290;
const ISSUER_X = 345;

/** Page 1 above the line table: the parts a qualified invoice must show, in the usual places. */
export function drawInvoiceHeader(
  doc: PDFKit.PDFDocument,
  { statement: s, productName, roundNo }: HeaderContext,
): void {
  const words = directionWording(s.direction);
  const metaX = CONTENT_RIGHT - 200;
  drawText(doc, `発行日${SP}${slashDate(s.issueDate)}`, metaX, PAGE.top, 200, { align: 'right' });
  drawText(doc, `精算書番号${SP}${s.statementNo}`, metaX, PAGE.top + 13, 200, { align: 'right' });

  drawText(doc, words.title, PAGE.left, 74, CONTENT_WIDTH, { size: 22, bold: true, align: 'center' });
  const ruleHalf = 90;
  doc
    .lineWidth(1.2)
    .moveTo(PAGE.width / 2 - ruleHalf, 104)
    .lineTo(PAGE.width / 2 + ruleHalf, 104)
    .stroke(COLORS.accent);
  drawText(doc, words.subtitle, PAGE.left, 109, CONTENT_WIDTH, { size: 8.5, align: 'center', color: COLORS.muted });

  drawAddressee(doc, s.member.name);
  doc
    .lineWidth(0.8)
    .moveTo(PAGE.left, 179)
    .lineTo(PAGE.left + ADDRESSEE_WIDTH, 179)
    .stroke(COLORS.text);
  drawText(doc, `取引会員番号${SP}${s.member.memberNumber}`, PAGE.left, 185, ADDRESSEE_WIDTH);
  if (s.member.registrationNumber)
    drawText(doc, `登録番号${SP}${s.member.registrationNumber}`, PAGE.left, 198, ADDRESSEE_WIDTH);

  const issuerWidth = CONTENT_RIGHT - ISSUER_X;
  drawText(doc, '発行者', ISSUER_X, 138, issuerWidth, { size: 8, color: COLORS.muted });
  doc.fillColor(COLORS.text).font(FONT.bold).fontSize(10.5);
  doc.text(s.issuer.name, ISSUER_X, 150, { width: issuerWidth, height: 28, ellipsis: true });
  drawText(doc, `登録番号${SP}${s.issuer.registrationNumber}`, ISSUER_X, 180, issuerWidth);
  drawText(doc, '（適格請求書発行事業者）', ISSUER_X, 193, issuerWidth, { size: 8, color: COLORS.muted });

  drawText(doc, words.lead, PAGE.left, 220, CONTENT_WIDTH, { size: 10 });
  drawCell(doc, PAGE.left, 238, 150, 32, words.amountLabel, {
    size: 10.5,
    bold: true,
    fill: COLORS.headerFill,
    align: 'center',
  });
  drawCell(doc, PAGE.left + 150, 238, 170, 32, yenWithUnit(s.totalYen), { size: 16, bold: true, align: 'right' });

  const label = 72;
  const value = CONTENT_WIDTH / 2 - label;
  const meta: [string, string][] = [
    ['取引年月日', slashDate(s.transactionDate)],
    ['支払期日', slashDate(s.dueDate)],
    ['市場', auctionText(s, roundNo)],
    ['商品', productName],
  ];
  meta.forEach(([name, text], i) => {
    const x = PAGE.left + (i % 2) * (label + value);
    const y = 282 + Math.floor(i / 2) * 18;
    drawCell(doc, x, y, label, 18, name, { fill: COLORS.labelFill, bold: true, size: 8.5 });
    drawCell(doc, x + label, y, value, 18, text, { size: 8.5 });
  });
  drawText(doc, '明細', PAGE.left, TABLE.firstTop - 16, CONTENT_WIDTH, { size: 10, bold: true });
}

/**
 * 宛名: the name on the line above the rule, 御中 at its right end. A long company name takes two
 * lines and then an ellipsis, but 御中 is never the part that gets cut.
 */
function drawAddressee(doc: PDFKit.PDFDocument, name: string): void {
  doc.fillColor(COLORS.text).font(FONT.bold).fontSize(13);
  const lineHeight = doc.currentLineHeight();
  const honorific = `${SP}御中`;
  const nameWidth = ADDRESSEE_WIDTH - doc.widthOfString(honorific);
  const twoLines = doc.heightOfString(name, { width: nameWidth }) > lineHeight * 1.5;
  const lastLineY = 174 - lineHeight;
  const top = twoLines ? lastLineY - lineHeight : lastLineY;
  doc.text(name, PAGE.left, top, { width: nameWidth, height: twoLines ? lineHeight * 2 : lineHeight, ellipsis: true });
  doc.fillColor(COLORS.text).font(FONT.bold).fontSize(13);
  doc.text(honorific, PAGE.left + nameWidth, lastLineY, { lineBreak: false });
}

/** Top of a continuation page: which document this page belongs to, before the repeated header. */
export function drawContinuationCaption(doc: PDFKit.PDFDocument, s: Statement): void {
  const { title } = directionWording(s.direction);
  drawText(
    doc,
    `${title}（続き）${SP}${s.member.name}${SP}御中${SP}精算書番号 ${s.statementNo}`,
    PAGE.left,
    PAGE.top,
    CONTENT_WIDTH,
    { size: 9, bold: true },
  );
}
