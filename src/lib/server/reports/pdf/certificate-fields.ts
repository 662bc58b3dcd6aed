import { certificateUseName, nfcTypeName } from '@/lib/domain/reports';
import { formatKwh } from '@/lib/domain/money';
import type { CertificateRow } from '../../repositories/certificates';
import { formatJstDateTime } from '../../time/jst-timestamp';
import { FONT } from './fonts';
import { COLORS, CONTENT_WIDTH, PAGE } from './layout';

const LABEL_WIDTH = 112;
const QR_SIZE = 96;
const GAP = 14;
const FIELD_WIDTH = CONTENT_WIDTH - QR_SIZE - GAP;
const PAD = 4;
const SIZE = 9;

/** Spec §3 certificate fields, in the order of the public tracking page. Blank shows as －. */
function fieldsOf(c: CertificateRow): [string, string | null][] {
  return [
    ['証書番号', c.certificateNo],
    ['対象年度', `${c.fiscalYear}年度`],
    ['証書種類', c.certTypeName],
    ['証書種別', nfcTypeName(c.nfcTypeCd)],
    ['利用区分', certificateUseName(c.useCd)],
    ['発行日時', formatJstDateTime(c.issuedAt)],
    ['発行会員', c.issuerName],
    ['需要家名', c.consumer],
    ['法人番号', c.corporateNo],
    ['事業所名', c.officeName],
    ['需要場所住所', c.demandLocation],
    ['供給地点特定番号', c.businessNo],
    ['電源メニュー名', c.menuName],
    ['備考', c.remarks],
    ['発行量合計', `${formatKwh(c.totalIssueVolume)} kWh`],
  ];
}

/** Title, the field table, the QR code and the printed tracking URL. Returns the y below them. */
export function drawCertificateFields(
  doc: PDFKit.PDFDocument,
  c: CertificateRow,
  qr: Buffer,
  trackingUrl: string,
): number {
  doc
    .fillColor(COLORS.text)
    .font(FONT.bold)
    .fontSize(20)
    .text('非化石証書', PAGE.left, PAGE.top, { width: CONTENT_WIDTH, align: 'center' });
  doc
    .font(FONT.regular)
    .fontSize(11)
    .text(c.certTypeName ?? '', { width: CONTENT_WIDTH, align: 'center' });
  let y = doc.y + 12;
  const top = y;
  for (const [label, raw] of fieldsOf(c)) {
    const value = raw === null || raw === '' ? '－' : raw;
    doc.font(FONT.regular).fontSize(SIZE);
    const height = Math.max(doc.heightOfString(value, { width: FIELD_WIDTH - LABEL_WIDTH - 2 * PAD }), SIZE) + 2 * PAD;
    doc.rect(PAGE.left, y, LABEL_WIDTH, height).fillAndStroke(COLORS.labelFill, COLORS.rule);
    doc.rect(PAGE.left + LABEL_WIDTH, y, FIELD_WIDTH - LABEL_WIDTH, height).stroke(COLORS.rule);
    doc
      .fillColor(COLORS.text)
      .font(FONT.bold)
      .fontSize(SIZE)
      .text(label, PAGE.left + PAD, y + PAD, { width: LABEL_WIDTH - 2 * PAD });
    doc
      .font(FONT.regular)
      .text(value, PAGE.left + LABEL_WIDTH + PAD, y + PAD, { width: FIELD_WIDTH - LABEL_WIDTH - 2 * PAD });
    y += height;
  }
  const qrX = PAGE.left + CONTENT_WIDTH - QR_SIZE;
  doc.image(qr, qrX, top, { width: QR_SIZE, height: QR_SIZE });
  doc
    .fillColor(COLORS.muted)
    .fontSize(7)
    .text('トラッキング情報', qrX, top + QR_SIZE + 3, { width: QR_SIZE, align: 'center' });
  y += 8;
  doc
    .fillColor(COLORS.text)
    .font(FONT.bold)
    .fontSize(8)
    .text('トラッキング情報照会URL', PAGE.left, y, { width: CONTENT_WIDTH });
  doc
    .font(FONT.regular)
    .fontSize(8)
    .text(trackingUrl, PAGE.left, doc.y + 1, { width: CONTENT_WIDTH, link: trackingUrl });
  return doc.y + 14;
}
