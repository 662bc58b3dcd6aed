import { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { CertificateDetailItem } from '@/lib/schemas/certificate';
import type { ReportingPackCertificate, ReportingPackResponse } from '@/lib/schemas/reporting-packs';
import { formatCapacityKw, formatOperationStart, formatRe100, orNotApplicable } from '@/lib/domain/facility';
import { formatKwh } from '@/lib/domain/money';
import { nfcTypeName } from '@/lib/domain/reports';
import { formatDateTime } from '../../../dates/instant';
import { FONT, registerJapaneseFonts } from './fonts';
import { COLORS, CONTENT_BOTTOM, CONTENT_WIDTH, PAGE } from './layout';
import { drawFooter } from './page-footer';
import { drawTable, type TableColumn } from './simple-table';
import { qrPng } from './qr-code';
import { WORDS } from '@/lib/glossary';

export interface ReportingPackPdfInput {
  pack: ReportingPackResponse;
  /** 作成日, YYYY/MM/DD. */
  createdOn: string;
}

const QR_SIZE = 64;

/** Facility columns as the public page has them; widths add up to the content width (515.28 pt). */
const facilityColumns = (fiscalYear: number): TableColumn<CertificateDetailItem>[] => [
  { header: '設備ID', width: 64, align: 'left', text: (d) => d.equipmentId },
  { header: WORDS.reType, width: 44, align: 'center', text: (d) => orNotApplicable(d.reTypeName) },
  { header: '設備名', width: 82, align: 'left', text: (d) => d.equipmentName },
  { header: '所在地', width: 96, align: 'left', text: (d) => d.equipmentAddress },
  {
    header: '設備容量(kW)',
    width: 50,
    align: 'right',
    text: (d) => formatCapacityKw(d.equipmentCapacity, d.equipmentId),
  },
  {
    header: '運転開始日',
    width: 72,
    align: 'center',
    text: (d) => formatOperationStart(d.operationStartDate, d.equipmentId, d.re100Flg, fiscalYear),
  },
  { header: '発行量(kWh)', width: 74, align: 'right', text: (d) => formatKwh(d.individIssueVolume) },
  { header: 'RE100', width: 33.28, align: 'center', text: (d) => formatRe100(d.re100Flg) },
];

type Total = ReportingPackResponse['total'];
const TOTAL_COLUMNS: TableColumn<Total>[] = [
  { header: '需要家名/電源メニュー名', width: 175.28, align: 'left', text: (t) => t.holder || '合計' },
  { header: '証書件数', width: 60, align: 'right', text: (t) => formatKwh(t.certificateCount) },
  { header: '発行量(kWh)', width: 95, align: 'right', text: (t) => formatKwh(t.volume) },
  { header: '再エネ指定量(kWh)', width: 95, align: 'right', text: (t) => formatKwh(t.renewableVolume) },
  { header: 'RE100対象量(kWh)', width: 90, align: 'right', text: (t) => formatKwh(t.re100Volume) },
];

function certificateLines(c: ReportingPackCertificate): string[] {
  const holder = c.nfcTypeCd === 1 ? `需要家名 ${c.consumer ?? ''}` : `電源メニュー名 ${c.menuName ?? ''}`;
  return [
    `${holder}${c.corporateNo ? `（法人番号 ${c.corporateNo}）` : ''}`,
    `対象年度 ${c.fiscalYear}年度 ／ 商品 ${c.productName} ／ ${c.fitLabel} ／ 再エネ指定 ${c.renewableLabel}`,
    `証書種別 ${nfcTypeName(c.nfcTypeCd)} ／ 発行日時 ${formatDateTime(c.issueDateTime, true)} ／ 発行量 ${formatKwh(c.totalIssueVolume)} kWh`,
  ];
}

/** One certificate: its fields with the QR code of its public page at the right, then its facility rows. */
function drawCertificate(doc: PDFKit.PDFDocument, c: ReportingPackCertificate, qr: Buffer, startY: number): number {
  let y = startY;
  if (y + QR_SIZE + 60 > CONTENT_BOTTOM) {
    doc.addPage();
    y = PAGE.top;
  }
  const textWidth = CONTENT_WIDTH - QR_SIZE - 12;
  doc.image(qr, PAGE.left + CONTENT_WIDTH - QR_SIZE, y, { width: QR_SIZE, height: QR_SIZE });
  doc
    .fillColor(COLORS.text)
    .font(FONT.bold)
    .fontSize(10)
    .text(`証書番号 ${c.nfCertificateNo}`, PAGE.left, y, { width: textWidth });
  doc.font(FONT.regular).fontSize(8);
  for (const line of certificateLines(c)) doc.text(line, PAGE.left, doc.y + 1, { width: textWidth });
  doc.fillColor(COLORS.muted).text('トラッキング情報照会URL', PAGE.left, doc.y + 2, { width: textWidth });
  doc.fillColor(COLORS.accent).text(c.trackingUrl, PAGE.left, doc.y, { width: textWidth, link: c.trackingUrl });
  y = Math.max(doc.y, y + QR_SIZE) + 4;
  return drawTable(doc, facilityColumns(c.fiscalYear), c.facilities, y) + 16;
}

function headerFields(input: ReportingPackPdfInput): [string, string][] {
  const { pack } = input;
  return [
    ['発行会員', pack.issuerName],
    ['対象年度', `${pack.fiscalYear}年度`],
    ['需要家', pack.consumer ?? 'すべての需要家・電源メニュー'],
    ['作成日', input.createdOn],
  ];
}

/**
 * 報告用資料 as an A4 PDF stream: the pack's fields, totals per consumer, then every certificate
 * with its QR code and facility rows. Pages are buffered so every footer says "n / N"; everything
 * is drawn before the stream is returned, so a drawing error becomes an ordinary error answer.
 */
export async function renderReportingPackPdf(input: ReportingPackPdfInput): Promise<ReadableStream<Uint8Array>> {
  const { pack } = input;
  const qrs = await Promise.all(pack.certificates.map((c) => qrPng(c.trackingUrl)));
  const title = '報告用資料（非化石証書）';
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.left, right: PAGE.right },
    lang: 'ja-JP',
    displayTitle: true,
    bufferPages: true,
    info: { Title: `${title} ${pack.fiscalYear}年度`, Author: pack.issuerName },
  });
  const stream = Readable.toWeb(doc) as unknown as ReadableStream<Uint8Array>;
  try {
    registerJapaneseFonts(doc);
    doc.fillColor(COLORS.text).font(FONT.bold).fontSize(16).text(title, PAGE.left, PAGE.top, {
      width: CONTENT_WIDTH,
      align: 'center',
    });
    doc.moveDown(0.8).font(FONT.regular).fontSize(9);
    for (const [label, value] of headerFields(input))
      doc.text(`${label}：${value}`, PAGE.left, doc.y, { width: CONTENT_WIDTH });
    doc
      .fillColor(COLORS.muted)
      .fontSize(7.5)
      .text(
        '設備の属性は公開ページ（QRコード）と同じ表示です。RE100欄の〇は運転開始から15年未満の設備、RE100対象量は再エネ指定ありの証書のうち〇の設備の発行量です。',
        PAGE.left,
        doc.y + 4,
        { width: CONTENT_WIDTH },
      );
    let y = drawTable(doc, TOTAL_COLUMNS, [...pack.totals, pack.total], doc.y + 8) + 16;
    if (pack.certificates.length === 0)
      doc.fillColor(COLORS.text).font(FONT.regular).fontSize(9).text('該当する証書はありません。', PAGE.left, y);
    pack.certificates.forEach((c, i) => {
      y = drawCertificate(doc, c, qrs[i]!, y);
    });
    const { start, count } = doc.bufferedPageRange();
    const label = `報告用資料 ${pack.fiscalYear}年度${pack.consumer === null ? '' : ` ${pack.consumer}`}`;
    for (let i = start; i < start + count; i++) {
      doc.switchToPage(i);
      drawFooter(doc, label, i - start + 1, count);
    }
  } catch (error) {
    doc.destroy();
    throw error;
  }
  doc.end();
  return stream;
}
