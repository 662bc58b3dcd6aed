import Form from 'react-bootstrap/Form';
import type { CodesResponse } from '@/lib/schemas/codes';
import type { GridColumn } from '../../grid/grid-types';
import { PagedGrid } from '../../grid/paged-grid';
import { withUnit } from '../shared/column-header';
import type { PageState } from '../shared/paging';
import type { HoldingLine } from '../shared/types';
import { WORDS } from '@/lib/glossary';
import { formatKwh } from '../../ui/format';

interface Props {
  lines: HoldingLine[];
  count: number;
  codes: CodesResponse | null;
  loading: boolean;
  /** The lines could not be loaded: said in place of them. */
  failure: string | null;
  page: PageState;
  onPage: (page: PageState) => void;
  /** The chosen line's facility id ('' for none). */
  selectedId: string;
  /** The first radio's ref: where an invalid submit puts the focus when no line is chosen. */
  firstRadioRef: (element: HTMLInputElement | null) => void;
  onSelect: (line: HoldingLine) => void;
}

/** The authorized lines to sell from, one chosen by its radio button (lines with nothing free are disabled). */
export function HoldingLinesTable(props: Props) {
  const { lines, count, codes, loading, failure, page, onPage, selectedId, firstRadioRef, onSelect } = props;
  const reType = (cd: number) => codes?.reTypeList.find((t) => t.reTypeCd === cd)?.reTypeName ?? String(cd);
  const prefecture = (cd: string) =>
    codes?.municipalityInfo.prefectureList.find((p) => p.prefectureCd === cd)?.prefectureName ?? cd;
  const columns: GridColumn<HoldingLine>[] = [
    {
      key: 'pick',
      header: '選択',
      render: (line) => (
        <Form.Check
          type="radio"
          id={`sell-line-${line.equipmentId}`}
          name="equipmentId"
          value={line.equipmentId}
          checked={line.equipmentId === selectedId}
          disabled={line.availableVolume <= 0}
          aria-label={`設備ID ${line.equipmentId}を選択`}
          ref={line === lines[0] ? firstRadioRef : undefined}
          onChange={() => onSelect(line)}
        />
      ),
    },
    { key: 'id', header: '設備ID', render: (l) => l.equipmentId },
    { key: 'name', header: '設備名', className: 'grid-wrap', render: (l) => l.equipmentName },
    { key: 'reType', header: WORDS.reType, render: (l) => reType(l.reTypeCd) },
    { key: 'pref', header: '都道府県', render: (l) => prefecture(l.prefectureCd) },
    { key: 'balance', header: withUnit(WORDS.balance, 'kWh'), className: 'num', render: (l) => formatKwh(l.balance) },
    {
      key: 'reserved',
      header: withUnit(WORDS.reserved, 'kWh'),
      className: 'num',
      render: (l) => formatKwh(l.reservedVolume),
    },
    {
      key: 'available',
      header: withUnit(WORDS.biddable, 'kWh'),
      className: 'num',
      render: (l) => formatKwh(l.availableVolume),
    },
  ];
  return (
    <PagedGrid
      idPrefix="sell-lines"
      caption="売り入札できる認定設備"
      columns={columns}
      rows={lines}
      rowKey={(l) => l.equipmentId}
      count={count}
      page={page.page}
      pageSize={page.size}
      onPageChange={(p) => onPage({ ...page, page: p })}
      onPageSizeChange={(size) => onPage({ page: 1, size })}
      loading={loading}
      failure={failure}
    />
  );
}
