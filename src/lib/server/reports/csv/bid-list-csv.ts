import type { z } from 'zod';
import { bidTypeName, csvPrice, trackingSummary, type TrackingCodeNames } from '@/lib/domain/reports';
import { formatDateTime } from '@/lib/domain/calendar/jst';
import type { bidListItem } from '@/lib/schemas/bids';
import type { CsvColumn } from './csv-stream';

type BidListItem = z.infer<typeof bidListItem>;

/** Columns of the 入札照会 export: the grid's columns (without 操作), the preferences on one line, 、 between them. */
export function bidListCsvColumns(codes: TrackingCodeNames): readonly CsvColumn<BidListItem>[] {
  return [
    { header: '入札番号', value: (r) => r.bidNo },
    { header: '売買区分', value: (r) => bidTypeName(r.bidTypeCd) },
    { header: '単価(円/kWh)', value: (r) => csvPrice(r.unitPrice) },
    { header: '入札量(kWh)', value: (r) => r.volume },
    { header: '入札日時', value: (r) => formatDateTime(r.enteredAt, true) },
    { header: 'トラッキング希望／設備ID', value: (r) => trackingSummary(r, codes).join('、') },
  ];
}
