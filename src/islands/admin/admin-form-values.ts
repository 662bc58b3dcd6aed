/*
 * The console's forms' values (text as typed, check boxes as booleans) and the request bodies they
 * become. Kept apart from the rules (admin-rules.ts, with zod) so a page loads no schema: the rules
 * check the body these functions make, as the server will.
 */
import { toIsoDateTimeText } from '../ui/date-time-text';

export type RoundValues = {
  fiscalYear: string;
  roundNo: string;
  opensAt: string;
  closesAt: string;
};

/** The datetimes as YYYY-MM-DD HH:MM (the schema reads them as Tokyo time, as the CLI's options). */
export const roundBody = (v: RoundValues) => ({
  fiscalYear: Number(v.fiscalYear.trim()),
  roundNo: Number(v.roundNo.trim()),
  opensAt: toIsoDateTimeText(v.opensAt),
  closesAt: toIsoDateTimeText(v.closesAt),
});

export type MemberValues = {
  memberNumber: string;
  name: string;
  kind: string;
  corporateNumber: string;
  fitParticipation: boolean;
  nonFitParticipation: boolean;
};

export const memberBody = (v: MemberValues) => ({
  memberNumber: v.memberNumber.trim(),
  name: v.name,
  kind: v.kind as 'retailer' | 'consumer' | 'generator' | 'intermediary',
  fitParticipation: v.fitParticipation,
  nonFitParticipation: v.nonFitParticipation,
  corporateNumber: v.corporateNumber.trim() || undefined,
});

export type UserValues = {
  memberNumber: string;
  loginId: string;
  displayName: string;
};

export const userBody = (v: UserValues) => ({
  memberNumber: v.memberNumber,
  loginId: v.loginId.trim(),
  displayName: v.displayName,
});

/** 対象年度の作成: the year, and each product's band (blank: the previous year's). */
export type TargetYearValues = {
  fiscalYear: string;
  min1: string;
  max1: string;
  min2: string;
  max2: string;
  min3: string;
  max3: string;
};

export const TARGET_YEAR_PRODUCTS = [1, 2, 3] as const;

/** A product whose two boxes are both blank is left out: it takes the previous year's band. */
export const targetYearBody = (v: TargetYearValues) => {
  const priceBands = TARGET_YEAR_PRODUCTS.map((productCd) => ({
    productCd,
    minPrice: v[`min${productCd}`].trim(),
    maxPrice: v[`max${productCd}`].trim(),
  })).filter((b) => b.minPrice !== '' || b.maxPrice !== '');
  return {
    fiscalYear: /^\d+$/.test(v.fiscalYear.trim()) ? Number(v.fiscalYear.trim()) : v.fiscalYear,
    ...(priceBands.length ? { priceBands } : {}),
  };
};
