import { useMemo } from 'react';
import { getAccountHistories, getAccountHistoriesCsv, type PageParams } from '../../api';
import type { AuthSessionResponse } from '@/lib/schemas/auth';
import { PagedGrid } from '../../grid/paged-grid';
import { usePagedFetch } from '../../grid/use-paged-fetch';
import { useGridSort } from '../../grid/use-grid-sort';
import { HISTORY_SORT_KEYS, type HistorySortKey, type SortOrder } from '@/lib/domain/grid/sort-order';

/** The history's own order: newest first. */
const NEWEST_FIRST: SortOrder<HistorySortKey> = { key: 'dateTime', descending: true };
import { useSession } from '../../hooks/use-session';
import { CsvDownload } from '../csv/csv-download';
import type { Paging } from '../filters/filter-query';
import type { HistoryFilters, HistoryFilterValues } from '../filters/filter-schemas';
import { isoDates } from '../filters/filter-query';
import { useClampedPage, useFilterSearch } from '../filters/use-filter-search';
import { codeNames, fiscalYearOptions, type AccountCodes } from '../shared/codes';
import { historyColumns, historyRowKey } from './history-columns';
import { HistoryFilterForm } from './history-filter-form';

interface Props {
  session: AuthSessionResponse | null;
  codes: AccountCodes;
  initial: HistoryFilterValues;
  /** The URL's conditions converted by the server for the first search, or null when they are not valid. */
  initialApplied: HistoryFilters | null;
  cleared: HistoryFilterValues;
  paging: Paging;
}

async function fetchHistories(filters: HistoryFilters & { sort?: string }, page: PageParams, signal: AbortSignal) {
  const answer = await getAccountHistories({ ...filters, ...page }, { signal });
  return { rows: answer.accountHistoryList, count: answer.count ?? answer.accountHistoryList.length };
}

/** 履歴照会: conditions with a period, the paged postings (newest first) and CSV. */
export default function HistoryInquiry({ session, codes, initial, initialApplied, cleared, paging }: Props) {
  const current = useSession(session);
  const columns = useMemo(() => historyColumns(codeNames(codes)), [codes]);
  const search = useFilterSearch(initialApplied, initial, paging, isoDates);
  const sorting = useGridSort(search, HISTORY_SORT_KEYS, NEWEST_FIRST);
  const query = useMemo(
    () => (search.applied ? { ...search.applied, sort: sorting.querySort } : null),
    [search.applied, sorting.querySort],
  );
  const result = usePagedFetch(query, search.page, search.size, fetchHistories, search.nonce);
  useClampedPage(search, result);
  const applied = search.applied;

  return (
    <>
      <HistoryFilterForm
        codes={codes}
        years={fiscalYearOptions(current?.targetYearList ?? [])}
        initial={initial}
        initialValid={initialApplied !== null}
        cleared={cleared}
        businessDate={current?.businessDate}
        busy={result.loading}
        onSearch={search.submit}
      />
      <PagedGrid
        idPrefix="history-grid"
        caption="履歴一覧"
        columns={columns}
        rows={result.rows}
        rowKey={historyRowKey}
        count={result.count}
        page={search.page}
        pageSize={search.size}
        onPageChange={search.setPage}
        onPageSizeChange={search.setSize}
        sort={sorting.sort}
        onSort={sorting.onSort}
        loading={result.loading}
        failure={result.failure}
        idle={applied === null}
        actions={
          <CsvDownload
            idPrefix="history"
            disabled={applied === null}
            download={(encoding) => getAccountHistoriesCsv({ ...applied!, encoding })}
            fallbackName="履歴照会.csv"
          />
        }
      />
    </>
  );
}
