import { useMemo } from 'react';
import { getAccountBalances, getAccountBalancesCsv, type PageParams } from '../../api';
import type { AuthSessionResponse } from '@/lib/schemas/auth';
import { PagedGrid } from '../../grid/paged-grid';
import { BALANCE_SORT_KEYS } from '@/lib/domain/grid/sort-order';
import { useSession } from '../../hooks/use-session';
import { CsvDownload } from '../csv/csv-download';
import type { Paging } from '../filters/filter-query';
import type { BalanceFilters, BalanceFilterValues } from '../filters/filter-schemas';
import { useSortedInquiry } from '../shared/use-sorted-inquiry';
import { codeNames, fiscalYearOptions, type AccountCodes } from '../shared/codes';
import { balanceColumns, balanceRowKey } from './balance-columns';
import { BalanceFilterForm } from './balance-filter-form';
import { formatKwh } from '../../ui/format';
import { balancePageOf, type BalancePage } from './balance-page';

interface Props {
  session: AuthSessionResponse | null;
  codes: AccountCodes;
  initial: BalanceFilterValues;
  /** The URL's conditions converted by the server for the first search, or null when they are not valid. */
  initialApplied: BalanceFilters | null;
  cleared: BalanceFilterValues;
  paging: Paging;
  /** The first page for the URL's conditions, read by the server for the page (absent: fetched here). */
  initialPage?: BalancePage;
}

async function fetchBalances(filters: BalanceFilters & { sort?: string }, page: PageParams, signal: AbortSignal) {
  return balancePageOf(await getAccountBalances({ ...filters, ...page }, { signal }));
}

/** 残高照会: conditions, the paged balance lines with count and total, and CSV. */
export default function BalanceInquiry(props: Props) {
  const { session, codes, initial, initialApplied, cleared, paging, initialPage } = props;
  const current = useSession(session);
  const names = useMemo(() => codeNames(codes), [codes]);
  const { search, result, applied, gridProps } = useSortedInquiry({
    initialApplied,
    initial,
    paging,
    sortKeys: BALANCE_SORT_KEYS,
    fetcher: fetchBalances,
    initialPage,
  });
  const totalExpired = result.extra?.totalExpired ?? 0;
  const columns = useMemo(() => balanceColumns(names, totalExpired > 0), [names, totalExpired]);
  return (
    <>
      <BalanceFilterForm
        codes={codes}
        years={fiscalYearOptions(current?.targetYearList ?? [])}
        initial={initial}
        initialValid={initialApplied !== null}
        cleared={cleared}
        busy={result.loading}
        onSearch={search.submit}
      />
      <PagedGrid
        idPrefix="balance-grid"
        caption="残高一覧"
        columns={columns}
        rowKey={balanceRowKey}
        {...gridProps}
        summary={
          <span>
            残高合計 <strong>{formatKwh(result.extra?.totalBalance ?? 0)}</strong> kWh
            {totalExpired > 0 && (
              <>
                {' '}
                ／ 失効合計 <strong>{formatKwh(totalExpired)}</strong> kWh
              </>
            )}
          </span>
        }
        actions={
          <CsvDownload
            idPrefix="balance"
            disabled={applied === null}
            download={(encoding) => getAccountBalancesCsv({ ...applied!, encoding })}
            fallbackName="残高照会.csv"
          />
        }
      />
    </>
  );
}
