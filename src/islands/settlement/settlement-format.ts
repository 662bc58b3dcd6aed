import { formatYen } from '../../lib/domain/money';
import type { SettlementDirection } from '../../lib/schemas/settlements';
import { toSlashDate } from './calendar-math';

export const DIRECTION_LABEL: Record<SettlementDirection, string> = { pay: 'お支払い', receive: 'お受取り' };

export function yen(value: number): string {
  return formatYen(value);
}

export function displayDate(isoDate: string): string {
  return toSlashDate(isoDate);
}

export function pdfFallbackName(statementNo: string): string {
  return `精算書_${statementNo}.pdf`;
}
