import fc from 'fast-check';
import { z } from 'zod';
import type { ApiOperation } from '../../src/lib/schemas/api-operations';

/*
 * Requests generated from the operation registry: each operation's zod schemas, seen as JSON
 * Schema, give the fields, their types and limits. Every field then takes a valid value (within
 * the schema, preferring values that exist in the test world so calls reach the services), a
 * boundary value (just inside and just outside each limit) or a hostile one (NUL, CR/LF, wrong
 * JSON types, huge numbers, odd dates, injection text), and whole bodies and queries are
 * sometimes replaced by something of the wrong shape altogether.
 */

type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
};

/** Values known to exist in the test world, by field name, so valid calls can succeed. */
export type WorldHints = Record<string, readonly unknown[]>;

export interface GeneratedRequest {
  /** "METHOD /api/v1/path/{param}" of the registry entry. */
  operation: string;
  method: string;
  /** Path and query string, ready to append to the base URL. */
  target: string;
  /** The raw JSON text of the body, or undefined for none. */
  body?: string;
}

const INT4 = 2 ** 31;
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\r\n',
  'x\r\nSet-Cookie: a=b',
  "' OR 1=1 --",
  '"; drop table holdings; --',
  '<script>alert(1)</script>',
  '%00',
  '%',
  '../../etc/passwd',
  '\ud800',
  '𠮷野家',
  '１２３',
  'ｱｲｳ',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '1e3',
  '0x10',
  '2147483648',
  '99999999999',
  '9007199254740991',
  '9007199254740993',
  '9999-99-99T00:00:00.000000Z_1',
  '2026-11-28T00:00:00.000000Z_9999999999999999999',
  '-9223372036854775809',
  '0001-01-01',
  '9999-12-31',
  '2026-02-30',
  'true',
  'null',
  'x'.repeat(5_000),
];
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0.001,
  INT4 - 1,
  INT4,
  99_999_999_999,
  2 ** 53 - 1,
  2 ** 53 + 2,
  1e21,
  -1e308,
  [],
  [1, 2],
  {},
  { a: 1 },
  { __proto__: { polluted: true } },
];

const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_VALUES),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.jsonValue({ maxDepth: 2 }),
);

const DATES_OUTSIDE = [
  '1999-12-31',
  '2101-01-01',
  '0001-01-01',
  '9999-12-31',
  '2026-02-29',
  '2026-13-01',
  '2026/04/01',
];
const DATES_INSIDE = ['2000-01-01', '2100-12-31', '2024-02-29', '2026-04-01', '2027-03-31'];

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  try {
    return z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  }
}

function boundaryValues(s: JsonSchema): unknown[] {
  const out: unknown[] = [];
  if (s.minimum !== undefined) out.push(s.minimum, s.minimum - 1);
  if (s.maximum !== undefined) out.push(s.maximum, s.maximum + 1);
  if (s.type === 'integer' || s.type === 'number')
    out.push(0, INT4 - 1, INT4, 99_999_999_999, 2 ** 53 - 1, 2 ** 53 + 2, 0.5);
  if (s.maxLength !== undefined) out.push('9'.repeat(s.maxLength), '9'.repeat(s.maxLength + 1));
  if (s.minLength !== undefined && s.minLength > 0) out.push('9'.repeat(s.minLength - 1));
  if (s.format === 'date') out.push(...DATES_INSIDE, ...DATES_OUTSIDE);
  if (s.type === 'array') {
    if (s.maxItems !== undefined && s.maxItems <= 20) out.push(Array.from({ length: s.maxItems + 1 }, () => ({})));
    out.push([]);
  }
  return out;
}

/** A value within the schema (as far as JSON Schema can say: refinements may still refuse it). */
function validArbitrary(s: JsonSchema, name: string, hints: WorldHints, depth: number): fc.Arbitrary<unknown> {
  const variants = s.anyOf ?? s.oneOf;
  if (variants) return fc.oneof(...variants.map((v) => validArbitrary(v, name, hints, depth)));
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const known = hints[name];
  const own = ownArbitrary(s, name, hints, depth);
  return known?.length ? fc.oneof(fc.constantFrom(...known), own) : own;
}

function ownArbitrary(s: JsonSchema, name: string, hints: WorldHints, depth: number): fc.Arbitrary<unknown> {
  switch (s.type) {
    case 'integer':
      return fc.integer({
        min: Math.max(s.minimum ?? -1000, Number.MIN_SAFE_INTEGER),
        max: Math.min(s.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.double({ min: 0, max: 100, noNaN: true }));
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (s.format === 'date') return fc.constantFrom(...DATES_INSIDE);
      if (s.pattern) return fc.stringMatching(new RegExp(s.pattern), { size: 'small' });
      return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 20, 20) });
    case 'array':
      if (depth > 3 || !s.items) return fc.constant([]);
      return fc.array(fieldArbitrary(s.items, name, hints, depth + 1), {
        minLength: Math.min(s.minItems ?? 0, 3),
        maxLength: Math.min(s.maxItems ?? 3, 3),
      });
    case 'object':
      return objectArbitrary(s, hints, depth + 1);
    default:
      // Unrepresentable in JSON Schema (a preprocess or transform, e.g. unit prices): anything goes.
      return fc.oneof(fc.string({ maxLength: 8 }), fc.integer({ min: -10, max: 100_000 }), hostile);
  }
}

/** valid ≫ boundary > hostile, per field. */
function fieldArbitrary(s: JsonSchema, name: string, hints: WorldHints, depth: number): fc.Arbitrary<unknown> {
  const boundary = boundaryValues(s);
  return fc.oneof(
    { weight: 10, arbitrary: validArbitrary(s, name, hints, depth) },
    ...(boundary.length ? [{ weight: 2, arbitrary: fc.constantFrom(...boundary) }] : []),
    { weight: 1, arbitrary: hostile },
  );
}

function objectArbitrary(s: JsonSchema, hints: WorldHints, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props = s.properties ?? {};
  const names = Object.keys(props);
  const required = new Set(s.required ?? []);
  const fields = fc.record(
    Object.fromEntries(names.map((n) => [n, fieldArbitrary(props[n]!, n, hints, depth)])),
    // Mostly complete (so calls get past validation), sometimes with fields left out.
    { requiredKeys: [] },
  );
  return fc
    .tuple(
      fields,
      fc.constantFrom(...names, '__missing__'),
      fc.boolean(),
      fc.dictionary(fc.constantFrom('extra', '__proto__', 'constructor', 'a\u0000'), hostile, { maxKeys: 1 }),
    )
    .map(([record, dropped, complete, extra]) => {
      const out: Record<string, unknown> = {};
      for (const n of names) {
        if (n === dropped && !complete) continue;
        if (n in record) out[n] = record[n];
        else if (required.has(n) || complete) out[n] = undefined;
      }
      for (const [k, v] of Object.entries(extra)) Object.defineProperty(out, k, { value: v, enumerable: true });
      return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
    });
}

function queryText(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? '';
}

function pathSegment(value: unknown): string {
  return encodeURIComponent(queryText(value).toWellFormed());
}

function queryArbitrary(op: ApiOperation, hints: WorldHints): fc.Arbitrary<string> {
  if (!op.query) return fc.oneof(fc.constant(''), fc.constant('?x=%00&offset=-1'));
  return fc.tuple(objectArbitrary(jsonSchemaOf(op.query), hints, 0), fc.nat(9)).map(([record, dice]) => {
    // Now and then a name repeats (the last value counts, as for any query string).
    const repeat = dice === 0;
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(record)) {
      params.append(k.toWellFormed(), queryText(v).toWellFormed());
      if (repeat) params.append(k.toWellFormed(), '');
    }
    const text = params.toString();
    return text ? `?${text}` : '';
  });
}

function pathArbitrary(op: ApiOperation, hints: WorldHints): fc.Arbitrary<string> {
  if (!op.params) return fc.constant(op.path);
  return objectArbitrary(jsonSchemaOf(op.params), hints, 0).map((record) =>
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => pathSegment(record[name] ?? '')),
  );
}

function bodyArbitrary(op: ApiOperation, hints: WorldHints): fc.Arbitrary<string | undefined> {
  if (!op.body) return op.method === 'get' ? fc.constant(undefined) : fc.constantFrom(undefined, '{}', '[]');
  const schema = jsonSchemaOf(op.body);
  return fc.oneof(
    { weight: 12, arbitrary: objectArbitrary(schema, hints, 0).map((b) => JSON.stringify(b)) },
    { weight: 1, arbitrary: hostile.map((v) => JSON.stringify(v) ?? 'null') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '{',
        '{"__proto__":{"polluted":true}}',
        '[]',
        'null',
        '"text"',
        `${'['.repeat(2000)}${']'.repeat(2000)}`,
        '{"a":"\\ud800"}',
      ),
    },
  );
}

/** One request to one operation of the registry. */
export function requestArbitrary(
  operations: readonly ApiOperation[],
  hints: WorldHints,
): fc.Arbitrary<GeneratedRequest> {
  return fc.constantFrom(...operations).chain((operation) =>
    fc
      .tuple(pathArbitrary(operation, hints), queryArbitrary(operation, hints), bodyArbitrary(operation, hints))
      .map(([path, query, body]) => ({
        operation: `${operation.method.toUpperCase()} ${operation.path}`,
        method: operation.method.toUpperCase(),
        target: path + query,
        body,
      })),
  );
}
