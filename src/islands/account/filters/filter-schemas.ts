import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { accountBalanceCsvQuery, accountHistoryCsvQuery } from '@/lib/schemas/accounts';
import { nfcListQuery } from '@/lib/schemas/nfcs';
import { checkWith } from '../shared/check-with';
import { isoDates } from './filter-query';

/*
 * Filter forms hold text (selects and inputs); the shared query schemas decide validity and
 * convert to the API's numbers. The browser loads this module (and zod with it) only when a form
 * is checked (lazyResolver, loadFilterRules); the server decides a page's first search with it.
 */
const text = z.string();

const balanceShape = {
  fiscalYear: text,
  productCd: text,
  holdingClassCd: text,
  reType: text,
  prefectureCd: text,
  equipmentId: text,
};
export const balanceFilterForm = z.object(balanceShape).superRefine(checkWith(accountBalanceCsvQuery));
export type BalanceFilterValues = z.infer<typeof balanceFilterForm>;

export const historyFilterForm = z
  .object({ ...balanceShape, dateFrom: text, dateTo: text })
  .superRefine(checkWith(accountHistoryCsvQuery, isoDates));
export type HistoryFilterValues = z.infer<typeof historyFilterForm>;

/** The NFC list needs its dates (spec §5); the shared schema's paging is filled in for the check. */
const NFC_PAGING = { offset: '0', limit: '1', count: 'false' };
export const nfcFilterForm = z
  .object({ fiscalYear: text, productCd: text, dateFrom: text, dateTo: text, nfcTypeCd: text })
  .superRefine(
    checkWith(nfcListQuery, (v) => ({ ...isoDates(v), ...NFC_PAGING }), {
      required: { dateFrom: '発行日（開始）', dateTo: '発行日（終了）' },
    }),
  );
export type NfcFilterValues = z.infer<typeof nfcFilterForm>;

export type BalanceFilters = ReturnType<typeof toBalanceFilters>;
export type HistoryFilters = ReturnType<typeof toHistoryFilters>;
export type NfcFilters = ReturnType<typeof toNfcFilters>;

/** Only called on values the form schema accepted. */
export function toBalanceFilters(values: BalanceFilterValues) {
  const { encoding: _encoding, ...filters } = accountBalanceCsvQuery.parse(values);
  return filters;
}

export function toHistoryFilters(values: HistoryFilterValues) {
  const { encoding: _encoding, ...filters } = accountHistoryCsvQuery.parse(isoDates(values));
  return filters;
}

export function toNfcFilters(values: NfcFilterValues) {
  const { offset: _o, limit: _l, count: _c, ...filters } = nfcListQuery.parse({ ...isoDates(values), ...NFC_PAGING });
  return filters;
}

/** The forms' resolvers; a valid form hands on its text as typed (converted by toXxxFilters). */
export const balanceResolver = zodResolver(balanceFilterForm, undefined, { raw: true });
export const historyResolver = zodResolver(historyFilterForm, undefined, { raw: true });
export const nfcResolver = zodResolver(nfcFilterForm, undefined, { raw: true });

/** The conditions converted for the API when they are valid, else null (nothing is searched). */
export function appliedFilters<V, F>(form: z.ZodType<V>, toFilters: (values: V) => F, values: V): F | null {
  return form.safeParse(values).success ? toFilters(values) : null;
}
