import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { bidResults, organizations, settlementStatements } from '../../db/schema';
import type { AdminClearing } from '@/lib/schemas/admin-clearing';

type Outcomes = NonNullable<AdminClearing['result']>['members'];
type Statements = NonNullable<AdminClearing['result']>['statements'];

/** Per member: how many of its bids contracted fully, partly or not at all. */
export async function memberOutcomes(db: Db, auctionId: number): Promise<Outcomes> {
  const count = (status: string) => sql<number>`count(*) filter (where ${bidResults.status} = ${status})::int`;
  return db
    .select({
      memberNumber: organizations.memberNumber,
      name: organizations.name,
      contracted: count('約定'),
      partlyContracted: count('一部約定'),
      uncontracted: count('不約定'),
    })
    .from(bidResults)
    .innerJoin(organizations, eq(organizations.id, bidResults.organizationId))
    .where(eq(bidResults.auctionId, auctionId))
    .groupBy(organizations.memberNumber, organizations.name)
    .orderBy(organizations.memberNumber);
}

/** The settlement statements the clearing issued: how many, and what members pay and receive in all. */
export async function statementTotals(db: Db, auctionId: number): Promise<Statements> {
  const total = (direction: string) =>
    sql<number>`coalesce(sum(${settlementStatements.totalYen}) filter (where ${settlementStatements.direction} = ${direction}), 0)::bigint`;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, pay: total('pay'), receive: total('receive') })
    .from(settlementStatements)
    .where(and(eq(settlementStatements.auctionId, auctionId)));
  return {
    count: Number(row?.count ?? 0),
    payTotalYen: Number(row?.pay ?? 0),
    receiveTotalYen: Number(row?.receive ?? 0),
  };
}
