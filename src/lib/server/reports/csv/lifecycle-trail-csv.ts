import type { TrailStepItem } from '@/lib/schemas/lifecycle-trails';
import { formatDate, formatDateTime } from '../../../dates/instant';
import type { CsvColumn } from './csv-stream';
import { WORDS } from '@/lib/glossary';

/** A trail step with the facility it belongs to (a certificate's trail has one section per facility). */
export interface TrailCsvRow {
  equipmentId: string;
  facilityName: string;
  step: TrailStepItem;
}

/** Columns of 追跡履歴 exports: signed volume and balance per holding class, then the step's detail. */
export const TRAIL_CSV_COLUMNS: readonly CsvColumn<TrailCsvRow>[] = [
  { header: '設備ID', value: (r) => r.equipmentId },
  { header: '設備名', value: (r) => r.facilityName },
  { header: '日時', value: (r) => formatDateTime(r.step.dateTime, true) },
  { header: '営業日', value: (r) => formatDate(r.step.businessDate) },
  { header: '区分', value: (r) => r.step.stepName },
  { header: '認定(kWh)', value: (r) => r.step.volumes.authorized },
  { header: '調達(kWh)', value: (r) => r.step.volumes.procured },
  { header: '確定(kWh)', value: (r) => r.step.volumes.confirmed },
  { header: '認定残高(kWh)', value: (r) => r.step.balances.authorized },
  { header: '調達残高(kWh)', value: (r) => r.step.balances.procured },
  { header: '確定残高(kWh)', value: (r) => r.step.balances.confirmed },
  { header: '市場番号', value: (r) => r.step.marketNo },
  { header: '約定価格(円/kWh)', value: (r) => r.step.contractPrice },
  { header: '相手先会員番号', value: (r) => r.step.counterpartyNo },
  { header: '相手先名', value: (r) => r.step.counterpartyName },
  { header: '証書番号', value: (r) => r.step.nfCertificateNo },
  { header: '需要家', value: (r) => r.step.consumer },
  { header: '利用期限', value: (r) => (r.step.usableUntil === null ? null : formatDate(r.step.usableUntil)) },
  { header: WORDS.reference, value: (r) => r.step.reference },
];
