import type { ReactNode } from 'react';

export interface GridColumn<Row> {
  key: string;
  header: ReactNode;
  /** Cell class: 'num' right-aligns numbers with tabular digits (theme.scss). */
  className?: string;
  render: (row: Row) => ReactNode;
  /** The list's sort key when a trader may sort by this column (server-side, kept in the URL). */
  sortKey?: string;
}

/** A server-sorted grid's order as its headers show it (`-unitPrice`) and the header press (useGridSort). */
export interface GridSorting {
  sort?: string;
  onSort: (sortKey: string) => void;
}
