import type { AuditRow } from '@/lib/schemas/admin-audit';
import type { CsvColumn } from './csv-stream';

/** Columns of the 監査ログ export: the screen's columns, with the raw action beside its label. */
export const AUDIT_CSV_COLUMNS: readonly CsvColumn<AuditRow>[] = [
  { header: '日時', value: (r) => r.at },
  { header: '実行者', value: (r) => r.actor },
  { header: '操作', value: (r) => r.actionLabel },
  { header: '操作コード', value: (r) => r.action },
  { header: '対象', value: (r) => r.entity },
  { header: '対象ID', value: (r) => r.entityId },
  { header: '内容', value: (r) => r.content },
];
