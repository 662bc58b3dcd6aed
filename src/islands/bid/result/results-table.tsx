import type { ReactNode } from 'react';
import type { GridColumn, GridSorting } from '../../grid/grid-types';
import { PagedGrid } from '../../grid/paged-grid';
import { withUnit } from '../shared/column-header';
import { bidTypeName } from '../shared/labels';
import type { PageState } from '../shared/paging';
import type { BidResultItem } from '../shared/types';
import { StatusBadge } from './status-badge';
import { formatKwh, formatPrice, formatYen } from '../../ui/format';

const COLUMNS: GridColumn<BidResultItem>[] = [
  { key: 'marketNo', header: '市場番号', className: 'num', render: (r) => r.marketNo },
  { key: 'round', header: '開催回', render: (r) => `第${r.roundNo}回` },
  { key: 'bidNo', header: '入札番号', className: 'num', render: (r) => r.bidNo },
  { key: 'type', header: '売買区分', render: (r) => bidTypeName(r.bidTypeCd) },
  {
    key: 'bidPrice',
    header: withUnit('入札単価', '円/kWh'),
    className: 'num',
    sortKey: 'bidPrice',
    render: (r) => formatPrice(r.bidPrice),
  },
  {
    key: 'bidVolume',
    header: withUnit('入札量', 'kWh'),
    className: 'num',
    sortKey: 'bidVolume',
    render: (r) => formatKwh(r.bidVolume),
  },
  {
    key: 'price',
    header: withUnit('約定単価', '円/kWh'),
    className: 'num',
    sortKey: 'contractPrice',
    render: (r) => formatPrice(r.contractPrice),
  },
  {
    key: 'volume',
    header: withUnit('約定量', 'kWh'),
    className: 'num',
    sortKey: 'contractVolume',
    render: (r) => formatKwh(r.contractVolume),
  },
  { key: 'amount', header: withUnit('約定金額', '円'), className: 'num', render: (r) => formatYen(r.amount) },
  { key: 'status', header: '状態', render: (r) => <StatusBadge status={r.status} /> },
];

interface Props {
  rows: BidResultItem[];
  count: number;
  loading: boolean;
  /** The results could not be loaded: said in place of the rows. */
  failure: string | null;
  page: PageState;
  onPage: (page: PageState) => void;
  /** Bid and contract price and volume sort on the server. */
  sorting: GridSorting;
  /** The grid's toolbar (the CSV of the search). */
  actions?: ReactNode;
}

/** The member's bids in the cleared auctions of the search, with what each one contracted. */
export function ResultsTable({ rows, count, loading, failure, page, onPage, sorting, actions }: Props) {
  return (
    <PagedGrid
      idPrefix="bid-result"
      caption="約定結果"
      columns={COLUMNS}
      rows={rows}
      rowKey={(r) => `${r.marketNo}-${r.bidTypeCd}-${r.bidNo}`}
      count={count}
      page={page.page}
      pageSize={page.size}
      onPageChange={(p) => onPage({ ...page, page: p })}
      onPageSizeChange={(size) => onPage({ page: 1, size })}
      sort={sorting.sort}
      onSort={sorting.onSort}
      loading={loading}
      failure={failure}
      actions={actions}
    />
  );
}
