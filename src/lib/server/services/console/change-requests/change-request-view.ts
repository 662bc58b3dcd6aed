import type { changeRequests } from '@/lib/server/db/schema';
import type { AdminChangeRequest } from '@/lib/schemas/admin-change-requests';
import {
  CHANGE_REQUEST_STATE_NAMES,
  changeEffect,
  changeRequestStateAt,
  changeTitle,
  type ChangeRequestState,
  type ConsoleChange,
} from '@/lib/domain/console/console-change';
import { toJstIso } from '@/lib/server/time/jst-timestamp';

export type ChangeRequestRow = typeof changeRequests.$inferSelect;

export function changeOf(row: ChangeRequestRow): ConsoleChange {
  return { kind: row.kind, params: row.params } as ConsoleChange;
}

/** A request as the console shows it to the given operator. */
export function toChangeRequestView(row: ChangeRequestRow, viewerId: number, now = new Date()): AdminChangeRequest {
  const change = changeOf(row);
  const state = changeRequestStateAt({ state: row.state as ChangeRequestState, expiresAt: row.expiresAt }, now);
  return {
    ...change,
    id: row.id,
    title: changeTitle(change),
    effect: changeEffect(change),
    state,
    stateName: CHANGE_REQUEST_STATE_NAMES[state],
    requestedBy: row.requestedByLoginId,
    requestedAt: toJstIso(row.requestedAt),
    expiresAt: toJstIso(row.expiresAt),
    decidedBy: row.decidedByLoginId,
    decidedAt: row.decidedAt ? toJstIso(row.decidedAt) : null,
    own: row.requestedBy === viewerId,
  };
}
