import { FISCAL_YEAR_RANGE } from '../domain/calendar/fiscal-year';
import { formatDate } from '../domain/calendar/jst';
import { parseSort, type SortOrder } from '../domain/grid/sort-order';
import { toHalfWidthNumberText } from '../domain/money/half-width';
import { z } from 'zod';
import { msg } from './messages';
import { isFullWidth, isHalfWidth } from '../domain/text-width';

/** The largest value of a PostgreSQL integer column: ids, numbers and codes are bounded by it. */
export const INT_COLUMN_MAX = 2_147_483_647;

/** Query text to a number (as z.coerce would), with blank meaning absent so it reads "必須入力です". */
const queryNumber = (v: unknown) => {
  if (v === '' || v === null || v === undefined) return undefined;
  if (typeof v === 'string') return v.trim() === '' ? undefined : Number(v);
  return v;
};

/** Whole number within [min, max] (max defaults to the integer column's limit), every message Japanese. */
const boundedInt = (label: string, opts: { min?: number; max?: number }) => {
  const min = opts.min ?? 0;
  const max = opts.max ?? INT_COLUMN_MAX;
  return z
    .number({ error: (issue) => (issue.input === undefined ? msg.required(label) : msg.volumeInteger(label)) })
    .int(msg.volumeInteger(label))
    .min(min, msg.intMin(label, min))
    .max(max, msg.intMax(label, max));
};

/** A query parameter that must be present: missing or blank → "{label}は必須入力です。". */
export const requiredInt = (label: string, opts: { min?: number; max?: number } = {}) =>
  z.preprocess(queryNumber, boundedInt(label, opts));

export const optionalInt = (label: string, opts: { min?: number; max?: number } = {}) =>
  z.preprocess(queryNumber, boundedInt(label, opts).optional());

/** A whole number in a JSON body (no conversion from strings). */
const bodyInt = (label: string, opts: { min?: number; max?: number } = {}) => boundedInt(label, opts);

/** Absent or blank is 必須入力; anything else that is not one of the codes is an invalid choice. */
const missing = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
const choiceError = (label: string) => (issue: { input?: unknown }) =>
  missing(issue.input) ? msg.required(label) : msg.invalidChoice(label);

/** 商品 in a query (text): 1, 2 or 3. */
export const productCd = z.preprocess(
  queryNumber,
  z.union([z.literal(1), z.literal(2), z.literal(3)], { error: choiceError('商品') }),
);
export const nonFitProductCd = z.preprocess(
  queryNumber,
  z.union([z.literal(2), z.literal(3)], {
    error: (issue) => (issue.input === 1 ? 'FIT非化石証書は移転できません。' : choiceError('商品')(issue)),
  }),
);
/** 商品 in a JSON body: the number 1, 2 or 3 (no conversion from text; "2" is an invalid choice, not a missing one). */
export const bodyProductCd = z.union([z.literal(1), z.literal(2), z.literal(3)], { error: choiceError('商品') });
/** 商品 of a sell bid: non-FIT only; FIT (1) gets the rule's own words. */
export const bodySellProductCd = z.union([z.literal(2), z.literal(3)], {
  error: (issue) => (issue.input === 1 ? '売り入札は非FIT非化石証書のみです。' : choiceError('商品')(issue)),
});
export const holdingClassCd = z.coerce
  .number()
  .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '保有区分の指定が正しくありません。' }));
export const fiscalYear = requiredInt('対象年度', FISCAL_YEAR_RANGE);
/** In a body only bounded to its column: whether the year exists is the service's answer (C_AC_006). */
export const fiscalYearBody = bodyInt('対象年度');

/** Query booleans arrive as "true"/"false". */
const queryBoolean = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v),
  z.boolean({ error: 'count には true か false を指定してください。' }),
);

/**
 * An optional list sort (`balance`, `-balance`): only the list's own sortable columns; anything
 * else is a 422 naming the parameter.
 */
export const sortParam = <K extends string>(keys: readonly K[]) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .optional()
      .transform((text, ctx) => {
        if (text === undefined) return undefined;
        const sort = parseSort(text, keys);
        if (!sort) {
          ctx.addIssue({ code: 'custom', message: `並び順（sort）に指定できる項目は ${keys.join('、')} です。` });
          return z.NEVER;
        }
        return sort;
      }),
  );

/** A sortable list's query as the server's own callers may give it: no `sort` is the list's own order. */
export type SortableQuery<Q, K extends string> = Omit<Q, 'sort'> & { sort?: SortOrder<K> };

/** The paged-list parameters of architecture.md#paged-lists: offset, limit, count (all required by spec §5). */
export const paging = {
  offset: requiredInt('offset', { min: 0 }),
  limit: requiredInt('limit', { min: 1, max: 100_000 }),
  count: queryBoolean,
};

/** Calendar days the system can mean: the fiscal years it serves, with no year 0001 or 9999. */
export const DATE_RANGE = { from: '2000-01-01', to: '2100-12-31' } as const;
export const isoDate = (label: string) =>
  z.iso
    .date(msg.date(label))
    .refine(
      (d) => d >= DATE_RANGE.from && d <= DATE_RANGE.to,
      msg.dateRange(label, formatDate(DATE_RANGE.from), formatDate(DATE_RANGE.to)),
    );

export const halfWidthText = (label: string, max: number) =>
  z.string().max(max, msg.maxLength(label, max)).refine(isHalfWidth, msg.halfWidth(label));

export const fullWidthText = (label: string, max: number) =>
  z.string().max(max, msg.maxLength(label, max)).refine(isFullWidth, msg.fullWidth(label));

/** Facility id filter: optional, half-width (spec §5). */
export const equipmentIdFilter = z.preprocess(
  (v) => (v === '' ? undefined : v),
  halfWidthText('設備ID', 50).optional(),
);

/** Facility id of a line to move or issue: required, half-width (spec §5). */
export const equipmentIdLine = z
  .string()
  .min(1, msg.required('設備ID'))
  .max(50, msg.maxLength('設備ID', 50))
  .refine(isHalfWidth, msg.halfWidth('設備ID'));

/**
 * Volume in whole kWh: integer, at least `min`. A blank string counts as empty (spec §5).
 * The upper limit (available volume) is checked where it is known: the form and the service.
 * `shownMin` is the minimum the message names when a later check raises it (bids: anything below
 * 1 and anything below 1,000 get the same sentence).
 */
export const volume = (label: string, min = 1, shownMin = min) =>
  z.preprocess(
    // Text volumes are read as the screens read them (full-width figures and grouping commas).
    (v) => {
      if (typeof v !== 'string') return v;
      const text = toHalfWidthNumberText(v).trim();
      return text === '' ? undefined : Number(text.replace(/,/g, ''));
    },
    z
      .number({ error: msg.required(label) })
      .int(msg.volumeInteger(label))
      .min(min, msg.volumeMin(label, shownMin))
      .max(1_000_000_000_000, msg.volumeMax(label)),
  );

/** CSV downloads: the encoding Excel should open (Shift_JIS by default). */
export const csvEncoding = z.enum(['sjis', 'utf8']).default('sjis');

/**
 * Where a NUL character sits in a parsed input (a key or a string value), or undefined. PostgreSQL
 * text cannot hold U+0000, and no field of the system has a use for it, so every API input is
 * refused with it before its schema runs (the HTTP helpers call this once for body, query and path).
 */
export function pathOfNul(value: unknown): (string | number)[] | undefined {
  /*
   * An explicit stack, not recursion: a body of nested arrays 100,000 deep (200 KB) would overflow
   * the call stack (a 500). Each entry points at its parent, so the path is built only on a hit and
   * the walk stays linear in the size of the input.
   */
  interface Step {
    value: unknown;
    key?: string | number;
    parent?: Step;
  }
  const pathTo = (step: Step | undefined, last?: string): (string | number)[] => {
    const path: (string | number)[] = last === undefined ? [] : [last];
    for (let at = step; at?.key !== undefined; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const stack: Step[] = [{ value }];
  for (let step = stack.pop(); step; step = stack.pop()) {
    const current = step.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return pathTo(step);
    } else if (Array.isArray(current)) {
      // Pushed last to first so that the first element is looked at first.
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: i, parent: step });
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      const badKey = entries.find(([key]) => key.includes('\u0000'));
      if (badKey) return pathTo(step, badKey[0]);
      for (let i = entries.length - 1; i >= 0; i--)
        stack.push({ value: entries[i]![1], key: entries[i]![0], parent: step });
    }
  }
  return undefined;
}
