import { holdingClassName, nameMovement } from '@/lib/domain/reports';
import { formatDate } from '@/lib/domain/facility';
import type { HistoryLine } from '../../repositories/account-histories';
import { formatJstDateTime } from '../../time/jst-timestamp';
import type { CsvColumn } from './csv-stream';
import { WORDS } from '@/lib/glossary';

/** Columns of 履歴照会 exports. Volumes are signed: negative leaves the line. */
export const HISTORY_CSV_COLUMNS: readonly CsvColumn<HistoryLine>[] = [
  { header: '日時', value: (r) => formatJstDateTime(r.createdAt) },
  { header: '営業日', value: (r) => formatDate(r.businessDate) },
  { header: '区分', value: (r) => nameMovement(r).movementName },
  { header: '対象年度', value: (r) => r.fiscalYear },
  { header: '商品', value: (r) => r.productName },
  { header: '保有区分', value: (r) => holdingClassName(r.holdingClassCd) },
  { header: '設備ID', value: (r) => r.facilityId },
  { header: '設備名', value: (r) => r.facilityName },
  { header: '数量(kWh)', value: (r) => r.volume },
  { header: WORDS.reference, value: (r) => r.reference },
];
