import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { groupDigits } from '../../lib/domain/money';
import { PAGE_SIZES, pageCount, pageSizeLabel, parsePageSize, shownRange, type PageSize } from './paging';

interface Props {
  idPrefix: string;
  count: number;
  page: number;
  pageSize: PageSize;
  disabled?: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PageSize) => void;
}

/** Rows per page and page buttons; every control is a real button or select for the keyboard. */
export function GridPager({ idPrefix, count, page, pageSize, disabled, onPageChange, onPageSizeChange }: Props) {
  const last = pageCount(count, pageSize);
  const { from, to } = shownRange(page, pageSize, count);
  const nav = (label: string, target: number, text: string, off: boolean) => (
    <Button
      variant="outline-secondary"
      size="sm"
      aria-label={label}
      title={label}
      disabled={disabled || off}
      onClick={() => onPageChange(target)}
    >
      {text}
    </Button>
  );
  return (
    <div className="grid-pager">
      <Form.Group controlId={`${idPrefix}-page-size`} className="grid-page-size">
        <Form.Label className="mb-0">表示件数</Form.Label>
        <Form.Select
          size="sm"
          value={String(pageSize)}
          disabled={disabled}
          onChange={(e) => onPageSizeChange(parsePageSize(e.currentTarget.value))}
        >
          {PAGE_SIZES.map((s) => (
            <option key={s} value={String(s)}>
              {pageSizeLabel(s)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <span className="grid-range" aria-live="polite">
        {groupDigits(from)}–{groupDigits(to)}件 / 全{groupDigits(count)}件
      </span>
      <div className="grid-page-buttons" role="group" aria-label="ページ移動">
        {nav('最初のページ', 1, '«', page <= 1)}
        {nav('前のページ', page - 1, '‹', page <= 1)}
        <span className="grid-page-number">
          {page} / {last}
        </span>
        {nav('次のページ', page + 1, '›', page >= last)}
        {nav('最後のページ', last, '»', page >= last)}
      </div>
    </div>
  );
}
