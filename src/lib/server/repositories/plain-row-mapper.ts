import { Column, is, SQL } from 'drizzle-orm';

/**
 * Drizzle turns each result row into an object by asking, for every column of every row, what
 * kind of field the column is (a walk up its class chain) and where its value goes (an iterator
 * over its path): about 7 % of a list request's CPU with a hundred rows (issue 12 §6 profile). For
 * a prepared statement those answers never change, so they are worked out once here and the rows
 * are mapped with them. Only selections Drizzle maps plainly are taken over: each value at its
 * name, or one level deep in a select without joins (where Drizzle never turns an object into
 * null); anything else keeps Drizzle's own mapping.
 */
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

interface OrderedField {
  path: string[];
  field: unknown;
}

/** The parts of Drizzle's prepared query (node-postgres and PGlite) this reads and sets. */
interface PreparedInternals {
  fields?: OrderedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/** Drizzle keeps an SQL field's decoder (set by mapWith) on an internal property. */
type WithDecoder = { decoder?: Decoder };

function decoderOf(field: unknown): Decoder | undefined {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as WithDecoder).decoder;
  if (is(field, SQL.Aliased)) return (field.sql as unknown as WithDecoder).decoder;
  // A subquery's field, or something newer: Drizzle's own mapping.
  return undefined;
}

/** The prepared query, mapping its rows with decoders and paths found once (or unchanged). */
export function withPlainRowMapper<Q>(prepared: Q): Q {
  const internals = prepared as unknown as PreparedInternals;
  const fields = internals.fields;
  if (!Array.isArray(fields) || internals.customResultMapper) return prepared;
  const hasJoins = Object.values(internals.joinsNotNullableMap ?? {}).some((notNull) => !notNull);
  const decoders: Decoder[] = [];
  const outer: string[] = [];
  const inner: (string | undefined)[] = [];
  for (const { path, field } of fields) {
    const decoder = decoderOf(field);
    if (!decoder || path.length === 0 || path.length > 2 || (path.length === 2 && hasJoins)) return prepared;
    decoders.push(decoder);
    outer.push(path[0]!);
    inner.push(path[1]);
  }
  const n = decoders.length;
  internals.customResultMapper = (rows) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      for (let i = 0; i < n; i++) {
        const raw = row[i];
        const value = raw === null ? null : decoders[i]!.mapFromDriverValue(raw);
        const key = inner[i];
        if (key === undefined) result[outer[i]!] = value;
        else ((result[outer[i]!] ??= {}) as Record<string, unknown>)[key] = value;
      }
      return result;
    });
  return prepared;
}
