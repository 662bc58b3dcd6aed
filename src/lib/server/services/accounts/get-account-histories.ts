import type { z } from 'zod';
import type { Executor } from '../../db';
import type { AccountHistoryItem, AccountHistoryQuery, accountHistoryResponse } from '@/lib/schemas/accounts';
import { nameMovement } from '@/lib/domain/reports';
import { findHistoryPage, type HistoryLine } from '../../repositories/account-histories';
import { toJstIso } from '../../time/jst-timestamp';

function toHistoryItem(r: HistoryLine): AccountHistoryItem {
  return {
    postingId: r.postingId,
    entryId: r.entryId,
    dateTime: toJstIso(r.createdAt),
    businessDate: r.businessDate,
    ...nameMovement(r),
    fiscalYear: r.fiscalYear,
    productCd: r.productCd,
    holdingClassCd: r.holdingClassCd,
    equipmentId: r.facilityId,
    equipmentName: r.facilityName,
    volume: r.volume,
    reference: r.reference,
  };
}

/** 履歴照会: the member's own postings, newest first. */
export async function getAccountHistories(
  db: Executor,
  organizationId: number,
  query: AccountHistoryQuery,
): Promise<z.infer<typeof accountHistoryResponse>> {
  const { offset, limit, count, sort, ...filters } = query;
  const page = await findHistoryPage(db, organizationId, filters, { offset, limit }, sort, count);
  return {
    accountHistoryList: page.lines.map(toHistoryItem),
    ...(page.count === undefined ? {} : { count: page.count }),
  };
}
