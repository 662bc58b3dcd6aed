import type pg from 'pg';
import type { z } from 'zod';
import type { Executor } from '../../db';
import type { accountBalanceCsvQuery } from '@/lib/schemas/accounts';
import { findBalanceLines, type BalanceCursor, type BalanceLine } from '../../repositories/account-balances';
import { keysetBatches } from '../../repositories/keyset';
import { BALANCE_CSV_COLUMNS } from '../../reports/csv/balance-csv';
import { csvContentType } from '../../reports/csv/csv-encoding';
import { csvStream } from '../../reports/csv/csv-stream';
import { copyCsvStream } from '../../reports/csv/copy-csv-stream';
import { balanceCsvStatement } from '../../repositories/account-balance-csv';
import type { FileDownload } from '../../reports/download';
import { jstCompactDate } from '../../time/jst-timestamp';

/** 残高照会 CSV: every matching line, in facility id order. */
export function exportAccountBalancesCsv(
  db: Executor,
  organizationId: number,
  query: z.infer<typeof accountBalanceCsvQuery>,
  now = new Date(),
  copyPool?: pg.Pool,
): FileDownload {
  const { encoding, ...filters } = query;
  // PostgreSQL formats the whole file in one COPY on the export pool; PGlite (one connection, no
  // COPY TO STDOUT stream) reads keyset batches. Both give the same bytes (tests/integration/csv-copy-identity).
  const keysetRows = () =>
    keysetBatches<BalanceLine, BalanceCursor>(
      (after, limit) => findBalanceLines(db, organizationId, filters, { after, limit }),
      (r) => ({ facilityId: r.facilityId, holdingClassCd: r.holdingClassCd }),
    );
  const day = jstCompactDate(now);
  return {
    fileName: `残高照会_${filters.fiscalYear}_${day}.csv`,
    asciiFileName: `account-balances_${filters.fiscalYear}_${day}.csv`,
    contentType: csvContentType(encoding),
    body: copyPool
      ? copyCsvStream(copyPool, balanceCsvStatement(organizationId, filters), encoding)
      : csvStream(BALANCE_CSV_COLUMNS, keysetRows(), encoding),
  };
}
