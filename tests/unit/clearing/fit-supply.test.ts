import { describe, expect, it } from 'vitest';
import {
  allocateFitSupply,
  ClearingInputError,
  fitSupplyOf,
  localCodeNumber,
  NO_MUNICIPALITY,
  NOT_A_CODE,
  type FitSupply,
} from '@/lib/domain/clearing';
import { numberValues } from '@/lib/domain/clearing/value-numbering';
import { facility, fitBuy } from './book';

const contract = (bid: ReturnType<typeof fitBuy>, contractedVolume = bid.volume) => ({ bid, contractedVolume });

describe('localCodeNumber', () => {
  it('reads six ASCII digits as their number, leading zeros included', () => {
    expect(localCodeNumber('130001')).toBe(130001);
    expect(localCodeNumber('010006')).toBe(10006);
    expect(localCodeNumber('000000')).toBe(0);
  });

  it('gives -2 for what is no code: empty, letters, spaces, full-width digits, more than nine digits', () => {
    for (const code of ['', 'abcdef', ' 130001', '13000１', '1300o1', '1234567890']) {
      expect(localCodeNumber(code)).toBe(NOT_A_CODE);
    }
  });

  it('keeps other digit strings apart from each other and from six-digit codes', () => {
    expect(localCodeNumber('01100')).toBe(-(100_000 + 1100));
    expect(localCodeNumber('1100')).toBe(-(10_000 + 1100));
    expect(localCodeNumber('1300011')).toBe(-(10_000_000 + 1_300_011));
    const codes = ['1100', '01100', '001100', '0001100', '1', '01', '999999999'].map(localCodeNumber);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.filter((c) => c < 0).every((c) => c <= -10)).toBe(true); // never -1 (no municipality) or -2
  });
});

describe('fitSupplyOf', () => {
  it('puts the facilities in id order (code units: # before digits before upper before lower case)', () => {
    const supply = fitSupplyOf([
      facility('f1', 5, '130001', '131016', 1, 2),
      facility('F10', 7, '270008', null, 3, 1),
      facility('#2', 9, '010006', '01100', 2, 4),
      facility('F9', 0, '130001', '131024', 1, 1),
    ]);
    expect(supply.facilityIds).toEqual(['#2', 'F10', 'F9', 'f1']);
    expect(Array.from(supply.prefecture)).toEqual([10006, 270008, 130001, 130001]);
    expect(Array.from(supply.municipality)).toEqual([-(100_000 + 1100), NO_MUNICIPALITY, 131024, 131016]);
    expect(Array.from(supply.reType)).toEqual([2, 3, 1, 1]);
    expect(Array.from(supply.plantGroup)).toEqual([4, 1, 1, 2]);
    expect(Array.from(supply.volume)).toEqual([9, 7, 0, 5]);
  });

  it('refuses a repeated id, and type codes an Int32Array cannot hold', () => {
    const f1 = facility('F1', 5, '130001', null, 1);
    expect(() => fitSupplyOf([f1, facility('F0', 1, '130001', null, 1), { ...f1, volume: 1 }])).toThrow(
      /^duplicate facilityId F1$/,
    );
    expect(() => fitSupplyOf([facility('F1', 5, '130001', null, 1.5)])).toThrow(ClearingInputError);
    expect(() => fitSupplyOf([facility('F1', 5, '130001', null, 1, 2 ** 31)])).toThrow(/plantGroupCd/);
  });
});

function columns(ids: string[], volumes: number[]): FitSupply {
  const n = ids.length;
  const ones = () => new Int32Array(n).fill(1);
  return {
    facilityIds: ids,
    prefecture: ones(),
    municipality: ones(),
    reType: ones(),
    plantGroup: ones(),
    volume: Float64Array.from(volumes),
  };
}

describe('allocateFitSupply', () => {
  it('answers in caller contract order and supply order, with the leftover per facility', () => {
    // HIGH (second in the input) is served first and empties F1; LOW falls back to F4 at random.
    const low = fitBuy('LOW', 200, 100, [{ facilityId: 'F1' }], 1);
    const high = fitBuy('HIGH', 300, 100, [{ facilityId: 'F1' }], 2);
    const a = allocateFitSupply({
      contracts: [contract(low), contract(high)],
      supply: columns(['F1', 'F4'], [100, 200]),
      marketNo: 1,
    });
    expect(a.rows).toBe(2);
    expect(Array.from(a.contract)).toEqual([1, 0]);
    expect(Array.from(a.facility)).toEqual([0, 1]);
    expect(Array.from(a.volume)).toEqual([100, 100]);
    expect(Array.from(a.source)).toEqual([0, 2]);
    expect(Array.from(a.remaining)).toEqual([0, 100]);
    expect(a.unallocatedVolume).toBe(100);
  });

  it('checks that ids ascend strictly, and the columns', () => {
    const run = (supply: FitSupply) => () => allocateFitSupply({ contracts: [], supply, marketNo: 1 });
    expect(run(columns(['F1', 'F2'], [1, 2]))).not.toThrow();
    expect(run(columns(['F2', 'F1'], [1, 2]))).toThrow(/^facilityIds not in ascending order at F1$/);
    expect(run(columns(['F1', 'F1'], [1, 2]))).toThrow(/^duplicate facilityId F1$/);
    expect(run(columns(['F1', 'F10', 'F9'], [1, 2, 3]))).not.toThrow(); // code units, not numbers
    expect(run(columns(['F1', 'F2'], [1, -2]))).toThrow(/^facility F2: volume must be a non-negative integer$/);
    expect(run({ ...columns(['F1', 'F2'], [1, 2]), reType: new Int32Array(1) })).toThrow(ClearingInputError);
  });
});

describe('numberValues', () => {
  it('numbers values in order of first appearance, by table when the range is narrow, by Map when not', () => {
    for (const values of [
      [7, 3, 7, 5, 3],
      [7e9, 3, 7e9, -5e9, 3],
    ]) {
      const out = new Int32Array(values.length);
      const numbering = numberValues(values, out);
      expect(Array.from(out)).toEqual([0, 1, 0, 2, 1]);
      expect(numbering.count).toBe(3);
      expect([values[0]!, values[3]!, 4, 3.5, -1e12].map(numbering.numberOf)).toEqual([0, 2, -1, -1, -1]);
    }
    expect(numberValues([], new Int32Array(0)).numberOf(0)).toBe(-1);
  });
});
