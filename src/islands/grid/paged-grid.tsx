import type { ReactNode } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { groupDigits } from '../../lib/domain/money';
import { GridPager } from './grid-pager';
import type { GridColumn } from './grid-types';
import { SortableHeader } from './sortable-header';
import type { PageSize } from './paging';
import './paged-grid.scss';

const EMPTY_TEXT = '該当するデータがありません。';
const LOADING_TEXT = 'データを取得中です。';

interface Props<Row> {
  idPrefix: string;
  /** The table's accessible name. */
  caption: string;
  columns: GridColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  count: number;
  page: number;
  pageSize: PageSize;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PageSize) => void;
  loading?: boolean;
  /** Shown beside the row count, e.g. a total. */
  summary?: ReactNode;
  /** Buttons on the right of the summary line (CSV and the like). */
  actions?: ReactNode;
  /** Before the first search: nothing has been asked yet, so no "no data" either. */
  idle?: boolean;
  /** The rows could not be loaded: this is said instead, with no count or totals beside it. */
  failure?: string | null;
  /** The current sort (`balance`, `-balance`); with onSort, columns with a sortKey sort. */
  sort?: string;
  onSort?: (sortKey: string) => void;
}

/**
 * The paged table of every inquiry screen: count and summary, a spinner while fetching (alone until
 * the first answer), the empty message, and the pager. Data fetching stays with the caller (server paging or in-memory rows).
 */
export function PagedGrid<Row>(props: Props<Row>) {
  const { idPrefix, caption, columns, rows, rowKey, loading, actions, idle, failure } = props;
  // Before the first answer there is no count to show: a 0件 or a zero total would read as an empty
  // account, so only the loading state shows until the rows arrive.
  const waiting = loading && rows.length === 0 && !failure;
  const count = failure ? 0 : props.count;
  const summary = failure || waiting ? null : props.summary;
  const bodyRow = (content: ReactNode) => (
    <tr>
      <td colSpan={columns.length} className="grid-message">
        {content}
      </td>
    </tr>
  );
  let body: ReactNode;
  if (failure && !loading) {
    body = bodyRow(
      <span className="grid-failure" role="alert">
        {failure}
      </span>,
    );
  } else if (loading && rows.length === 0) {
    body = bodyRow(
      <>
        <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
        {LOADING_TEXT}
      </>,
    );
  } else if (idle) {
    body = bodyRow('検索条件を指定して検索してください。');
  } else if (rows.length === 0) {
    body = bodyRow(EMPTY_TEXT);
  } else {
    body = rows.map((row) => (
      <tr key={rowKey(row)}>
        {columns.map((c) => (
          <td key={c.key} className={c.className}>
            {c.render(row)}
          </td>
        ))}
      </tr>
    ));
  }
  return (
    <div className="paged-grid" aria-busy={loading ? true : undefined}>
      <div className="grid-summary">
        <div className="grid-summary-text" aria-live="polite">
          {failure && <span>件数 —</span>}
          {!failure && !waiting && (
            <span>
              件数 <strong>{groupDigits(count)}</strong>件
            </span>
          )}
          {summary}
          {loading && (
            <span className="grid-loading" role="status">
              <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
              {LOADING_TEXT}
            </span>
          )}
        </div>
        {actions && <div className="grid-actions">{actions}</div>}
      </div>
      {/* Wide tables scroll sideways; the scroller takes focus so keyboard users can scroll it too. */}
      <div className="table-responsive" tabIndex={0} role="region" aria-labelledby={`${idPrefix}-caption`}>
        <Table striped bordered hover size="sm" className={loading ? 'grid-table is-loading' : 'grid-table'}>
          <caption id={`${idPrefix}-caption`} className="visually-hidden">
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <SortableHeader key={c.key} column={c} sort={props.sort} onSort={props.onSort} />
              ))}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </Table>
      </div>
      {!failure && !waiting && (
        <GridPager
          idPrefix={idPrefix}
          count={count}
          page={props.page}
          pageSize={props.pageSize}
          disabled={loading}
          onPageChange={props.onPageChange}
          onPageSizeChange={props.onPageSizeChange}
        />
      )}
    </div>
  );
}
