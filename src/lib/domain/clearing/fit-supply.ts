import { ClearingInputError } from './clearing-input-error';
import type { FitFacility } from './types';

/** The facilities offered in a FIT auction, one entry per facility, column by column. */
export interface FitSupply {
  /** Facility ids, strictly ascending in JavaScript string (code-unit) order: the canonical order. */
  readonly facilityIds: readonly string[];
  /** Six-digit local government codes as numbers (localCodeNumber); municipality -1 when the facility has none. */
  readonly prefecture: Int32Array;
  readonly municipality: Int32Array;
  readonly reType: Int32Array;
  readonly plantGroup: Int32Array;
  /** kWh offered, whole numbers (safe integers). */
  readonly volume: Float64Array;
}

/** The municipality column's value for a facility without one; no condition ever asks for it. */
export const NO_MUNICIPALITY = -1;
/** What localCodeNumber gives for a string that is no code at all; matches no facility. */
export const NOT_A_CODE = -2;

/**
 * '130001' → 130001; anything that is not exactly six ASCII digits → -2 (matches no facility).
 *
 * One exception keeps the string comparison it replaces exact for every digit string: other digit
 * strings of 1 to 9 digits (the five-digit codes without check digit, say) get their own number,
 * −(10^length + value), which is ≤ −10 and distinct per string, so '01100' still matches only
 * '01100' and never '001100' or 1100.
 */
export function localCodeNumber(code: string): number {
  if (typeof code !== 'string' || code.length === 0 || code.length > 9) return NOT_A_CODE;
  let value = 0;
  for (let i = 0; i < code.length; i++) {
    const digit = code.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return NOT_A_CODE;
    value = value * 10 + digit;
  }
  return code.length === 6 ? value : -(10 ** code.length + value);
}

/** Columns for `size` facilities, to be filled in (facilityIds is a plain array, the rest typed arrays). */
export function emptyFitSupply(size: number): FitSupply & { facilityIds: string[] } {
  return {
    facilityIds: new Array<string>(size),
    prefecture: new Int32Array(size),
    municipality: new Int32Array(size),
    reType: new Int32Array(size),
    plantGroup: new Int32Array(size),
    volume: new Float64Array(size),
  };
}

/** Builds FitSupply from FitFacility objects (sorting by id when they are not sorted; duplicate ids throw ClearingInputError, as today). */
export function fitSupplyOf(facilities: readonly FitFacility[]): FitSupply {
  const order = canonicalOrder(facilities);
  const n = order.length;
  const supply = emptyFitSupply(n);
  for (let i = 0; i < n; i++) {
    const f = facilities[order[i]!]!;
    supply.facilityIds[i] = f.facilityId;
    supply.prefecture[i] = localCodeNumber(f.prefectureCd);
    supply.municipality[i] = f.municipalityCd === null ? NO_MUNICIPALITY : localCodeNumber(f.municipalityCd);
    supply.reType[i] = int32Of(f.reTypeCd, 'reTypeCd', f.facilityId);
    supply.plantGroup[i] = int32Of(f.plantGroupCd, 'plantGroupCd', f.facilityId);
    supply.volume[i] = f.volume;
  }
  return supply;
}

/** An Int32Array would silently truncate anything else, and a truncated type code is a wrong match. */
function int32Of(value: number, what: string, facilityId: string): number {
  if ((value | 0) !== value) throw new ClearingInputError(`facility ${facilityId}: ${what} must be a 32-bit integer`);
  return value;
}

/** Input positions in id order; the sort is the fallback, as rows usually arrive ORDER BY facility_id. */
function canonicalOrder(facilities: readonly FitFacility[]): Int32Array {
  const order = new Int32Array(facilities.length);
  let sorted = true;
  for (let i = 0; i < facilities.length; i++) {
    order[i] = i;
    if (i > 0 && !(facilities[i - 1]!.facilityId < facilities[i]!.facilityId)) sorted = false;
  }
  if (sorted) return order;
  const ids = facilities.map((f) => f.facilityId);
  const positions = Array.from(order).sort((a, b) => (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0));
  for (let i = 1; i < positions.length; i++) {
    if (ids[positions[i - 1]!] === ids[positions[i]!]) {
      throw new ClearingInputError(`duplicate facilityId ${ids[positions[i]!]}`);
    }
  }
  order.set(positions);
  return order;
}
