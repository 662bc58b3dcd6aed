import type { z } from 'zod';
import { bidTypeName, csvPrice } from '@/lib/domain/reports';
import type { bidResultItem } from '@/lib/schemas/bids';
import type { CsvColumn } from './csv-stream';

type BidResultItem = z.infer<typeof bidResultItem>;

/** Columns of the 約定結果 export, in the order of the results grid. */
export const BID_RESULT_CSV_COLUMNS: readonly CsvColumn<BidResultItem>[] = [
  { header: '市場番号', value: (r) => r.marketNo },
  { header: '開催回', value: (r) => `第${r.roundNo}回` },
  { header: '入札番号', value: (r) => r.bidNo },
  { header: '売買区分', value: (r) => bidTypeName(r.bidTypeCd) },
  { header: '入札単価(円/kWh)', value: (r) => csvPrice(r.bidPrice) },
  { header: '入札量(kWh)', value: (r) => r.bidVolume },
  { header: '約定単価(円/kWh)', value: (r) => csvPrice(r.contractPrice) },
  { header: '約定量(kWh)', value: (r) => r.contractVolume },
  { header: '約定金額(円)', value: (r) => r.amount },
  { header: '状態', value: (r) => r.status },
];
