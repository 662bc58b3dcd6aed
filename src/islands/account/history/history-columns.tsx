import type { AccountHistoryItem } from '@/lib/schemas/accounts';
import type { GridColumn } from '../../grid/grid-types';
import type { CodeNames } from '../shared/codes';
import { WORDS } from '@/lib/glossary';
import { formatDateTime, formatSignedKwh } from '../../ui/format';

/** 履歴照会 columns: one posting per row, the volume signed (+ arrives, - leaves). */
export function historyColumns(names: CodeNames): GridColumn<AccountHistoryItem>[] {
  return [
    {
      key: 'dateTime',
      header: '日時',
      className: 'text-nowrap',
      sortKey: 'dateTime',
      render: (r) => formatDateTime(r.dateTime),
    },
    { key: 'movement', header: '区分', render: (r) => r.movementName },
    { key: 'product', header: '商品', className: 'grid-wrap', render: (r) => names.product(r.productCd) },
    { key: 'holdingClass', header: '保有区分', render: (r) => names.holdingClass(r.holdingClassCd) },
    { key: 'equipmentId', header: '設備ID', sortKey: 'equipmentId', render: (r) => r.equipmentId },
    { key: 'equipmentName', header: '設備名', className: 'grid-wrap', render: (r) => r.equipmentName },
    {
      key: 'volume',
      header: '数量(kWh)',
      className: 'num',
      sortKey: 'volume',
      render: (r) => <span className={r.volume < 0 ? 'volume-out' : undefined}>{formatSignedKwh(r.volume)}</span>,
    },
    { key: 'reference', header: WORDS.reference, className: 'grid-wrap', render: (r) => r.reference ?? '' },
  ];
}

export const historyRowKey = (r: AccountHistoryItem) => String(r.postingId);
