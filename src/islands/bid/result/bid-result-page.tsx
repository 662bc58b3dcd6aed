import { useState } from 'react';
import type { AuthSessionResponse } from '../../../lib/schemas/auth';
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
}

/** /bid/result: the member's contract results, and for each cleared auction its summary and curves. */
export default function BidResultPage({ session: initialSession, initial, years }: Props) {
  useSession(initialSession);
  const codes = useCodes();
  const [query, setQuery] = useState<ResultQuery>(() => toResultQuery(initial));
  const [page, setPage] = useState<PageState>(FIRST_PAGE);
  const results = useBidResults(query, page);
  const data = results.data;

  const search = (values: ResultFilterValues) => {
    const next = toResultQuery(values);
    setQuery(next);
    setPage(FIRST_PAGE);
    window.history.replaceState(window.history.state, '', searchOf(next));
  };

  return (
    <div className="bid-result">
      <ResultFilters initial={initial} years={years} codes={codes} busy={results.loading} onSearch={search} />
      <section className="bid-list-section" aria-labelledby="result-list-title">
        <h2 id="result-list-title" className="bid-section-title">
          約定結果
        </h2>
        {results.failed && <p className="text-body-secondary">約定結果を取得できませんでした。</p>}
        <ResultsTable
          rows={data?.bidResultList ?? []}
          count={data?.count ?? data?.bidResultList.length ?? 0}
          loading={results.loading}
          page={page}
          onPage={setPage}
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
