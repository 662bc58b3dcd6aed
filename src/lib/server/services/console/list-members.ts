import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db';
import { organizations, userMfa, users } from '../../db/schema';
import type { AdminMember } from '@/lib/schemas/admin-members';
import { AppError } from '../../../errors/app-error';

/**
 * 会員とユーザー: every trading member (the system's own organizations are not members) with its
 * users, their lock, second factor and whether they still hold a temporary password. Narrowed to
 * one member number when given.
 */
export async function listMembers(db: Executor, memberNumber?: string): Promise<AdminMember[]> {
  const orgs = await db
    .select()
    .from(organizations)
    .where(
      and(
        eq(organizations.isSystem, false),
        memberNumber === undefined ? undefined : eq(organizations.memberNumber, memberNumber),
      ),
    )
    .orderBy(asc(organizations.memberNumber));
  if (orgs.length === 0) return [];
  const rows = await db
    .select({
      organizationId: users.organizationId,
      loginId: users.loginId,
      displayName: users.displayName,
      lockedAt: users.lockedAt,
      mustChangePassword: users.mustChangePassword,
      mfaEnabledAt: userMfa.enabledAt,
    })
    .from(users)
    .leftJoin(userMfa, and(eq(userMfa.userId, users.id), isNotNull(userMfa.enabledAt)))
    .where(
      inArray(
        users.organizationId,
        orgs.map((o) => o.id),
      ),
    )
    .orderBy(asc(users.loginId));
  return orgs.map((o) => ({
    memberNumber: o.memberNumber,
    name: o.name,
    kind: o.kind,
    corporateNumber: o.corporateNumber,
    fitParticipation: o.fitParticipation,
    nonFitParticipation: o.nonFitParticipation,
    users: rows
      .filter((u) => u.organizationId === o.id)
      .map((u) => ({
        loginId: u.loginId,
        displayName: u.displayName,
        locked: u.lockedAt !== null,
        mfa: u.mfaEnabledAt !== null,
        firstLoginPending: u.mustChangePassword,
      })),
  }));
}

/** One member's row as it now is, after a change through the console. */
export async function memberRow(db: Executor, memberNumber: string): Promise<AdminMember> {
  const [member] = await listMembers(db, memberNumber);
  if (!member) throw new AppError('C_SH_008');
  return member;
}

/** The row of the member a user belongs to. */
export async function memberRowOfUser(db: Executor, loginId: string): Promise<AdminMember> {
  const [found] = await db
    .select({ memberNumber: organizations.memberNumber })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.loginId, loginId));
  if (!found) throw new AppError('C_SH_002', { message: `ログインID ${loginId} のユーザーは存在しません。` });
  return memberRow(db, found.memberNumber);
}
