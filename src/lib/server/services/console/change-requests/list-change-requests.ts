import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { changeRequests } from '@/lib/server/db/schema';
import { config } from '@/lib/server/config';
import type { ConsoleChangeKind } from '@/lib/domain/console/console-change';
import type { AdminChangeRequest } from '@/lib/schemas/admin-change-requests';
import { toChangeRequestView } from './change-request-view';

const pendingAt = (now: Date) => and(eq(changeRequests.state, 'pending'), gt(changeRequests.expiresAt, now));

/** The requests waiting for a second operator, oldest first; optionally of some kinds only. */
export async function listPendingChanges(
  db: Executor,
  viewerId: number,
  kinds?: ConsoleChangeKind[],
  now = new Date(),
): Promise<{ fourEyes: boolean; pending: AdminChangeRequest[] }> {
  const rows = await db
    .select()
    .from(changeRequests)
    .where(and(pendingAt(now), kinds ? inArray(changeRequests.kind, kinds) : undefined))
    .orderBy(asc(changeRequests.requestedAt), asc(changeRequests.id));
  return { fourEyes: config().ADMIN_FOUR_EYES, pending: rows.map((r) => toChangeRequestView(r, viewerId, now)) };
}

/** The dashboard's count of requests waiting. */
export async function countPendingChanges(db: Executor, now = new Date()): Promise<number> {
  const [row] = await db.select({ n: count() }).from(changeRequests).where(pendingAt(now));
  return row?.n ?? 0;
}
