import type { AuthSessionResponse } from '../../lib/schemas/auth';
import { oneOf, readFilters, readPaging } from '../../islands/account/filters/filter-query';
import {
  appliedFilters,
  balanceFilterForm,
  historyFilterForm,
  nfcFilterForm,
  toBalanceFilters,
  toHistoryFilters,
  toNfcFilters,
  type BalanceFilters,
  type BalanceFilterValues,
  type HistoryFilterValues,
  type NfcFilterValues,
} from '../../islands/account/filters/filter-schemas';
import { HOLDING_CLASS_OPTIONS, NFC_TYPE_OPTIONS, type AccountCodes } from '../../islands/account/shared/codes';
import { displayDates, fiscalYearDates } from '../../islands/account/shared/fiscal-year';
import { mapDates, toDisplayDate } from '../../islands/ui/date-text';
import { accountDefaults } from './account-defaults';
import { deepFreeze } from '../../lib/server/render/deep-freeze';
import { loadAccountCodes } from './account-codes';

/*
 * Inquiry pages read their conditions from the URL on the server, so the first HTML already shows
 * them and the island searches them at once (converted here: the browser loads the rules only when
 * the member searches). Select values that are not among the options fall
 * back to the default (required ones) or to すべて (optional ones).
 */
const values = (list: readonly { value: string }[]) => list.map((o) => o.value);

function sanitizeBalance<T extends BalanceFilterValues>(
  v: T,
  cleared: T,
  codes: AccountCodes,
  session: AuthSessionResponse,
): T {
  return {
    ...v,
    fiscalYear: oneOf(
      v.fiscalYear,
      session.targetYearList.map((y) => String(y.targetYear)),
      cleared.fiscalYear,
    ),
    productCd: oneOf(
      v.productCd,
      codes.products.map((p) => String(p.productCd)),
      cleared.productCd,
    ),
    holdingClassCd: oneOf(v.holdingClassCd, ['', ...values(HOLDING_CLASS_OPTIONS)], ''),
    reType: oneOf(v.reType, ['', ...codes.reTypes.map((r) => String(r.reTypeCd))], ''),
    prefectureCd: oneOf(v.prefectureCd, ['', ...codes.prefectures.map((p) => p.prefectureCd)], ''),
  };
}

export async function balancePageProps(url: URL, session: AuthSessionResponse) {
  const codes = await loadAccountCodes();
  const cleared: BalanceFilterValues = {
    ...accountDefaults(session),
    holdingClassCd: '',
    reType: '',
    prefectureCd: '',
    equipmentId: '',
  };
  const initial = sanitizeBalance(readFilters(url.searchParams, cleared), cleared, codes, session);
  return { codes, cleared, initial, initialApplied: appliedBalance(initial), paging: readPaging(url.searchParams) };
}

/** Distinct conditions whose first search is kept (the oldest dropped first). */
const MAX_KEPT_CONDITIONS = 256;
const keptBalanceSearches = new Map<string, BalanceFilters | null>();

/**
 * The balance page's first search for its conditions. The form rules are fixed (no clock, no
 * database), so the answer is kept per distinct conditions instead of running zod on every page
 * (work done before every signed-in request adds to each page's time); it is frozen, since every page with those conditions shares it.
 */
function appliedBalance(initial: BalanceFilterValues): BalanceFilters | null {
  const key = JSON.stringify(initial);
  let applied = keptBalanceSearches.get(key);
  if (applied === undefined) {
    applied = deepFreeze(appliedFilters(balanceFilterForm, toBalanceFilters, initial));
    if (keptBalanceSearches.size >= MAX_KEPT_CONDITIONS)
      keptBalanceSearches.delete(keptBalanceSearches.keys().next().value!);
    keptBalanceSearches.set(key, applied);
  }
  return applied;
}

export async function historyPageProps(url: URL, session: AuthSessionResponse) {
  const codes = await loadAccountCodes();
  const cleared: HistoryFilterValues = {
    ...accountDefaults(session),
    holdingClassCd: '',
    reType: '',
    prefectureCd: '',
    equipmentId: '',
    dateFrom: '',
    dateTo: '',
  };
  // The URL carries YYYY-MM-DD; the inputs show YYYY/MM/DD.
  const initial = mapDates(
    sanitizeBalance(readFilters(url.searchParams, cleared), cleared, codes, session),
    ['dateFrom', 'dateTo'],
    toDisplayDate,
  );
  const initialApplied = appliedFilters(historyFilterForm, toHistoryFilters, initial);
  return { codes, cleared, initial, initialApplied, paging: readPaging(url.searchParams) };
}

export async function nfcListPageProps(url: URL, session: AuthSessionResponse) {
  const codes = await loadAccountCodes();
  const defaults = accountDefaults(session);
  const cleared: NfcFilterValues = {
    ...defaults,
    ...displayDates(fiscalYearDates(session, Number(defaults.fiscalYear))),
    nfcTypeCd: '',
  };
  const read = readFilters(url.searchParams, cleared);
  const fiscalYear = oneOf(
    read.fiscalYear,
    session.targetYearList.map((y) => String(y.targetYear)),
    cleared.fiscalYear,
  );
  // A link naming only the year (as the issuing screen's) gets that year's dates.
  const yearDates = fiscalYearDates(session, Number(fiscalYear));
  const initial: NfcFilterValues = {
    ...read,
    fiscalYear,
    productCd: oneOf(
      read.productCd,
      codes.products.map((p) => String(p.productCd)),
      cleared.productCd,
    ),
    dateFrom: toDisplayDate(url.searchParams.has('dateFrom') ? read.dateFrom : yearDates.dateFrom),
    dateTo: toDisplayDate(url.searchParams.has('dateTo') ? read.dateTo : yearDates.dateTo),
    nfcTypeCd: oneOf(read.nfcTypeCd, ['', ...values(NFC_TYPE_OPTIONS)], ''),
  };
  const initialApplied = appliedFilters(nfcFilterForm, toNfcFilters, initial);
  return { codes, cleared, initial, initialApplied, paging: readPaging(url.searchParams) };
}
