import type { CertificateDetailItem } from '@/lib/schemas/certificate';
import type { ReportingPackCertificate } from '@/lib/schemas/reporting-packs';
import { formatCapacityKw, formatOperationStart, formatRe100, orNotApplicable } from '@/lib/domain/facility';
import { packHolder } from '@/lib/domain/reporting-pack/reporting-pack';
import { nfcTypeName } from '@/lib/domain/reports';
import { formatDateTime } from '../../../dates/instant';
import type { CsvColumn } from './csv-stream';
import { WORDS } from '@/lib/glossary';

/** One facility row of one certificate: the certificate's columns repeat so that every row stands alone in a spreadsheet. */
export interface PackCsvRow {
  certificate: ReportingPackCertificate;
  facility: CertificateDetailItem;
}

/**
 * Columns of 報告用資料 exports (domain.md#reporting-pack): what the 温対法 report takes of a
 * certificate, then the facility's tracking attributes as the public page shows them, then the
 * page's address. Capacity without grouping, as every export writes it.
 */
export const REPORTING_PACK_CSV_COLUMNS: readonly CsvColumn<PackCsvRow>[] = [
  { header: '需要家名/電源メニュー名', value: (r) => packHolder(r.certificate) },
  { header: '法人番号', value: (r) => r.certificate.corporateNo },
  { header: '証書番号', value: (r) => r.certificate.nfCertificateNo },
  { header: '対象年度', value: (r) => r.certificate.fiscalYear },
  { header: '商品', value: (r) => r.certificate.productName },
  { header: 'FIT/非FIT', value: (r) => r.certificate.fitLabel },
  { header: '再エネ指定', value: (r) => r.certificate.renewableLabel },
  { header: '証書種別', value: (r) => nfcTypeName(r.certificate.nfcTypeCd) },
  { header: '発行日時', value: (r) => formatDateTime(r.certificate.issueDateTime) },
  { header: '証書発行量(kWh)', value: (r) => r.certificate.totalIssueVolume },
  { header: '設備ID', value: (r) => r.facility.equipmentId },
  { header: WORDS.reType, value: (r) => orNotApplicable(r.facility.reTypeName) },
  { header: '設備名', value: (r) => r.facility.equipmentName },
  { header: '所在地', value: (r) => r.facility.equipmentAddress },
  {
    header: '設備容量(kW)',
    value: (r) => formatCapacityKw(r.facility.equipmentCapacity, r.facility.equipmentId).replaceAll(',', ''),
  },
  {
    header: '運転開始日',
    value: (r) =>
      formatOperationStart(
        r.facility.operationStartDate,
        r.facility.equipmentId,
        r.facility.re100Flg,
        r.certificate.fiscalYear,
      ),
  },
  { header: '設備別発行量(kWh)', value: (r) => r.facility.individIssueVolume },
  { header: 'RE100', value: (r) => formatRe100(r.facility.re100Flg) },
  { header: 'トラッキング情報照会URL', value: (r) => r.certificate.trackingUrl },
];
