import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db';
import {
  bidPriceLimits,
  codeMasterSources,
  municipalities,
  plantGroups,
  prefectures,
  products,
  renewableTypes,
  targetYears,
} from '../../db/schema';
import type { CodesResponse } from '@/lib/schemas/codes';

/** The code master as GET /api/v1/codes serves it. It changes with a migration, the seed or a new target year. */
export async function getCodes(db: Executor): Promise<CodesResponse> {
  const [prefs, munis, groups, types, prods, limits, sources] = await Promise.all([
    db.select().from(prefectures).orderBy(asc(prefectures.displayOrder)),
    db
      .select({ m: municipalities, prefectureName: prefectures.name })
      .from(municipalities)
      .innerJoin(prefectures, eq(municipalities.prefectureCode, prefectures.code))
      .orderBy(asc(municipalities.code)),
    db.select().from(plantGroups).orderBy(asc(plantGroups.code)),
    db.select().from(renewableTypes).orderBy(asc(renewableTypes.code)),
    db.select().from(products).orderBy(asc(products.code)),
    db
      .select({ l: bidPriceLimits, fiscalYear: targetYears.targetYear })
      .from(bidPriceLimits)
      .innerJoin(targetYears, eq(bidPriceLimits.targetYearId, targetYears.id))
      .orderBy(asc(targetYears.targetYear), asc(bidPriceLimits.productCd)),
    db.select().from(codeMasterSources).where(eq(codeMasterSources.name, 'local-government-codes')),
  ]);
  return {
    municipalityInfo: {
      municipalityList: munis.map(({ m, prefectureName }) => ({
        municCd: m.code,
        prefectureCd: m.prefectureCode,
        prefectureName,
        municName: m.name,
      })),
      prefectureList: prefs.map((p) => ({
        prefectureCd: p.code,
        prefectureName: p.name,
        displayOrder: p.displayOrder,
      })),
      vintage: sources[0] ? `${sources[0].description}（${sources[0].vintage}時点）` : '',
    },
    plantGroupList: groups.map((g) => ({ plantGroupCd: g.code, plantGroupName: g.name })),
    reTypeList: types.map((t) => ({ reTypeCd: t.code, reTypeName: t.name })),
    productList: prods.map((p) => ({ productCd: p.code, productName: p.name, marketName: p.marketName })),
    bidPriceLimitList: limits.map(({ l, fiscalYear }) => ({
      targetYearId: l.targetYearId,
      fiscalYear,
      productCd: l.productCd,
      minPrice: l.minPriceCents / 100,
      maxPrice: l.maxPriceCents / 100,
    })),
  };
}
