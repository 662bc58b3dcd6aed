import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db';
import { bidPriceLimits, products, targetYears } from '../../db/schema';
import { usableUntil } from '@/lib/domain/ledger';
import { creatableYears } from '@/lib/domain/target-year/creatable-years';
import type { AdminTargetYear, AdminTargetYears } from '@/lib/schemas/admin-target-years';
import { getSystemState } from '../system/system-state';

/** Every target year with its calendar, usable period and price bands, oldest first. */
export async function readTargetYears(db: Executor): Promise<AdminTargetYear[]> {
  const [years, bands] = await Promise.all([
    db.select().from(targetYears).orderBy(asc(targetYears.targetYear)),
    db
      .select({ l: bidPriceLimits, productName: products.name })
      .from(bidPriceLimits)
      .innerJoin(products, eq(products.code, bidPriceLimits.productCd))
      .orderBy(asc(bidPriceLimits.productCd)),
  ]);
  return years.map((y) => ({
    fiscalYear: y.targetYear,
    startDate: y.startDate,
    endDate: y.endDate,
    usableUntil: usableUntil(y.targetYear),
    priceBands: bands
      .filter(({ l }) => l.targetYearId === y.id)
      .map(({ l, productName }) => ({
        productCd: l.productCd,
        productName,
        minPrice: l.minPriceCents / 100,
        maxPrice: l.maxPriceCents / 100,
      })),
  }));
}

/** The console's list (and `ops target-years`): the years, and which may be created at the business date. */
export async function listTargetYears(db: Executor): Promise<AdminTargetYears> {
  const [{ businessDate }, years] = await Promise.all([getSystemState(db), readTargetYears(db)]);
  const creatable = creatableYears(
    businessDate,
    years.map((y) => y.fiscalYear),
  );
  return { businessDate, creatable, targetYears: years };
}
