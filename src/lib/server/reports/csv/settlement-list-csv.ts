import { settlementDirectionName } from '@/lib/domain/reports';
import { formatDate } from '@/lib/domain/calendar/jst';
import type { SettlementListItem } from '@/lib/schemas/settlements';
import type { CsvColumn } from './csv-stream';

/** Columns of the 精算書一覧 export: the grid's columns (no PDF column), amounts in whole yen. */
export const SETTLEMENT_LIST_CSV_COLUMNS: readonly CsvColumn<SettlementListItem>[] = [
  { header: '精算書番号', value: (r) => r.statementNo },
  { header: '市場番号', value: (r) => r.marketNo },
  { header: '商品', value: (r) => r.productName },
  { header: '発行日', value: (r) => formatDate(r.issueDate) },
  { header: '支払期日', value: (r) => formatDate(r.dueDate) },
  { header: '区分', value: (r) => settlementDirectionName(r.direction) },
  { header: '小計(円)', value: (r) => r.subtotal },
  { header: '消費税(円)', value: (r) => r.tax },
  { header: '合計(円)', value: (r) => r.total },
];
