import { ClearingInputError } from './clearing-input-error';
import { mulberry32, shuffleInPlace } from './seeded-random';
import type { FitFacility, TrackingConditions } from './types';

const FIELDS = ['prefectureCd', 'municipalityCd', 'reTypeCd', 'plantGroupCd'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Facilities sharing one set of condition values, as ranks in ascending order; `cursor` only moves
 * forward, past facilities that are used up.
 */
export interface FacilityPool {
  readonly ranks: Int32Array;
  cursor: number;
}

/** Each distinct value of one field numbered 0, 1, 2…, and every facility's number. */
interface FieldCodes {
  readonly codeOfValue: Map<string | number | null, number>;
  readonly codeOfFacility: Int32Array;
}

/**
 * Orders facilities by id (so the input row order cannot change the outcome), shuffles that order with
 * the market's seed, and answers "which facilities match" without scanning: by binary search for an
 * id, and by per-condition-set groups built on first use (O(facilities) each, at most 15 sets).
 *
 * Facilities are addressed by *rank*, their place in the random order. Every pool lists ranks in
 * ascending order, so walking a pool moves forward through the rank-indexed volume array instead of
 * jumping around a million entries.
 */
export class FacilityIndex {
  /** Input positions sorted by facilityId. */
  private readonly byId: Int32Array;
  /** Input position of the facility at each rank. */
  readonly positionAt: Int32Array;
  private readonly rankOf: Int32Array;
  private readonly groupings = new Map<number, Map<number | string, FacilityPool>>();
  private readonly fieldCodes = new Map<Field, FieldCodes>();

  constructor(
    private readonly facilities: readonly FitFacility[],
    seed: number,
  ) {
    this.byId = canonicalOrder(facilities);
    this.positionAt = this.byId.slice();
    shuffleInPlace(this.positionAt, mulberry32(seed));
    this.rankOf = new Int32Array(facilities.length);
    this.positionAt.forEach((position, rank) => (this.rankOf[position] = rank));
  }

  get size(): number {
    return this.positionAt.length;
  }

  /** Rank of the facility, or -1. */
  rankById(facilityId: string): number {
    let lo = 0;
    let hi = this.byId.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const id = this.facilities[this.byId[mid]!]!.facilityId;
      if (id === facilityId) return this.rankOf[this.byId[mid]!]!;
      if (id < facilityId) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /** Facilities matching every given condition, or null when none does. */
  pool(conditions: TrackingConditions): FacilityPool | null {
    const fields = FIELDS.filter((field) => conditions[field] != null);
    const mask = fields.reduce((m, field) => m | (1 << FIELDS.indexOf(field)), 0);
    let pools = this.groupings.get(mask);
    if (!pools) {
      pools = this.buildGrouping(fields);
      this.groupings.set(mask, pools);
    }
    const codes: number[] = [];
    for (const field of fields) {
      const code = this.codes(field).codeOfValue.get(conditions[field]!);
      if (code === undefined) return null;
      codes.push(code);
    }
    return pools.get(this.compositeKey(this.placeValues(fields), codes)) ?? null;
  }

  /**
   * Field values are numbered once per field, so grouping a million facilities hashes the existing
   * strings instead of building a million composite key strings (which was about 4× slower).
   */
  private codes(field: Field): FieldCodes {
    let codes = this.fieldCodes.get(field);
    if (!codes) {
      const codeOfValue = new Map<string | number | null, number>();
      const codeOfFacility = new Int32Array(this.facilities.length);
      this.facilities.forEach((f, i) => {
        let code = codeOfValue.get(f[field]);
        if (code === undefined) codeOfValue.set(f[field], (code = codeOfValue.size));
        codeOfFacility[i] = code;
      });
      codes = { codeOfValue, codeOfFacility };
      this.fieldCodes.set(field, codes);
    }
    return codes;
  }

  /** Place values of a mixed-radix number made of the field codes, or null if it could pass 2^53. */
  private placeValues(fields: readonly Field[]): number[] | null {
    const places: number[] = [];
    let radix = 1;
    for (const field of fields) {
      places.push(radix);
      radix *= this.codes(field).codeOfValue.size;
    }
    return radix <= Number.MAX_SAFE_INTEGER ? places : null;
  }

  private compositeKey(places: readonly number[] | null, codes: readonly number[]): number | string {
    if (!places) return codes.join(',');
    let key = 0;
    for (let k = 0; k < places.length; k++) key += codes[k]! * places[k]!;
    return key;
  }

  private buildGrouping(fields: readonly Field[]): Map<number | string, FacilityPool> {
    const n = this.size;
    const columns = fields.map((field) => this.codes(field).codeOfFacility);
    const groupOf = new Int32Array(n);
    const groups = new Map<number | string, number>();
    const sizes: number[] = [];
    const places = this.placeValues(fields);
    const codes = new Array<number>(fields.length).fill(0);
    for (let rank = 0; rank < n; rank++) {
      const position = this.positionAt[rank]!;
      for (let k = 0; k < columns.length; k++) codes[k] = columns[k]![position]!;
      const key = this.compositeKey(places, codes);
      let g = groups.get(key);
      if (g === undefined) {
        g = sizes.length;
        groups.set(key, g);
        sizes.push(0);
      }
      groupOf[rank] = g;
      sizes[g]! += 1;
    }
    // One flat array sliced per group keeps a million entries in a single allocation.
    const flat = new Int32Array(n);
    const next = new Int32Array(sizes.length);
    for (let g = 1; g < sizes.length; g++) next[g] = next[g - 1]! + sizes[g - 1]!;
    const starts = next.slice();
    for (let rank = 0; rank < n; rank++) flat[next[groupOf[rank]!]!++] = rank;

    const pools = new Map<number | string, FacilityPool>();
    for (const [key, g] of groups) pools.set(key, { ranks: flat.subarray(starts[g]!, next[g]!), cursor: 0 });
    return pools;
  }
}

function canonicalOrder(facilities: readonly FitFacility[]): Int32Array {
  const order = new Int32Array(facilities.length);
  let sorted = true;
  for (let i = 0; i < facilities.length; i++) {
    order[i] = i;
    if (i > 0 && !(facilities[i - 1]!.facilityId < facilities[i]!.facilityId)) sorted = false;
  }
  if (!sorted) {
    // Rows usually arrive ORDER BY facility_id; sorting is the fallback, not the common path.
    const ids = facilities.map((f) => f.facilityId);
    const positions = Array.from(order).sort((a, b) => (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0));
    order.set(positions);
  }
  for (let i = 1; i < order.length; i++) {
    if (facilities[order[i - 1]!]!.facilityId === facilities[order[i]!]!.facilityId) {
      throw new ClearingInputError(`duplicate facilityId ${facilities[order[i]!]!.facilityId}`);
    }
  }
  return order;
}
