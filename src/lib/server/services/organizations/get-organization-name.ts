import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db';
import { organizations } from '../../db/schema';
import { AppError } from '../../../errors/app-error';

/**
 * Lets a sender confirm who a member number belongs to, and whether it can receive a transfer;
 * system organizations are not members.
 */
export async function getOrganizationName(db: Executor, memberNumber: string) {
  const [org] = await db
    .select({
      memberNumber: organizations.memberNumber,
      organizationName: organizations.name,
      acceptsTransfers: organizations.nonFitParticipation,
    })
    .from(organizations)
    .where(and(eq(organizations.memberNumber, memberNumber), eq(organizations.isSystem, false)))
    .limit(1);
  if (!org) throw new AppError('C_SH_008');
  return org;
}
