import { formatKwh } from '../money';

/**
 * Where a FIT facility stands in its target year (decision 0011): its certified FIT volume
 * (FIT認定量; null when none is registered) and what the year's FIT auctions already hold of it —
 * sold in clearings, plus offered in auctions not cleared yet.
 */
export interface FitFacilityStanding {
  fitVolume: number | null;
  committed: number;
}

/** What the facility may still be offered in the year: its FIT volume less what is committed. */
export function offerableFitVolume(standing: FitFacilityStanding): number {
  return standing.fitVolume === null ? 0 : Math.max(0, standing.fitVolume - standing.committed);
}

/**
 * Why an offer of `volume` kWh of a facility cannot be loaded, or null when it can. A target year
 * with FIT volumes registered (`bounded`) bounds every facility: one without a registered volume is
 * refused, and none may be offered beyond what it has left unsold. A year with none registered
 * (supplies loaded before FIT volumes were recorded) is not bounded.
 */
export function fitOfferRefusal(volume: number, standing: FitFacilityStanding, bounded: boolean): string | null {
  if (!bounded) return null;
  if (standing.fitVolume === null) return 'この年度のFIT認定量が登録されていません';
  const left = offerableFitVolume(standing);
  if (volume <= left) return null;
  return `供給可能量 ${formatKwh(left)} kWh を超えています（FIT認定量 ${formatKwh(standing.fitVolume)} kWh、約定済み・供給中 ${formatKwh(standing.committed)} kWh）`;
}

/**
 * Why a facility's FIT volume for the year cannot be registered as `volume`, or null: it may be
 * corrected, but never below what the year's auctions already hold of it.
 */
export function fitVolumeRefusal(volume: number, committed: number): string | null {
  return volume >= committed ? null : `FIT認定量が約定済み・供給中の ${formatKwh(committed)} kWh を下回っています`;
}
