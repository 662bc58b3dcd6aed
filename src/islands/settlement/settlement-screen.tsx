import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useForm } from '../hooks/use-form';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
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
import { CHECK_MODES } from '../hooks/lazy-rules';
import { plainResolver } from '../hooks/plain-rules';

const LIST_INSTANCE = 'GET /api/v1/settlements';

const resolver = plainResolver<SearchText>((text) => {
  const checked = validateSearch(text);
  return checked.ok ? {} : checked.errors;
});

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
  // Checked on 検索 only (the search's messages stay until the next 検索 or クリア).
  const form = useForm<SearchText>({
    ...CHECK_MODES,
    reValidateMode: 'onSubmit',
    defaultValues: defaultSearch(businessDate),
    resolver,
  });
  const { errors } = form.formState;
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
  const shown: SearchErrors = { from: errors.from?.message, to: errors.to?.message };
  placeFieldErrors(
    serverError?.errors ?? [],
    (path) => fieldOf(path) !== null,
    (path, message) => (shown[fieldOf(path)!] ||= message),
  );

  const search = form.handleSubmit((text) => {
    const checked = validateSearch(text);
    if (!checked.ok) return;
    setApplied(checked.range);
    setPage(1);
    setNonce((n) => n + 1);
  });

  return (
    <section className="settlement-screen" aria-label="精算書の検索と一覧">
      <Form noValidate onSubmit={(e) => void search(e)} className="settlement-search card card-body">
        <div className="settlement-search-fields">
          <Controller
            control={form.control}
            name="from"
            render={({ field }) => (
              <DateField
                id="settlement-from"
                label={SETTLEMENT_FROM_LABEL}
                value={field.value}
                onChange={field.onChange}
                today={businessDate}
                required
                error={shown.from}
              />
            )}
          />
          <span className="range-separator" aria-hidden="true">
            ～
          </span>
          <Controller
            control={form.control}
            name="to"
            render={({ field }) => (
              <DateField
                id="settlement-to"
                label={SETTLEMENT_TO_LABEL}
                value={field.value}
                onChange={field.onChange}
                today={businessDate}
                error={shown.to}
              />
            )}
          />
          <FilterActions busy={result.loading} onClear={() => form.reset(defaultSearch(businessDate))} />
        </div>
        <p className="form-text mb-0">
          発行日で検索します。日付は YYYY/MM/DD で入力するか、カレンダーから選択してください。
        </p>
      </Form>
      {pdf.error && (
        <Alert variant="warning" dismissible closeLabel="閉じる" onClose={pdf.clearError} className="mt-3" role="alert">
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
