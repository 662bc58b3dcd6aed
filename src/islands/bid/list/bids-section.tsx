import Button from 'react-bootstrap/Button';
import type { CodesResponse } from '@/lib/schemas/codes';
import type { GridSorting } from '../../grid/grid-types';
import { PagedGrid } from '../../grid/paged-grid';
import { CsvDownloadLink } from '../../account/csv/csv-download-link';
import type { PageState } from '../shared/paging';
import type { BidListItem } from '../shared/types';
import { bidColumns } from './bid-columns';
import { AFTER_DELETE_FOCUS } from './delete-dialog';

interface Props {
  /** The product whose bids these are (the CSV's filter). */
  productCd: number;
  bids: BidListItem[];
  count: number;
  codes: CodesResponse | null;
  loading: boolean;
  page: PageState;
  onPage: (page: PageState) => void;
  /** 単価 and 入札量 sort the bids on the server. */
  sorting: GridSorting;
  /** The member takes part in the market: the change controls show. */
  canChange: boolean;
  /** The auction accepts changes now; after the deadline the controls stay, disabled. */
  enabled: boolean;
  onDelete: (bid: BidListItem) => void;
  onDeleteAll: () => void;
}

/** The member's bids in the auction, with 全件削除 and the CSV beside the count. */
export function BidsSection(props: Props) {
  const { productCd, bids, count, codes, loading, page, onPage, sorting, canChange, enabled } = props;
  const actions = (
    <>
      {canChange && (
        <Button
          variant="outline-danger"
          size="sm"
          onClick={props.onDeleteAll}
          disabled={!enabled || count === 0 || loading}
        >
          全件削除
        </Button>
      )}
      <CsvDownloadLink idPrefix="bid-list" path="/api/v1/bids/csv" params={{ productCd }} />
    </>
  );
  return (
    <div className="bid-list-section">
      <h2 className="bid-section-title" id={AFTER_DELETE_FOCUS} tabIndex={-1}>
        入札一覧
      </h2>
      <PagedGrid
        idPrefix="bid-list"
        caption="登録済みの入札"
        columns={bidColumns(codes, canChange ? { onDelete: props.onDelete, disabled: !enabled } : null)}
        rows={bids}
        rowKey={(b) => String(b.bidNo)}
        count={count}
        page={page.page}
        pageSize={page.size}
        onPageChange={(p) => onPage({ ...page, page: p })}
        onPageSizeChange={(size) => onPage({ page: 1, size })}
        sort={sorting.sort}
        onSort={sorting.onSort}
        loading={loading}
        actions={actions}
      />
    </div>
  );
}
