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
