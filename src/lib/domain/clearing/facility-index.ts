import { localCodeNumber, NOT_A_CODE, type FitSupply } from './fit-supply';
import { mulberry32, shuffleInPlace } from './seeded-random';
import type { TrackingConditions } from './types';
import { numberValues, type Numbering } from './value-numbering';

/** Condition fields; a field's place here is its bit in a condition-set mask. */
const FIELDS = ['prefectureCd', 'municipalityCd', 'reTypeCd', 'plantGroupCd'] as const;

/**
 * The groups of one condition set: group g is ranks[start[g]..start[g + 1]), ascending; cursor[g]
 * only moves forward, past facilities that are used up, so no facility is looked at twice.
 */
export interface FacilityGroups {
  readonly ranks: Int32Array;
  readonly start: Int32Array;
  readonly cursor: Int32Array;
}

/** The facilities matching one preference: one group of one condition set. */
export interface FacilityPool {
  readonly groups: FacilityGroups;
  readonly group: number;
}

/** How a condition value finds its group: number the value within its field, then combine. */
interface GroupingStep {
  readonly field: number;
  readonly radix: number;
  /** Numbers (previous group × radix + value number); null when that already is the group. */
  readonly combined: Numbering | null;
}

interface Grouping {
  readonly groups: FacilityGroups;
  readonly count: number;
  readonly steps: readonly GroupingStep[];
}

/**
 * The supply in the market's seeded random order, answering "which facilities match" without
 * scanning: by binary search for an id, and by per-condition-set groups built on first use
 * (O(facilities) each, at most 16 sets). The canonical order is the supply's (ascending id), so the
 * order rows arrive in cannot change the outcome.
 *
 * Facilities are addressed by *rank*, their place in the random order. Every group lists ranks in
 * ascending order, so walking a group moves forward through rank-indexed arrays instead of jumping
 * around a million entries. The integer columns are grouped by numbering their values (a table
 * lookup each), never by building per-facility keys or strings.
 */
export class FacilityIndex {
  readonly size: number;
  /** Supply index of the facility at each rank. */
  readonly indexAt: Int32Array;
  /** Rank at each supply index, built on the first facility-id lookup. */
  private rankOf: Int32Array | undefined;
  private readonly fieldNumbers: ({ codes: Int32Array; numbering: Numbering } | undefined)[] = [];
  private readonly groupings: (Grouping | undefined)[] = [];

  constructor(
    private readonly supply: FitSupply,
    seed: number,
  ) {
    const n = (this.size = supply.facilityIds.length);
    this.indexAt = new Int32Array(n);
    for (let i = 0; i < n; i++) this.indexAt[i] = i;
    shuffleInPlace(this.indexAt, mulberry32(seed));
  }

  /** Rank of the facility, or -1. */
  rankById(facilityId: string): number {
    const ids = this.supply.facilityIds;
    let lo = 0;
    let hi = ids.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const id = ids[mid]!;
      if (id === facilityId) return this.ranks()[mid]!;
      if (id < facilityId) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  private ranks(): Int32Array {
    if (!this.rankOf) {
      this.rankOf = new Int32Array(this.size);
      for (let rank = 0; rank < this.size; rank++) this.rankOf[this.indexAt[rank]!] = rank;
    }
    return this.rankOf;
  }

  /** Facilities matching every given condition, or null when none does. */
  pool(conditions: TrackingConditions): FacilityPool | null {
    let mask = 0;
    const values: number[] = [];
    for (let field = 0; field < FIELDS.length; field++) {
      const raw = conditions[FIELDS[field]!];
      if (raw == null) continue;
      const value = conditionValue(field, raw);
      if (value === null) return null;
      mask |= 1 << field;
      values.push(value);
    }
    const grouping = (this.groupings[mask] ??= this.buildGrouping(mask));
    let group = 0;
    for (let k = 0; k < grouping.steps.length; k++) {
      const step = grouping.steps[k]!;
      const code = this.numbers(step.field).numbering.numberOf(values[k]!);
      if (code < 0) return null;
      const key = group * step.radix + code;
      group = step.combined ? step.combined.numberOf(key) : key;
      if (group < 0) return null;
    }
    return group < grouping.count ? { groups: grouping.groups, group } : null;
  }

  /** A field's values in rank order, numbered 0, 1, 2…; built once per field. */
  private numbers(field: number) {
    let numbers = this.fieldNumbers[field];
    if (!numbers) {
      const column = [this.supply.prefecture, this.supply.municipality, this.supply.reType, this.supply.plantGroup][
        field
      ]!;
      const codes = new Int32Array(this.size);
      for (let rank = 0; rank < codes.length; rank++) codes[rank] = column[this.indexAt[rank]!]!;
      numbers = this.fieldNumbers[field] = { codes, numbering: numberValues(codes, codes) };
    }
    return numbers;
  }

  /**
   * Combines the fields one at a time: (group so far × values of the next field + its value number)
   * stays below size², exact in a double for any realistic supply, and numbering it again keeps the
   * next step's range small, whatever the number of distinct values per field.
   */
  private buildGrouping(mask: number): Grouping {
    const n = this.size;
    let group = new Int32Array(n);
    let count = n > 0 ? 1 : 0;
    const steps: GroupingStep[] = [];
    for (let field = 0; field < FIELDS.length; field++) {
      if (!(mask & (1 << field))) continue;
      const { codes, numbering } = this.numbers(field);
      const radix = numbering.count;
      if (count <= 1) {
        group = codes.slice();
        steps.push({ field, radix, combined: null });
        count = radix;
        continue;
      }
      // Int32 keys whenever they fit: the numbering then reads one element kind, and half the bytes.
      const keys = count * radix <= 0x7fffffff ? new Int32Array(n) : new Float64Array(n);
      for (let rank = 0; rank < n; rank++) keys[rank] = group[rank]! * radix + codes[rank]!;
      const combined = numberValues(keys, group);
      steps.push({ field, radix, combined });
      count = combined.count;
    }
    return { groups: groupsOf(group, count), count, steps };
  }
}

/** A counting sort of the ranks by group: one flat array for all groups, ascending within each. */
function groupsOf(groupOfRank: Int32Array, count: number): FacilityGroups {
  const start = new Int32Array(count + 1);
  for (let rank = 0; rank < groupOfRank.length; rank++) start[groupOfRank[rank]! + 1]! += 1;
  for (let g = 0; g < count; g++) start[g + 1]! += start[g]!;
  const next = start.slice(0, count);
  const ranks = new Int32Array(groupOfRank.length);
  for (let rank = 0; rank < groupOfRank.length; rank++) ranks[next[groupOfRank[rank]!]!++] = rank;
  return { ranks, start, cursor: start.slice(0, count) };
}

/**
 * A condition value as the column holds it, or null when no facility can have it: codes compare as
 * localCodeNumber, type and group codes as 32-bit integers (a value of another type never matched).
 */
function conditionValue(field: number, raw: string | number): number | null {
  if (field < 2) {
    const code = localCodeNumber(raw as string);
    return code === NOT_A_CODE ? null : code;
  }
  return typeof raw === 'number' && (raw | 0) === raw ? raw : null;
}
