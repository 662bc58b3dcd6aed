import { database } from '../../lib/server/db';
import { getAccountBalances } from '../../lib/server/services/accounts/get-account-balances';
import { accountBalanceQuery } from '../../lib/schemas/accounts';
import { BALANCE_SORT_KEYS, parseSort, sortText } from '../../lib/domain/grid/sort-order';
import { limitOf, offsetOf } from '../../islands/grid/paging';
import type { Paging } from '../../islands/account/filters/filter-query';
import type { BalanceFilters } from '../../islands/account/filters/filter-schemas';
import { balancePageOf, type BalancePage } from '../../islands/account/balance/balance-page';

/** Larger pages (すべて) are left to the island: the whole account would otherwise sit in the HTML twice. */
const LARGEST_SERVED_PAGE = 100;

/**
 * The first page of balance lines for the URL's conditions, read while the page renders, so the
 * rows arrive with the HTML instead of after a second round trip once the island has hydrated.
 * The same query the island would send (its sort only when it is one of the list's keys, as
 * useGridSort reads it), checked by the endpoint's schema and answered by the endpoint's service:
 * the rows are the ones GET /api/v1/account-balances answers. Undefined when there is nothing to
 * serve (conditions not valid, a larger page, or a query the schema refuses): the island fetches
 * as before and says what went wrong.
 */
export async function balanceFirstPage(
  organizationId: number,
  applied: BalanceFilters | null,
  paging: Paging,
): Promise<BalancePage | undefined> {
  if (applied === null || paging.size === 'all' || paging.size > LARGEST_SERVED_PAGE) return undefined;
  const chosen = paging.sort ? parseSort(paging.sort, BALANCE_SORT_KEYS) : null;
  const params = {
    ...applied,
    sort: chosen ? sortText(chosen) : undefined,
    offset: offsetOf(paging.page, paging.size),
    limit: limitOf(paging.size),
    count: true,
  };
  // As the endpoint reads it: the query string's text, absent values left out.
  const asSent = Object.entries(params).flatMap(([k, v]) => (v === undefined || v === null ? [] : [[k, String(v)]]));
  const query = accountBalanceQuery.safeParse(Object.fromEntries(asSent));
  if (!query.success) return undefined;
  const { db } = await database();
  return balancePageOf(await getAccountBalances(db, organizationId, query.data));
}
