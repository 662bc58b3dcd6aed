import type { Executor } from '../../db';
import type { CertificateTrailResponse, LineTrailResponse } from '@/lib/schemas/lifecycle-trails';
import { formatKwh } from '@/lib/domain/money';
import { holdingClassName, nfcTypeName } from '@/lib/domain/reports';
import type { FileDownload } from '../../reports/download';
import { csvContentType, type CsvEncoding } from '../../reports/csv/csv-encoding';
import { csvStream } from '../../reports/csv/csv-stream';
import { TRAIL_CSV_COLUMNS, type TrailCsvRow } from '../../reports/csv/lifecycle-trail-csv';
import { renderLifecycleTrailPdf, type TrailPdfInput } from '../../reports/pdf/lifecycle-trail-pdf';
import { withRenderSlot } from '../../reports/pdf/render-slots';
import { formatDateTime } from '../../../dates/instant';
import { jstCompactDate } from '../../time/jst-timestamp';
import { getCertificateTrail } from './get-certificate-trail';
import { getLineTrail, type LineTrailQuery } from './get-line-trail';

/** A trail is one line's movements: it is read whole and written as one batch. */
async function* oneBatch(rows: TrailCsvRow[]): AsyncGenerator<TrailCsvRow[]> {
  if (rows.length > 0) yield rows;
}

function lineRows(trail: LineTrailResponse): TrailCsvRow[] {
  return trail.steps.map((step) => ({
    equipmentId: trail.line.equipmentId,
    facilityName: trail.line.facilityName,
    step,
  }));
}

function certificateRows(trail: CertificateTrailResponse): TrailCsvRow[] {
  return trail.facilities.flatMap((f) =>
    f.steps.map((step) => ({ equipmentId: f.equipmentId, facilityName: f.facilityName, step })),
  );
}

function lineName(q: LineTrailQuery): string {
  return `${q.fiscalYear}_${q.productCd}_${q.holdingClassCd}_${q.equipmentId}`;
}

/** 追跡履歴（保有明細） CSV. */
export async function exportLineTrailCsv(
  db: Executor,
  organizationId: number,
  query: LineTrailQuery & { encoding: CsvEncoding },
  now = new Date(),
): Promise<FileDownload> {
  const trail = await getLineTrail(db, organizationId, query);
  const day = jstCompactDate(now);
  return {
    fileName: `追跡履歴_保有明細_${lineName(query)}_${day}.csv`,
    asciiFileName: `lifecycle-trail_line_${lineName(query)}_${day}.csv`,
    contentType: csvContentType(query.encoding),
    body: csvStream(TRAIL_CSV_COLUMNS, oneBatch(lineRows(trail)), query.encoding),
  };
}

/** 追跡履歴（証書） CSV: the steps of each facility of the certificate, facility after facility. */
export async function exportCertificateTrailCsv(
  db: Executor,
  organizationId: number,
  fiscalYear: number,
  certificateNo: string,
  encoding: CsvEncoding,
): Promise<FileDownload> {
  const trail = await getCertificateTrail(db, organizationId, fiscalYear, certificateNo);
  return {
    fileName: `追跡履歴_証書_${fiscalYear}_${certificateNo}.csv`,
    asciiFileName: `lifecycle-trail_certificate_${fiscalYear}_${certificateNo}.csv`,
    contentType: csvContentType(encoding),
    body: csvStream(TRAIL_CSV_COLUMNS, oneBatch(certificateRows(trail)), encoding),
  };
}

function pdfFile(input: TrailPdfInput, fileName: string, asciiFileName: string): Promise<FileDownload> {
  return withRenderSlot(async () => ({
    fileName,
    asciiFileName,
    contentType: 'application/pdf',
    body: renderLifecycleTrailPdf(input),
  }));
}

/** 追跡履歴（保有明細） PDF. */
export async function exportLineTrailPdf(
  db: Executor,
  organizationId: number,
  query: LineTrailQuery,
): Promise<FileDownload> {
  const { line, steps } = await getLineTrail(db, organizationId, query);
  const heading = `設備 ${line.equipmentId} ${line.facilityName}`;
  return pdfFile(
    {
      title: '追跡履歴（保有明細）',
      fields: [
        ['対象年度', String(line.fiscalYear)],
        ['商品', line.productName],
        ['保有区分', holdingClassName(line.holdingClassCd)],
        ['設備', `${line.equipmentId} ${line.facilityName}`],
        ['残高', `${formatKwh(line.balance)} kWh`],
      ],
      sections: [{ heading, steps }],
      footerLabel: `追跡履歴 ${line.fiscalYear} ${line.equipmentId}`,
    },
    `追跡履歴_保有明細_${lineName(query)}.pdf`,
    `lifecycle-trail_line_${lineName(query)}.pdf`,
  );
}

/** 追跡履歴（証書） PDF: one table per facility of the certificate. */
export async function exportCertificateTrailPdf(
  db: Executor,
  organizationId: number,
  fiscalYear: number,
  certificateNo: string,
): Promise<FileDownload> {
  const { certificate: c, facilities } = await getCertificateTrail(db, organizationId, fiscalYear, certificateNo);
  return pdfFile(
    {
      title: '追跡履歴（証書）',
      fields: [
        ['証書番号', c.nfCertificateNo],
        ['対象年度', String(c.fiscalYear)],
        ['商品', c.certTypeName],
        ['証書種別', nfcTypeName(c.nfcTypeCd)],
        [c.nfcTypeCd === 2 ? '電源メニュー名' : '需要家', (c.nfcTypeCd === 2 ? c.menuName : c.consumer) ?? ''],
        ['発行量', `${formatKwh(c.totalIssueVolume)} kWh`],
        ['発行日時', formatDateTime(c.issueDateTime, true)],
        ['公開ページ', c.trackingUrl],
      ],
      sections: facilities.map((f) => ({
        heading: `設備 ${f.equipmentId} ${f.facilityName}（発行量 ${formatKwh(f.volume)} kWh）`,
        steps: f.steps,
      })),
      footerLabel: `証書番号 ${c.nfCertificateNo}`,
    },
    `追跡履歴_証書_${fiscalYear}_${certificateNo}.pdf`,
    `lifecycle-trail_certificate_${fiscalYear}_${certificateNo}.pdf`,
  );
}
