import { z } from 'zod';
import { msg } from './messages';
import { isFullWidth, isHalfWidth } from '../domain/text-width';

/** A query parameter that must be present: missing or blank → "{label}は必須入力です。". */
export const requiredInt = (label: string, opts: { min?: number; max?: number } = {}) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: msg.required(label) })
      .int(msg.volumeInteger(label))
      .min(opts.min ?? 0)
      .max(opts.max ?? Number.MAX_SAFE_INTEGER),
  );

export const optionalInt = (label: string, opts: { min?: number; max?: number } = {}) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number()
      .int(msg.volumeInteger(label))
      .min(opts.min ?? 0)
      .max(opts.max ?? Number.MAX_SAFE_INTEGER)
      .optional(),
  );

export const productCd = z.coerce
  .number({ error: msg.required('商品') })
  .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '商品の指定が正しくありません。' }));
export const nonFitProductCd = z.coerce
  .number({ error: msg.required('商品') })
  .pipe(z.union([z.literal(2), z.literal(3)], { error: 'FIT非化石証書は移転できません。' }));
export const holdingClassCd = z.coerce
  .number()
  .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '保有区分の指定が正しくありません。' }));
export const fiscalYear = requiredInt('対象年度', { min: 2000, max: 2100 });

/** Query booleans arrive as "true"/"false". */
export const queryBoolean = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v),
  z.boolean({ error: 'count には true か false を指定してください。' }),
);

/** The paged-list parameters of architecture.md: offset, limit, count (all required by spec §5). */
export const paging = {
  offset: requiredInt('offset', { min: 0 }),
  limit: requiredInt('limit', { min: 1, max: 100_000 }),
  count: queryBoolean,
};

export const isoDate = (label: string) => z.iso.date(msg.date(label));

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
 */
export const volume = (label: string, min = 1) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.replace(/,/g, ''))) : v),
    z
      .number({ error: msg.required(label) })
      .int(msg.volumeInteger(label))
      .min(min, msg.volumeMin(label, min))
      .max(1_000_000_000_000, msg.volumeMax(label)),
  );

/** CSV downloads: the encoding Excel should open (Shift_JIS by default). */
export const csvEncoding = z.enum(['sjis', 'utf8']).default('sjis');
