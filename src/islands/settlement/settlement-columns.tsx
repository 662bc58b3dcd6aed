import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { SettlementListItem } from '../../lib/schemas/settlements';
import type { GridColumn } from '../grid/grid-types';
import { settlementDirectionName } from '../../lib/domain/settlement/direction-name';
import { formatDate, formatYen } from '../ui/format';

interface PdfState {
  /** Statement numbers whose PDF is being fetched. */
  downloading: ReadonlySet<string>;
  onDownload: (statementNo: string) => void;
}

function PdfButton({
  statementNo,
  busy,
  onDownload,
}: {
  statementNo: string;
  busy: boolean;
  onDownload: (no: string) => void;
}) {
  return (
    <Button
      variant="outline-primary"
      size="sm"
      className="pdf-button"
      aria-label={`精算書 ${statementNo} のPDFをダウンロード`}
      aria-busy={busy}
      disabled={busy}
      onClick={() => onDownload(statementNo)}
    >
      {busy ? <Spinner animation="border" size="sm" aria-hidden="true" /> : 'PDF'}
    </Button>
  );
}

/** Columns of the 精算書 grid: amounts in whole yen, grouped, counted in the row's direction. */
export function settlementColumns({ downloading, onDownload }: PdfState): GridColumn<SettlementListItem>[] {
  return [
    { key: 'statementNo', header: '精算書番号', className: 'statement-no', render: (r) => r.statementNo },
    { key: 'marketNo', header: '市場番号', render: (r) => r.marketNo },
    { key: 'product', header: '商品', render: (r) => r.productName },
    { key: 'issueDate', header: '発行日', render: (r) => formatDate(r.issueDate) },
    { key: 'dueDate', header: '支払期日', render: (r) => formatDate(r.dueDate) },
    {
      key: 'direction',
      header: '区分',
      render: (r) => (
        <span className={`direction direction-${r.direction}`}>{settlementDirectionName(r.direction)}</span>
      ),
    },
    { key: 'subtotal', header: '小計(円)', className: 'num', render: (r) => formatYen(r.subtotal) },
    { key: 'tax', header: '消費税(円)', className: 'num', render: (r) => formatYen(r.tax) },
    { key: 'total', header: '合計(円)', className: 'num fw-bold', render: (r) => formatYen(r.total) },
    {
      key: 'pdf',
      header: 'PDF',
      className: 'grid-action',
      render: (r) => (
        <PdfButton statementNo={r.statementNo} busy={downloading.has(r.statementNo)} onDownload={onDownload} />
      ),
    },
  ];
}

export const settlementRowKey = (r: SettlementListItem) => r.statementNo;
