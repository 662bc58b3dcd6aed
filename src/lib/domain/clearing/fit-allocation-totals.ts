import { ClearingInputError } from './clearing-input-error';
import { ALLOCATION_SOURCES, type FitAllocation } from './fit-supply-allocation';

/** Summed kWh per (member, facility), line by line. */
export interface MemberFacilityLines {
  readonly lines: number;
  /** The member key, as given in memberOfContract. */
  readonly member: Int32Array;
  /** Index into the supply. */
  readonly facility: Int32Array;
  readonly volume: Float64Array;
}

/**
 * One line per (member, facility) with the summed volume: what becomes the buyers' holdings.
 * memberOfContract[c] is the member key (e.g. organization id) of input contract c. Lines ordered by
 * member, then facility index (ascending).
 *
 * Two stable counting sorts (by facility, then by member) put the draws in line order in O(rows +
 * facilities + members) without comparing anything, so draws of one member's several bids on the same
 * facility end up next to each other and merge into one line.
 */
export function holdingsByMemberFacility(allocation: FitAllocation, memberOfContract: Int32Array): MemberFacilityLines {
  const { rows, contract, facility, volume } = allocation;
  const facilities = allocation.remaining.length;
  const members = Int32Array.from(new Set(memberOfContract)).sort();
  const rankOfMember = new Map<number, number>();
  members.forEach((key, rank) => rankOfMember.set(key, rank));
  const rankOfContract = Int32Array.from(memberOfContract, (key) => rankOfMember.get(key)!);
  const memberRank = new Int32Array(rows);
  for (let row = 0; row < rows; row++) {
    const c = contract[row]!;
    if (c >= rankOfContract.length) throw new ClearingInputError(`no member given for contract ${c}`);
    memberRank[row] = rankOfContract[c]!;
  }
  const byFacility = stableCountingSort(identity(rows), facility, facilities);
  const byMember = stableCountingSort(byFacility, memberRank, members.length);

  const out = { member: new Int32Array(rows), facility: new Int32Array(rows), volume: new Float64Array(rows) };
  let lines = 0;
  for (let k = 0; k < rows; k++) {
    const row = byMember[k]!;
    const m = memberRank[row]!;
    const f = facility[row]!;
    if (lines > 0 && out.facility[lines - 1] === f && memberRank[byMember[k - 1]!] === m) {
      out.volume[lines - 1]! += volume[row]!;
      continue;
    }
    out.member[lines] = members[m]!;
    out.facility[lines] = f;
    out.volume[lines] = volume[row]!;
    lines++;
  }
  return {
    lines,
    member: out.member.subarray(0, lines),
    facility: out.facility.subarray(0, lines),
    volume: out.volume.subarray(0, lines),
  };
}

function identity(n: number): Int32Array {
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  return order;
}

/** `order` rearranged by key[item] ascending (keys in 0..buckets-1), equal keys kept in their order. */
function stableCountingSort(order: Int32Array, key: Int32Array, buckets: number): Int32Array {
  const next = new Int32Array(buckets + 1);
  for (let k = 0; k < order.length; k++) next[key[order[k]!]! + 1]! += 1;
  for (let b = 0; b < buckets; b++) next[b + 1]! += next[b]!;
  const sorted = new Int32Array(order.length);
  for (let k = 0; k < order.length; k++) sorted[next[key[order[k]!]!]!++] = order[k]!;
  return sorted;
}

/** Facilities drawn and kWh per (contract, source). */
export interface ContractSourceTotals {
  readonly count: number;
  /** Index into the allocation's input contracts. */
  readonly contract: Int32Array;
  /** Index into ALLOCATION_SOURCES. */
  readonly source: Uint8Array;
  readonly facilities: Int32Array;
  readonly volume: Float64Array;
}

/** Per (contract, source): facilities drawn and kWh, in contract index then source order; zero entries omitted. */
export function totalsByContractSource(allocation: FitAllocation): ContractSourceTotals {
  const { rows, contract, source, volume } = allocation;
  const width = ALLOCATION_SOURCES.length;
  let contracts = 0;
  for (let row = 0; row < rows; row++) if (contract[row]! >= contracts) contracts = contract[row]! + 1;
  // A contract never draws the same facility twice, so its draws count its facilities.
  const drawn = new Int32Array(contracts * width);
  const kWh = new Float64Array(contracts * width);
  for (let row = 0; row < rows; row++) {
    const slot = contract[row]! * width + source[row]!;
    drawn[slot]! += 1;
    kWh[slot]! += volume[row]!;
  }
  let count = 0;
  for (let slot = 0; slot < drawn.length; slot++) if (drawn[slot]! > 0) count++;
  const totals = {
    count,
    contract: new Int32Array(count),
    source: new Uint8Array(count),
    facilities: new Int32Array(count),
    volume: new Float64Array(count),
  };
  for (let slot = 0, k = 0; slot < drawn.length; slot++) {
    if (drawn[slot] === 0) continue;
    totals.contract[k] = Math.floor(slot / width);
    totals.source[k] = slot % width;
    totals.facilities[k] = drawn[slot]!;
    totals.volume[k++] = kWh[slot]!;
  }
  return totals;
}
