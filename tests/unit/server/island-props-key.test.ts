import { describe, expect, it } from 'vitest';
import { islandPropsKey } from '@/lib/server/render/island-props-key';
import { deepFreeze } from '@/lib/server/render/deep-freeze';

/** Issue 12 §2: the key a props-only island's HTML is kept under. */
describe('islandPropsKey', () => {
  it('gives equal props one key and tells apart what a component could tell apart', () => {
    expect(islandPropsKey({ a: 1, b: ['x'] })).toBe(islandPropsKey({ a: 1, b: ['x'] }));
    const distinct = [
      {},
      { a: undefined },
      { a: null },
      { a: 0 },
      { a: -0 },
      { a: Number.NaN },
      { a: Number.POSITIVE_INFINITY },
      { a: '0' },
      { a: '' },
      { a: false },
      { a: [] },
      { a: [undefined] },
      // A hole is not undefined to a component (map skips it).
      // eslint-disable-next-line no-sparse-arrays
      { a: [, 1] },
      { a: [undefined, 1] },
      { a: {} },
      { a: 's1:x' },
      { a: 'x', b: 'y' },
      { a: 'xb', '': 'y' },
      { b: 'x', a: 'y' },
    ];
    const keys = distinct.map((p) => islandPropsKey(p as Record<string, unknown>));
    expect(keys.every((k) => typeof k === 'string')).toBe(true);
    expect(new Set(keys).size).toBe(distinct.length);
  });

  it('keeps no key for props that are not plain data', () => {
    class Point {
      x = 1;
    }
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    for (const props of [
      { onClick: () => undefined },
      { at: new Date(0) },
      { p: new Point() },
      { s: Symbol('s') },
      { n: 1n },
      { m: new Map() },
      { [Symbol('k')]: 1 },
      cyclic,
    ]) {
      expect(islandPropsKey(props as Record<string, unknown>)).toBeUndefined();
    }
  });

  it('writes a frozen subtree by its identity, and an unfrozen one by its content every time', () => {
    const codes = deepFreeze({ prefectures: [{ code: '13', name: '東京都' }] });
    const first = islandPropsKey({ codes, page: 1 });
    expect(islandPropsKey({ codes, page: 1 })).toBe(first);
    expect(islandPropsKey({ codes, page: 2 })).not.toBe(first);
    // An equal copy is another object: another key (a render more, never a wrong answer).
    expect(islandPropsKey({ codes: deepFreeze(structuredClone(codes)), page: 1 })).not.toBe(first);

    // The props object itself is always written out (React freezes it in development).
    expect(islandPropsKey(Object.freeze({ codes, page: 1 }))).toBe(first);

    const open = { prefectures: [{ code: '13', name: '東京都' }] };
    const before = islandPropsKey({ codes: open });
    open.prefectures[0]!.name = '大阪府';
    expect(islandPropsKey({ codes: open })).not.toBe(before);

    // Frozen on the outside only: the inside can still change, so it is written out.
    const shallow = Object.freeze({ list: [{ name: 'a' }] });
    const shallowKey = islandPropsKey({ shallow });
    shallow.list[0]!.name = 'b';
    expect(islandPropsKey({ shallow })).not.toBe(shallowKey);
  });
});
