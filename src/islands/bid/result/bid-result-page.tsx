import { useCallback, useState } from 'react';
import { BID_RESULT_SORT_KEYS } from '@/lib/domain/grid/sort-order';
import type { AuthSessionResponse } from '@/lib/schemas/auth';
import { getBidResultsCsv } from '../../api';
import { CsvDownload } from '../../account/csv/csv-download';
import { useGridSort } from '../../grid/use-grid-sort';
import { useUrlSort } from '../../grid/use-url-sort';
import { useSession } from '../../hooks/use-session';
import { FIRST_PAGE, type PageState } from '../shared/paging';
import { useCodes } from '../shared/use-codes';
import { searchOf, toResultQuery, type ResultFilterValues, type ResultQuery } from './filter-rules';
import { MarketSummaryCard } from './market-summary-card';
import { ResultFilters } from './result-filters';
import { ResultsTable } from './results-table';
import { useBidResults } from './use-bid-results';

interface Props {
  session: AuthSessionResponse | null;
  /** Filters from the query string (so a reload repeats the search), already checked by the page. */
  initial: ResultFilterValues;
  years: number[];
  /** From ?sort=, so a reload keeps the order the member chose (checked against the list's columns here). */
  initialSort?: string;
}

/** /bid/result: the member's contract results, and for each cleared auction its summary and curves. */
export default function BidResultPage({ session: initialSession, initial, years, initialSort }: Props) {
  useSession(initialSession);
  const codes = useCodes();
  const [query, setQuery] = useState<ResultQuery>(() => toResultQuery(initial));
  const [page, setPage] = useState<PageState>(FIRST_PAGE);
  const toFirstPage = useCallback(() => setPage((p) => ({ ...p, page: 1 })), []);
  const sorting = useGridSort(useUrlSort(initialSort, toFirstPage), BID_RESULT_SORT_KEYS);
  const results = useBidResults(query, page, sorting.querySort);
  const data = results.data;

  const search = (values: ResultFilterValues) => {
    const next = toResultQuery(values);
    setQuery(next);
    setPage(FIRST_PAGE);
    window.history.replaceState(window.history.state, '', searchOf(next, sorting.querySort));
  };

  return (
    <div className="bid-result">
      <ResultFilters initial={initial} years={years} codes={codes} busy={results.loading} onSearch={search} />
      {/* Not a named region: the grid's scroll region already carries the name 約定結果 (axe landmark-unique). */}
      <section className="bid-list-section">
        <h2 id="result-list-title" className="bid-section-title">
          約定結果
        </h2>
        <ResultsTable
          failure={results.failure}
          rows={data?.bidResultList ?? []}
          count={data?.count ?? data?.bidResultList.length ?? 0}
          loading={results.loading}
          page={page}
          onPage={setPage}
          sorting={sorting}
          actions={
            <CsvDownload
              idPrefix="bid-result"
              download={(encoding) => getBidResultsCsv({ ...query, encoding })}
              fallbackName="約定結果.csv"
            />
          }
        />
      </section>
      {data && data.marketSummaries.length > 0 && (
        <section aria-labelledby="result-markets-title">
          <h2 id="result-markets-title" className="bid-section-title">
            市場ごとの約定結果
          </h2>
          {data.marketSummaries.map((s) => (
            <MarketSummaryCard key={s.marketNo} summary={s} codes={codes} />
          ))}
        </section>
      )}
    </div>
  );
}
