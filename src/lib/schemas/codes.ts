import { z } from 'zod';

export const codesResponse = z.object({
  municipalityInfo: z.object({
    municipalityList: z.array(
      z.object({ municCd: z.string(), prefectureCd: z.string(), prefectureName: z.string(), municName: z.string() }),
    ),
    prefectureList: z.array(
      z.object({ prefectureCd: z.string(), prefectureName: z.string(), displayOrder: z.number() }),
    ),
    /** Where the local government codes come from and their date (a 2016 snapshot). */
    vintage: z.string(),
  }),
  plantGroupList: z.array(z.object({ plantGroupCd: z.number(), plantGroupName: z.string() })),
  reTypeList: z.array(z.object({ reTypeCd: z.number(), reTypeName: z.string() })),
  productList: z.array(z.object({ productCd: z.number(), productName: z.string(), marketName: z.string() })),
  /** Prices in yen per kWh with two decimals. */
  bidPriceLimitList: z.array(
    z.object({
      targetYearId: z.number(),
      fiscalYear: z.number(),
      productCd: z.number(),
      minPrice: z.number(),
      maxPrice: z.number(),
    }),
  ),
});
export type CodesResponse = z.infer<typeof codesResponse>;

export const systemOpenResponse = z.object({ open: z.literal(true), businessDate: z.string() });
