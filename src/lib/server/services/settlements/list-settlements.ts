import type { Executor } from '../../db';
import type { SettlementListItem, SettlementListQuery, SettlementListResponse } from '@/lib/schemas/settlements';
import { countOwnStatements, findOwnStatements, type StatementListRow } from './settlement-queries';

function toItem(r: StatementListRow): SettlementListItem {
  return { ...r, direction: r.direction === 'receive' ? 'receive' : 'pay' };
}

/** 精算書一覧: the member's own statements issued in the JST date range, newest first. */
export async function listSettlements(
  db: Executor,
  organizationId: number,
  query: SettlementListQuery,
): Promise<SettlementListResponse> {
  const { offset, limit, count, fromDate, toDate } = query;
  const filter = { fromDate, toDate };
  const [rows, total] = await Promise.all([
    findOwnStatements(db, organizationId, filter, { offset, limit }),
    count ? countOwnStatements(db, organizationId, filter) : Promise.resolve(undefined),
  ]);
  return { settlementList: rows.map(toItem), ...(total === undefined ? {} : { count: total }) };
}
