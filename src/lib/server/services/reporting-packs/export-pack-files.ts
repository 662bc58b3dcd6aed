import type { Executor } from '../../db';
import type { ReportingPackResponse } from '@/lib/schemas/reporting-packs';
import type { FileDownload } from '../../reports/download';
import { csvContentType, type CsvEncoding } from '../../reports/csv/csv-encoding';
import { csvStream } from '../../reports/csv/csv-stream';
import { REPORTING_PACK_CSV_COLUMNS, type PackCsvRow } from '../../reports/csv/reporting-pack-csv';
import { renderReportingPackPdf } from '../../reports/pdf/reporting-pack-pdf';
import { withRenderSlot } from '../../reports/pdf/render-slots';
import { formatDate } from '../../../dates/instant';
import { jstCompactDate, toJstIso } from '../../time/jst-timestamp';
import type { PackFilter } from '../../repositories/reporting-packs';
import { getReportingPack } from './get-reporting-pack';

/** A pack is one member's certificates of one year: it is read whole and written as one batch. */
async function* oneBatch(rows: PackCsvRow[]): AsyncGenerator<PackCsvRow[]> {
  if (rows.length > 0) yield rows;
}

function csvRows(pack: ReportingPackResponse): PackCsvRow[] {
  return pack.certificates.flatMap((certificate) =>
    certificate.facilities.map((facility) => ({ certificate, facility })),
  );
}

/** The consumer's name stays in the Japanese file name; the ASCII fallback says only the year. */
function names(filter: PackFilter, day: string, ext: string) {
  const who = filter.consumer === undefined ? '' : `_${filter.consumer}`;
  return {
    fileName: `報告用資料_${filter.fiscalYear}${who}_${day}.${ext}`,
    asciiFileName: `reporting-pack_${filter.fiscalYear}_${day}.${ext}`,
  };
}

/** 報告用資料 CSV: one row per facility of each certificate. */
export async function exportReportingPackCsv(
  db: Executor,
  organizationId: number,
  query: PackFilter & { encoding: CsvEncoding },
  now = new Date(),
): Promise<FileDownload> {
  const { encoding, ...filter } = query;
  const pack = await getReportingPack(db, organizationId, filter);
  return {
    ...names(filter, jstCompactDate(now), 'csv'),
    contentType: csvContentType(encoding),
    body: csvStream(REPORTING_PACK_CSV_COLUMNS, oneBatch(csvRows(pack)), encoding),
  };
}

/** 報告用資料 PDF: totals per consumer, then each certificate with its QR code and facility rows. */
export async function exportReportingPackPdf(
  db: Executor,
  organizationId: number,
  filter: PackFilter,
  now = new Date(),
): Promise<FileDownload> {
  const pack = await getReportingPack(db, organizationId, filter);
  return withRenderSlot(async () => ({
    ...names(filter, jstCompactDate(now), 'pdf'),
    contentType: 'application/pdf',
    body: await renderReportingPackPdf({ pack, createdOn: formatDate(toJstIso(now)) }),
  }));
}
