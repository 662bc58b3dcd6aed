import type { z } from 'zod';
import type { Executor } from '../../db';
import type { AccountBalanceItem, AccountBalanceQuery, accountBalanceResponse } from '@/lib/schemas/accounts';
import { isRe100 } from '@/lib/domain/facility';
import { availableVolume } from '@/lib/domain/ledger';
import { findBalancePage, type BalanceLine } from '../../repositories/account-balances';

function toBalanceItem(r: BalanceLine): AccountBalanceItem {
  return {
    fiscalYear: r.fiscalYear,
    productCd: r.productCd,
    holdingClassCd: r.holdingClassCd,
    equipmentId: r.facilityId,
    equipmentName: r.facilityName,
    reTypeCd: r.reTypeCd,
    prefectureCd: r.prefectureCd,
    municipalityCd: r.municipalityCd,
    equipmentCapacity: r.capacityW / 1000,
    operationStartDate: r.operationStartDate,
    re100Flg: isRe100(r.operationStartDate, r.fiscalYear),
    balance: r.balance,
    reservedVolume: r.reserved,
    availableVolume: availableVolume(r.holdingClassCd, r.balance, r.reserved),
    expiredVolume: r.expired,
  };
}

/** 残高照会: one page of the member's own holding lines, with the total over all matching lines. */
export async function getAccountBalances(
  db: Executor,
  organizationId: number,
  query: AccountBalanceQuery,
): Promise<z.infer<typeof accountBalanceResponse>> {
  const { offset, limit, count, sort, ...filters } = query;
  const page = await findBalancePage(db, organizationId, filters, { offset, limit }, sort);
  return {
    accountBalanceList: page.lines.map(toBalanceItem),
    ...(count ? { count: page.count } : {}),
    totalBalance: page.totalBalance,
    totalExpired: page.totalExpired,
  };
}
