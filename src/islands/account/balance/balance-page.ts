import type { z } from 'zod';
import type { accountBalanceResponse, AccountBalanceItem } from '@/lib/schemas/accounts';
import type { PageResult } from '../../grid/use-paged-fetch';

export interface BalanceTotals {
  totalBalance: number;
  totalExpired: number;
}

export type BalancePage = PageResult<AccountBalanceItem, BalanceTotals>;

/**
 * One answer of 残高照会 as the grid shows it. One mapping for the island's fetch and for the
 * first page the server renders into the page, so both show the same rows and totals.
 */
export function balancePageOf(answer: z.output<typeof accountBalanceResponse>): BalancePage {
  return {
    rows: answer.accountBalanceList,
    count: answer.count ?? answer.accountBalanceList.length,
    extra: { totalBalance: answer.totalBalance, totalExpired: answer.totalExpired },
  };
}
