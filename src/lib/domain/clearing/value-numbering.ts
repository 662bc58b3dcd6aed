/** The distinct values of an integer column numbered 0, 1, 2… in order of first appearance. */
export interface Numbering {
  readonly count: number;
  /** The number of `value`, or -1 when no entry has it. */
  numberOf(value: number): number;
}

/**
 * Writes each entry's number into `out` and returns the numbering. Codes and group keys usually span
 * a range not much wider than the column (47 prefectures, 1,900 municipalities among a million
 * facilities), so a direct-address table does it without hashing; a Map is the fallback for sparse
 * values. Values must be integers (exact up to 2^53).
 */
export function numberValues(values: ArrayLike<number>, out: Int32Array): Numbering {
  const n = values.length;
  if (n === 0) return { count: 0, numberOf: () => -1 };
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < n; i++) {
    const v = values[i]!;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const span = max - min + 1;
  return span <= 2 * n + 65_536 ? numberByTable(values, out, min, span) : numberByMap(values, out);
}

function numberByTable(values: ArrayLike<number>, out: Int32Array, min: number, span: number): Numbering {
  const table = new Int32Array(span).fill(-1);
  let count = 0;
  for (let i = 0; i < values.length; i++) {
    const slot = values[i]! - min;
    let code = table[slot]!;
    if (code < 0) table[slot] = code = count++;
    out[i] = code;
  }
  // A value outside the range, or not an integer, indexes nothing: undefined.
  return { count, numberOf: (value) => table[value - min] ?? -1 };
}

function numberByMap(values: ArrayLike<number>, out: Int32Array): Numbering {
  const codes = new Map<number, number>();
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    let code = codes.get(v);
    if (code === undefined) codes.set(v, (code = codes.size));
    out[i] = code;
  }
  return { count: codes.size, numberOf: (value) => codes.get(value) ?? -1 };
}
