import { getNfcs, getNfcsCsv, type PageParams } from '../../api';
import { CsvDownload } from '../csv/csv-download';
import type { AuthSessionResponse } from '@/lib/schemas/auth';
import { PagedGrid } from '../../grid/paged-grid';
import { usePagedFetch } from '../../grid/use-paged-fetch';
import { useSession } from '../../hooks/use-session';
import type { Paging } from '../filters/filter-query';
import type { NfcFilters, NfcFilterValues } from '../filters/filter-schemas';
import { isoDates } from '../filters/filter-query';
import { useClampedPage, useFilterSearch } from '../filters/use-filter-search';
import { fiscalYearOptions, type AccountCodes } from '../shared/codes';
import { displayDates, fiscalYearDates } from '../shared/fiscal-year';
import { NfcFilterForm } from './nfc-filter-form';
import { nfcColumns, nfcRowKey } from './nfc-columns';

interface Props {
  session: AuthSessionResponse | null;
  codes: AccountCodes;
  initial: NfcFilterValues;
  /** The URL's conditions converted by the server for the first search, or null when they are not valid. */
  initialApplied: NfcFilters | null;
  cleared: NfcFilterValues;
  paging: Paging;
}

/** 報告用資料 of the searched year: every certificate of the year, for one consumer or all. */
function reportPackHref(fiscalYear: number | string): string {
  return `/account/nfc/report?${new URLSearchParams({ fiscalYear: String(fiscalYear) })}`;
}

async function fetchNfcs(filters: NfcFilters, page: PageParams, signal: AbortSignal) {
  const answer = await getNfcs({ ...filters, ...page }, { signal });
  return { rows: answer.nfcList, count: answer.count ?? answer.nfcList.length };
}

/** 証書一覧: the member's certificates by issue date, with tracking links and PDFs. */
export default function NfcListInquiry({ session, codes, initial, initialApplied, cleared, paging }: Props) {
  const current = useSession(session);
  const search = useFilterSearch(initialApplied, initial, paging, isoDates);
  const result = usePagedFetch(search.applied, search.page, search.size, fetchNfcs, search.nonce);
  useClampedPage(search, result);

  return (
    <>
      <NfcFilterForm
        codes={codes}
        years={fiscalYearOptions(current?.targetYearList ?? [])}
        initial={initial}
        initialValid={initialApplied !== null}
        cleared={cleared}
        businessDate={current?.businessDate}
        yearDates={(year) => displayDates(fiscalYearDates(current ?? { businessDate: '', targetYearList: [] }, year))}
        busy={result.loading}
        onSearch={search.submit}
      />
      <PagedGrid
        idPrefix="nfc-grid"
        caption="証書一覧"
        columns={nfcColumns}
        rows={result.rows}
        rowKey={nfcRowKey}
        count={result.count}
        page={search.page}
        pageSize={search.size}
        onPageChange={search.setPage}
        onPageSizeChange={search.setSize}
        loading={result.loading}
        failure={result.failure}
        idle={search.applied === null}
        actions={
          <>
            <CsvDownload
              idPrefix="nfc"
              disabled={search.applied === null}
              download={(encoding) => getNfcsCsv({ ...search.applied!, encoding })}
              fallbackName="証書一覧.csv"
            />
            <a href={reportPackHref(search.applied?.fiscalYear ?? initial.fiscalYear)} className="ms-3">
              報告用資料（温対法・RE100）
            </a>
          </>
        }
      />
    </>
  );
}
