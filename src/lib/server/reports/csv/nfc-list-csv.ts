import type { z } from 'zod';
import { nfcTypeName } from '@/lib/domain/reports';
import { formatDateTime } from '@/lib/domain/calendar/jst';
import type { nfcListItem } from '@/lib/schemas/nfcs';
import type { CsvColumn } from './csv-stream';

type NfcListItem = z.infer<typeof nfcListItem>;

/** Columns of the 証書一覧 export: the grid's columns, the tracking link as its address (no PDF column). */
export const NFC_LIST_CSV_COLUMNS: readonly CsvColumn<NfcListItem>[] = [
  { header: '証書番号', value: (r) => r.nfCertificateNo },
  { header: '発行日時', value: (r) => formatDateTime(r.issueDateTime) },
  { header: '証書種別', value: (r) => nfcTypeName(r.nfcTypeCd) },
  { header: '需要家名/電源メニュー名', value: (r) => (r.nfcTypeCd === 1 ? r.consumer : r.menuName) },
  { header: '発行量(kWh)', value: (r) => r.totalIssueVolume },
  { header: 'トラッキング', value: (r) => r.trackingUrl },
];
