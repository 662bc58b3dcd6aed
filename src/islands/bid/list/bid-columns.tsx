import Button from 'react-bootstrap/Button';
import type { CodesResponse } from '@/lib/schemas/codes';
import type { GridColumn } from '../../grid/grid-types';
import { withUnit } from '../shared/column-header';
import { bidTypeName } from '../shared/labels';
import { trackingSummary } from '../shared/tracking-text';
import type { BidListItem } from '../shared/types';
import { formatDateTime, formatKwh, formatPrice } from '../../ui/format';

export interface DeleteAction {
  onDelete: (bid: BidListItem) => void;
  disabled: boolean;
}

/** Columns of the member's bids; the delete column only for a member who takes part in the market. */
export function bidColumns(codes: CodesResponse | null, action: DeleteAction | null): GridColumn<BidListItem>[] {
  const columns: GridColumn<BidListItem>[] = [
    { key: 'bidNo', header: '入札番号', className: 'num', render: (b) => b.bidNo },
    { key: 'type', header: '売買区分', render: (b) => bidTypeName(b.bidTypeCd) },
    {
      key: 'price',
      header: withUnit('単価', '円/kWh'),
      className: 'num',
      sortKey: 'unitPrice',
      render: (b) => formatPrice(b.unitPrice),
    },
    {
      key: 'volume',
      header: withUnit('入札量', 'kWh'),
      className: 'num',
      sortKey: 'volume',
      render: (b) => formatKwh(b.volume),
    },
    {
      key: 'enteredAt',
      header: '入札日時',
      className: 'text-nowrap',
      render: (b) => formatDateTime(b.enteredAt, true),
    },
    {
      key: 'tracking',
      header: 'トラッキング希望／設備ID',
      className: 'grid-wrap',
      render: (b) => trackingSummary(b, codes).map((line) => <div key={line}>{line}</div>),
    },
  ];
  if (!action) return columns;
  return [
    ...columns,
    {
      key: 'action',
      header: '操作',
      className: 'grid-action',
      render: (b) => (
        <Button
          variant="outline-danger"
          size="sm"
          disabled={action.disabled}
          onClick={() => action.onDelete(b)}
          aria-label={`入札番号${b.bidNo}を削除`}
        >
          削除
        </Button>
      ),
    },
  ];
}
