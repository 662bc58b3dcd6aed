import type { GridColumn } from './grid-types';

interface Props<Row> {
  column: GridColumn<Row>;
  sort?: string;
  onSort?: (sortKey: string) => void;
}

/**
 * A column header; when the column sorts, a button in it (keyboard-usable) with aria-sort on the
 * header cell saying which way the list is sorted by it.
 */
export function SortableHeader<Row>({ column, sort, onSort }: Props<Row>) {
  const { sortKey } = column;
  if (!sortKey || !onSort)
    return (
      <th scope="col" className={column.className}>
        {column.header}
      </th>
    );
  const direction = sort === sortKey ? 'ascending' : sort === `-${sortKey}` ? 'descending' : 'none';
  return (
    <th scope="col" className={column.className} aria-sort={direction}>
      <button type="button" className="grid-sort" onClick={() => onSort(sortKey)}>
        {column.header}
        <span className={`grid-sort-mark is-${direction}`} aria-hidden="true">
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}
