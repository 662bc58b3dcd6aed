import type { z } from 'zod';
import type { nfcListItem } from '@/lib/schemas/nfcs';
import type { GridColumn } from '../../grid/grid-types';
import { labelOf, NFC_TYPE_OPTIONS } from '../shared/codes';
import { PdfButton } from './pdf-button';
import { formatDateTime, formatKwh } from '../../ui/format';

export type NfcListItem = z.infer<typeof nfcListItem>;

/** 証書一覧 columns: the tracking page opens in a new tab; the PDF downloads per row. */
export const nfcColumns: GridColumn<NfcListItem>[] = [
  { key: 'no', header: '証書番号', render: (r) => r.nfCertificateNo },
  { key: 'issued', header: '発行日時', render: (r) => formatDateTime(r.issueDateTime) },
  { key: 'type', header: '証書種別', render: (r) => labelOf(NFC_TYPE_OPTIONS, r.nfcTypeCd) },
  {
    key: 'name',
    header: '需要家名/電源メニュー名',
    className: 'grid-wrap',
    render: (r) => (r.nfcTypeCd === 1 ? r.consumer : r.menuName) ?? '',
  },
  { key: 'volume', header: '発行量(kWh)', className: 'num', render: (r) => formatKwh(r.totalIssueVolume) },
  {
    key: 'tracking',
    header: 'トラッキング',
    render: (r) => (
      <a
        href={r.trackingUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${r.nfCertificateNo}のトラッキング情報（新しいタブで開く）`}
      >
        トラッキング情報
      </a>
    ),
  },
  {
    key: 'trail',
    header: '追跡履歴',
    className: 'text-nowrap',
    render: (r) => (
      <a
        href={`/account/trail/certificate?${new URLSearchParams({ fiscalYear: String(r.fiscalYear), nfCertificateNo: r.nfCertificateNo })}`}
        aria-label={`${r.nfCertificateNo}の追跡履歴`}
      >
        追跡履歴
      </a>
    ),
  },
  {
    key: 'pdf',
    header: 'PDF',
    className: 'grid-action',
    render: (r) => <PdfButton fiscalYear={r.fiscalYear} nfCertificateNo={r.nfCertificateNo} />,
  },
];

export const nfcRowKey = (r: NfcListItem) => `${r.fiscalYear}|${r.nfCertificateNo}`;
