import { sql, type Placeholder } from 'drizzle-orm';
import type { SortOrder } from '@/lib/domain/grid/sort-order';
import type { Executor } from '../db';

/**
 * Prepared statements for a list whose SQL depends on which optional filters and which sort the
 * request has (its shape), not on their values. Each shape is built by Drizzle once per database
 * handle and prepared under a name made of the shape (`shapeOf` gives it: letters, digits and
 * underscores), so node-postgres parses it once per connection; a request only fills in the
 * values. Building the SQL was a visible part of a
 * list request's CPU in a profile under load. The shapes of a list are few and fixed by its code, so
 * the cache cannot grow with requests.
 */
export function preparedByShape<S, Q>(
  shapeOf: (spec: S) => string,
  build: (db: Executor, spec: S, name: string) => Q,
): (db: Executor, spec: S) => Q {
  const byHandle = new WeakMap<Executor, Map<string, Q>>();
  return (db, spec) => {
    const shape = shapeOf(spec);
    let shapes = byHandle.get(db);
    if (!shapes) byHandle.set(db, (shapes = new Map()));
    let query = shapes.get(shape);
    if (!query) shapes.set(shape, (query = build(db, spec, shape)));
    return query;
  };
}

/** A named value of a prepared statement, typed as the value it stands for in shared query code. */
export function param<T>(name: string): T {
  return sql.placeholder(name) as Placeholder as unknown as T;
}

/** The shape letter of an optional value: present or not. */
export function present(value: unknown): '1' | '0' {
  return value === undefined ? '0' : '1';
}

/** The shape part of a list's chosen sort: none, or its key and direction. */
export function sortShape(sort: SortOrder<string> | undefined): string {
  return sort ? `_${sort.key}_${sort.descending ? 'd' : 'a'}` : '';
}
