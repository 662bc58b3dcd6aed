import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db';
import { organizations, targetYears, users } from '../../db/schema';
import type { AuthSessionResponse } from '@/lib/schemas/auth';
import { getSystemState, type SystemState } from '../system/system-state';

export interface UserWithOrganization {
  user: typeof users.$inferSelect;
  organization: typeof organizations.$inferSelect;
}

export async function findUserWithOrganization(
  db: Executor,
  userId: number,
): Promise<UserWithOrganization | undefined> {
  const [row] = await db
    .select({ user: users, organization: organizations })
    .from(users)
    .innerJoin(organizations, eq(users.organizationId, organizations.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export function organizationInfoOf(org: typeof organizations.$inferSelect): AuthSessionResponse['organizationInfo'] {
  return {
    organizationId: org.id,
    memberNumber: org.memberNumber,
    fitParticipation: org.fitParticipation,
    nonFitParticipation: org.nonFitParticipation,
    organizationName: org.name,
  };
}

/** The body of login and user-info, read inside the caller's transaction. */
export async function loadAuthSession(db: Executor, found: UserWithOrganization): Promise<AuthSessionResponse> {
  const [system, years] = await Promise.all([
    getSystemState(db),
    db.select().from(targetYears).orderBy(asc(targetYears.targetYear)),
  ]);
  return authSessionOf(found, system, years);
}

/** Who is signed in, for which member, on which business date, with the target years. */
export function authSessionOf(
  found: UserWithOrganization,
  system: SystemState,
  years: (typeof targetYears.$inferSelect)[],
): AuthSessionResponse {
  return {
    userInfo: { userId: found.user.loginId, firstLogin: !found.user.mustChangePassword },
    organizationInfo: organizationInfoOf(found.organization),
    businessDate: system.businessDate,
    targetYearList: years.map((y) => ({
      targetYearId: y.id,
      targetYear: y.targetYear,
      startDate: y.startDate,
      endDate: y.endDate,
    })),
  };
}
