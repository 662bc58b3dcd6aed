import { z } from 'zod';
import { csvEncoding, isoDate } from './common';

const blankAsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
/** The screen shows and takes YYYY/MM/DD; YYYY-MM-DD is accepted too. */
const jstDay = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim().replace(/\//g, '-') : undefined),
    isoDate(label).optional(),
  );
const text = (label: string, max: number) =>
  z.preprocess(blankAsAbsent, z.string().trim().max(max, `${label}は${max}文字以内で入力してください。`).optional());

const auditFilterFields = {
  actor: text('実行者', 100),
  action: text('操作', 100),
  memberNumber: z.preprocess(
    blankAsAbsent,
    z
      .string()
      .regex(/^[0-9A-Za-z]{1,20}$/, '会員番号は半角英数字20文字以内で入力してください。')
      .optional(),
  ),
  dateFrom: jstDay('期間（開始）'),
  dateTo: jstDay('期間（終了）'),
};
const dateOrder = (v: { dateFrom?: string; dateTo?: string }) => !v.dateFrom || !v.dateTo || v.dateFrom <= v.dateTo;
const dateOrderIssue = { path: ['dateTo'], message: '期間（終了）は期間（開始）以降の日付を入力してください。' };

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.\d{6}Z_(\d{1,16})$/;
/**
 * A cursor the server could have made: a real instant (not 9999-99-99T…) and an id a bigserial
 * read as a JS number can hold (a 19-digit id once reached the database: 500).
 */
function isCursor(text: string): boolean {
  const [, instant, id] = CURSOR.exec(text) ?? [];
  if (!instant || !id) return false;
  const at = new Date(`${instant}Z`);
  return (
    !Number.isNaN(at.getTime()) &&
    at.getUTCFullYear() >= 1 &&
    at.toISOString().slice(0, 19) === instant &&
    Number(id) <= Number.MAX_SAFE_INTEGER
  );
}

/** Opaque to the client: where the previous page ended (see audit-log-rows.ts). */
const cursor = z.preprocess(
  blankAsAbsent,
  z.string().refine(isCursor, 'ページの指定（after）が正しくありません。').optional(),
);

export const adminAuditQuery = z.object({ ...auditFilterFields, after: cursor }).refine(dateOrder, dateOrderIssue);
export type AdminAuditQuery = z.infer<typeof adminAuditQuery>;
export type AuditFilters = Omit<AdminAuditQuery, 'after'>;

export const adminAuditCsvQuery = z
  .object({ ...auditFilterFields, encoding: csvEncoding })
  .refine(dateOrder, dateOrderIssue);

export const auditRow = z.object({
  id: z.number(),
  /** YYYY/MM/DD HH:mm:ss in JST. */
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  actionLabel: z.string(),
  entity: z.string(),
  entityId: z.string(),
  content: z.string(),
});
export type AuditRow = z.infer<typeof auditRow>;

export const adminAuditResponse = z.object({
  rows: z.array(auditRow),
  /** The after= of the next (older) page, or null on the last one. */
  next: z.string().nullable(),
});
export type AdminAuditPage = z.infer<typeof adminAuditResponse>;

export const adminAuditActionsResponse = z.object({ actions: z.array(z.string()) });
