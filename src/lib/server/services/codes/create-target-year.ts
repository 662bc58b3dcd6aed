import { asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db';
import { bidPriceLimits, targetYears } from '../../db/schema';
import { AppError } from '@/lib/errors/app-error';
import { fiscalYearRange } from '@/lib/domain/calendar/fiscal-year';
import { creatableYears, targetYearRefusal } from '@/lib/domain/target-year/creatable-years';
import type { AdminTargetYear } from '@/lib/schemas/admin-target-years';
import type { TargetYearParams } from '@/lib/domain/console/console-change';
import { recordAudit, type Actor } from '../audit/record-audit';
import { getSystemState } from '../system/system-state';
import { forgetReferenceData } from '../system/reference-cache';
import { PRODUCTS } from '../seed/code-master';
import { readTargetYears } from './target-years';

/** 対象年度の作成 (CLI, console): the year, its price bands and its audit row in one transaction. */
export async function createTargetYear(db: Db, actor: Actor, input: TargetYearParams): Promise<AdminTargetYear> {
  const created = await db.transaction((tx) => applyCreateTargetYear(tx, actor, input));
  forgetReferenceData(db);
  return created;
}

/**
 * Refuses a year that exists (409) or lies outside the creatable range at the business date (422);
 * else the existing years in order, on which a four-eyes request of the creation rests.
 */
export async function creatableOrThrow(db: Executor, fiscalYear: number): Promise<number[]> {
  const rows = await db.select({ y: targetYears.targetYear }).from(targetYears).orderBy(asc(targetYears.targetYear));
  const existing = rows.map((r) => r.y);
  const { businessDate } = await getSystemState(db);
  const refusal = targetYearRefusal(fiscalYear, creatableYears(businessDate, existing), existing);
  if (refusal) throw new AppError(refusal.reason === 'exists' ? 'C_SH_006' : 'C_SH_001', { message: refusal.message });
  return existing;
}

/**
 * Inside the caller's transaction (createTargetYear's own, or an approved change request's). The
 * table is locked against other creations first, so two at once cannot both pass the checks.
 */
export async function applyCreateTargetYear(tx: Tx, actor: Actor, input: TargetYearParams): Promise<AdminTargetYear> {
  await tx.execute(sql`lock table target_years in share row exclusive mode`);
  await creatableOrThrow(tx, input.fiscalYear);

  const bands = await bandsOf(tx, input);
  const { startDate, endDate } = fiscalYearRange(input.fiscalYear);
  const [row] = await tx.insert(targetYears).values({ targetYear: input.fiscalYear, startDate, endDate }).returning();
  await tx.insert(bidPriceLimits).values(bands.map((b) => ({ targetYearId: row!.id, ...b })));
  const [view] = (await readTargetYears(tx)).filter((y) => y.fiscalYear === input.fiscalYear);
  await recordAudit(tx, {
    actor,
    action: 'target-year.create',
    entity: 'target_year',
    entityId: input.fiscalYear,
    after: view,
  });
  return view!;
}

/**
 * Each product's band: the one given, else the previous year's (the latest year before it), else
 * the code master's (a first year).
 */
async function bandsOf(tx: Tx, input: TargetYearParams) {
  const [previous] = await tx
    .select({ id: targetYears.id })
    .from(targetYears)
    .where(lt(targetYears.targetYear, input.fiscalYear))
    .orderBy(desc(targetYears.targetYear))
    .limit(1);
  const previousBands = previous
    ? await tx.select().from(bidPriceLimits).where(eq(bidPriceLimits.targetYearId, previous.id))
    : [];
  return PRODUCTS.map((p) => {
    const given = input.priceBands?.find((b) => b.productCd === p.code);
    const before = previousBands.find((b) => b.productCd === p.code);
    return {
      productCd: p.code,
      minPriceCents: given?.minPrice ?? before?.minPriceCents ?? p.min,
      maxPriceCents: given?.maxPrice ?? before?.maxPriceCents ?? p.max,
    };
  });
}
