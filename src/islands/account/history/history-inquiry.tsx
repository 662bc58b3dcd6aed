import { useMemo } from 'react';
import { getAccountHistories, getAccountHistoriesCsv, type PageParams } from '../../api';
import type { AuthSessionResponse } from '@/lib/schemas/auth';
import { PagedGrid } from '../../grid/paged-grid';
import { HISTORY_SORT_KEYS, type HistorySortKey, type SortOrder } from '@/lib/domain/grid/sort-order';
import { useSession } from '../../hooks/use-session';
import { CsvDownload } from '../csv/csv-download';
import type { Paging } from '../filters/filter-query';
import type { HistoryFilters, HistoryFilterValues } from '../filters/filter-schemas';
import { isoDates } from '../filters/filter-query';
import { useSortedInquiry } from '../shared/use-sorted-inquiry';
import { codeNames, fiscalYearOptions, type AccountCodes } from '../shared/codes';
import { historyColumns, historyRowKey } from './history-columns';
import { HistoryFilterForm } from './history-filter-form';

/** The history's own order: newest first. */
const NEWEST_FIRST: SortOrder<HistorySortKey> = { key: 'dateTime', descending: true };

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
  const { search, result, applied, gridProps } = useSortedInquiry({
    initialApplied,
    initial,
    paging,
    sortKeys: HISTORY_SORT_KEYS,
    naturalSort: NEWEST_FIRST,
    fetcher: fetchHistories,
    toUrl: isoDates,
  });

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
        rowKey={historyRowKey}
        {...gridProps}
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
