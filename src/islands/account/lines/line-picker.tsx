import { useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import type { GridColumn } from '../../grid/grid-types';
import { PagedGrid } from '../../grid/paged-grid';
import { pageSlice, type PageSize } from '../../grid/paging';
import type { CodeNames } from '../shared/codes';
import type { CandidateLine } from './line-values';
import { WORDS, withUnitText } from '@/lib/glossary';
import { formatKwh } from '../../ui/format';

interface Props {
  idPrefix: string;
  candidates: CandidateLine[];
  loading: boolean;
  /** The lines could not be loaded: said in place of them. */
  failure?: string | null;
  selected: ReadonlySet<string>;
  onToggle: (line: CandidateLine, checked: boolean) => void;
  names: CodeNames;
}

/** The member's own lines with a checkbox each; a filter by id or name, paged in the browser. */
export function LinePicker({ idPrefix, candidates, loading, failure, selected, onToggle, names }: Props) {
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<PageSize>(10);
  const shown = useMemo(() => {
    const f = filter.trim().toLowerCase();
    return f
      ? candidates.filter((c) => c.equipmentId.toLowerCase().includes(f) || c.equipmentName.toLowerCase().includes(f))
      : candidates;
  }, [candidates, filter]);

  const columns: GridColumn<CandidateLine>[] = [
    {
      key: 'pick',
      header: '選択',
      className: 'text-center',
      render: (c) => (
        <Form.Check
          type="checkbox"
          id={`${idPrefix}-pick-${c.key}`}
          aria-label={`${c.equipmentId}（${names.holdingClass(c.holdingClassCd)}）を選択`}
          checked={selected.has(c.key)}
          onChange={(e) => onToggle(c, e.currentTarget.checked)}
        />
      ),
    },
    { key: 'id', header: '設備ID', render: (c) => c.equipmentId },
    { key: 'name', header: '設備名', className: 'grid-wrap', render: (c) => c.equipmentName },
    { key: 'reType', header: WORDS.reType, render: (c) => names.reType(c.reTypeCd) },
    { key: 'pref', header: '都道府県', render: (c) => names.prefecture(c.prefectureCd) },
    { key: 'class', header: '保有区分', render: (c) => names.holdingClass(c.holdingClassCd) },
    {
      key: 'available',
      header: withUnitText('available', 'kWh'),
      className: 'num',
      render: (c) => formatKwh(c.availableVolume),
    },
  ];

  return (
    <div className="line-picker">
      <div className="picker-toolbar">
        <Form.Group controlId={`${idPrefix}-filter`}>
          <Form.Label className="mb-1">設備ID・設備名で絞り込み</Form.Label>
          <Form.Control
            type="search"
            value={filter}
            autoComplete="off"
            onChange={(e) => {
              setFilter(e.currentTarget.value);
              setPage(1);
            }}
            // Enter here narrows the list; it must not submit the whole form.
            onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
          />
        </Form.Group>
        <span>
          選択中 <strong>{selected.size}</strong>件
        </span>
      </div>
      <PagedGrid
        idPrefix={`${idPrefix}-grid`}
        caption="保有明細"
        columns={columns}
        rows={pageSlice(shown, page, size)}
        rowKey={(c) => c.key}
        count={shown.length}
        page={page}
        pageSize={size}
        onPageChange={setPage}
        onPageSizeChange={(s) => {
          setSize(s);
          setPage(1);
        }}
        loading={loading}
        failure={failure}
      />
    </div>
  );
}
