import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Form } from '../ui/bootstrap';
import { getSettlements, getSettlementsCsv, type PageParams } from '../api';
import { CsvDownload } from '../account/csv/csv-download';
import type { AuthSessionResponse } from '../../lib/schemas/auth';
import { SETTLEMENT_FROM_LABEL, SETTLEMENT_TO_LABEL } from '../../lib/schemas/settlement-texts';
import { PagedGrid } from '../grid/paged-grid';
import { DEFAULT_PAGE_SIZE, type PageSize } from '../grid/paging';
import { usePagedFetch } from '../grid/use-paged-fetch';
import { useApiError } from '../hooks/use-api-error';
import { useSession } from '../hooks/use-session';
import { FilterActions } from '../account/filters/filter-actions';
import { DateField } from '../ui/date-field';
import {
  defaultSearch,
  fieldOf,
  validateSearch,
  type SearchErrors,
  type SearchRange,
  type SearchText,
} from './search-form';
import { settlementColumns, settlementRowKey } from './settlement-columns';
import { usePdfDownload } from './use-pdf-download';
import './settlement.scss';
import { placeFieldErrors } from '../hooks/field-errors';

const LIST_INSTANCE = 'GET /api/v1/settlements';

interface Props {
  session: AuthSessionResponse | null;
  /** The business date when the session carries none (never expected for a signed-in member). */
  fallbackDate: string;
}

async function fetchSettlements(range: SearchRange, page: PageParams, signal: AbortSignal) {
  const answer = await getSettlements({ ...range, ...page }, { signal });
  return { rows: answer.settlementList, count: answer.count ?? answer.settlementList.length };
}

/** 精算書管理: search by issue date, page through the member's statements, download each PDF. */
export default function SettlementScreen({ session, fallbackDate }: Props) {
  const businessDate = useSession(session)?.businessDate ?? fallbackDate;
  const [text, setText] = useState<SearchText>(() => defaultSearch(businessDate));
  const [errors, setErrors] = useState<SearchErrors>({});
  // The screen opens already searching this fiscal year's statements.
  const [applied, setApplied] = useState<SearchRange | null>(() => {
    const checked = validateSearch(defaultSearch(businessDate));
    return checked.ok ? checked.range : null;
  });
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const [nonce, setNonce] = useState(0);
  const result = usePagedFetch(applied, page, size, fetchSettlements, nonce);
  const pdf = usePdfDownload();
  const columns = useMemo(
    () => settlementColumns({ downloading: pdf.downloading, onDownload: (no) => void pdf.download(no) }),
    [pdf.downloading, pdf.download],
  );

  // A 422 the server still found (the same rules are checked here first) lands on its field.
  const serverError = useApiError(LIST_INSTANCE);
  const shown: SearchErrors = { ...errors };
  placeFieldErrors(
    serverError?.errors ?? [],
    (path) => fieldOf(path) !== null,
    (path, message) => (shown[fieldOf(path)!] ||= message),
  );

  const search = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateSearch(text);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    setApplied(checked.range);
    setPage(1);
    setNonce((n) => n + 1);
  };
  const setField = (field: keyof SearchText) => (value: string) => setText((t) => ({ ...t, [field]: value }));

  return (
    <section className="settlement-screen" aria-label="精算書の検索と一覧">
      <Form noValidate onSubmit={search} className="settlement-search card card-body">
        <div className="settlement-search-fields">
          <DateField
            id="settlement-from"
            label={SETTLEMENT_FROM_LABEL}
            value={text.from}
            onChange={setField('from')}
            today={businessDate}
            required
            error={shown.from}
          />
          <span className="range-separator" aria-hidden="true">
            ～
          </span>
          <DateField
            id="settlement-to"
            label={SETTLEMENT_TO_LABEL}
            value={text.to}
            onChange={setField('to')}
            today={businessDate}
            error={shown.to}
          />
          <FilterActions
            busy={result.loading}
            onClear={() => {
              setText(defaultSearch(businessDate));
              setErrors({});
            }}
          />
        </div>
        <p className="form-text mb-0">
          発行日で検索します。日付は YYYY/MM/DD で入力するか、カレンダーから選択してください。
        </p>
      </Form>
      {pdf.error && (
        <Alert variant="warning" dismissible onClose={pdf.clearError} className="mt-3" role="alert">
          {pdf.error}
        </Alert>
      )}
      <PagedGrid
        idPrefix="settlement-grid"
        caption="精算書一覧"
        columns={columns}
        rows={result.rows}
        rowKey={settlementRowKey}
        count={result.count}
        page={page}
        pageSize={size}
        onPageChange={setPage}
        onPageSizeChange={(s) => {
          setSize(s);
          setPage(1);
        }}
        loading={result.loading}
        failure={result.failure}
        idle={applied === null}
        actions={
          <CsvDownload
            idPrefix="settlement"
            disabled={applied === null}
            download={(encoding) => getSettlementsCsv({ ...applied!, encoding })}
            fallbackName="精算書一覧.csv"
          />
        }
      />
    </section>
  );
}
