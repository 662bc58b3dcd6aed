import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  bidPriceLimits,
  codeMasterSources,
  municipalities,
  plantGroups,
  prefectures,
  products,
  renewableTypes,
  systemSettings,
  targetYears,
  accounts,
} from '../../db/schema';
import { LOCAL_GOVERNMENT_CODES_VINTAGE, readLocalGovernmentCodes } from './local-government-codes';
import { fiscalYearOf } from '@/lib/domain/calendar/fiscal-year';
import type { IsoDate } from '@/lib/domain/calendar/iso-date';
import { getSystemState } from '../system/system-state';

/** Decisions of domain.md#products-and-price-bands and domain.md#facility-codes. */
const RENEWABLE_TYPES = [
  [1, '太陽光'],
  [2, '風力'],
  [3, '水力'],
  [4, '地熱'],
  [5, 'バイオマス'],
] as const;
const PLANT_GROUPS = [
  [1, '再生可能エネルギー'],
  [2, '原子力'],
  [3, 'その他非化石'],
] as const;
export const PRODUCTS = [
  { code: 1, name: 'FIT非化石証書', marketName: '再エネ価値取引市場', isFit: true, min: 40, max: 400 },
  {
    code: 2,
    name: '非FIT非化石証書（再エネ指定あり）',
    marketName: '高度化法義務達成市場',
    isFit: false,
    min: 60,
    max: 130,
  },
  {
    code: 3,
    name: '非FIT非化石証書（再エネ指定なし）',
    marketName: '高度化法義務達成市場',
    isFit: false,
    min: 60,
    max: 130,
  },
] as const;
/**
 * Decision (the market calendar): the target years a fresh system starts with at its business date: the
 * current fiscal year, the next (so the market goes on past March) and the two before it (history
 * to look back on, as FY2024–2026 were for FY2026). Later years: `ops create-target-year`.
 */
export function seedTargetYears(businessDate: IsoDate): number[] {
  const current = fiscalYearOf(businessDate);
  return [current - 2, current - 1, current, current + 1];
}

/**
 * Loads the code master into an empty database; safe to run again (existing rows are kept). Its
 * target years are chosen at `asOf`, by default the system's business date.
 */
export async function seedCodeMaster(db: Executor, asOf?: IsoDate): Promise<void> {
  const rows = readLocalGovernmentCodes();
  const prefRows = rows.filter((r) => r.type === '都道府県');
  // Spec §3: prefectures have a display order starting at 2.
  await db
    .insert(prefectures)
    .values(prefRows.map((r, i) => ({ code: r.code, name: r.name, displayOrder: i + 2 })))
    .onConflictDoNothing();
  const prefCodeByName = new Map(prefRows.map((r) => [r.name, r.code]));
  const munis = rows
    .filter((r) => r.type !== '都道府県')
    .map((r) => ({
      code: r.code,
      prefectureCode: prefCodeByName.get(r.pref)!,
      name: r.name,
      type: r.type,
      kana: r.kana,
    }));
  for (let i = 0; i < munis.length; i += 500) {
    await db
      .insert(municipalities)
      .values(munis.slice(i, i + 500))
      .onConflictDoNothing();
  }
  await db
    .insert(codeMasterSources)
    .values({
      name: 'local-government-codes',
      vintage: LOCAL_GOVERNMENT_CODES_VINTAGE,
      description: '総務省 全国地方公共団体コード',
    })
    .onConflictDoNothing();
  await db
    .insert(renewableTypes)
    .values(RENEWABLE_TYPES.map(([code, name]) => ({ code, name })))
    .onConflictDoNothing();
  await db
    .insert(plantGroups)
    .values(PLANT_GROUPS.map(([code, name]) => ({ code, name })))
    .onConflictDoNothing();
  await db
    .insert(products)
    .values(PRODUCTS.map((p) => ({ code: p.code, name: p.name, marketName: p.marketName, isFit: p.isFit })))
    .onConflictDoNothing();
  const businessDate = asOf ?? (await getSystemState(db)).businessDate;
  for (const year of seedTargetYears(businessDate)) await insertTargetYear(db, year);
  await db.insert(systemSettings).values({ id: 1 }).onConflictDoNothing();
  for (const kind of ['certification_source', 'fit_supply', 'retirement'] as const) {
    const existing = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(sql`${accounts.kind} = ${kind} and ${accounts.organizationId} is null`);
    if (existing.length === 0) await db.insert(accounts).values({ kind });
  }
}

/**
 * A target year (fiscal year April to March) with every product's price band; kept as it is when
 * the year is already there.
 */
export async function insertTargetYear(db: Executor, year: number): Promise<void> {
  const [ty] = await db
    .insert(targetYears)
    .values({ targetYear: year, startDate: `${year}-04-01`, endDate: `${year + 1}-03-31` })
    .onConflictDoUpdate({ target: targetYears.targetYear, set: { targetYear: sql`excluded.target_year` } })
    .returning();
  await db
    .insert(bidPriceLimits)
    .values(
      PRODUCTS.map((p) => ({ targetYearId: ty!.id, productCd: p.code, minPriceCents: p.min, maxPriceCents: p.max })),
    )
    .onConflictDoNothing();
}
