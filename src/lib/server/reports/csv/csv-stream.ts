import { stringify } from 'csv-stringify/sync';
import { csvCell, type CsvValue } from '@/lib/domain/reports';
import { logger } from '../../logger';
import { encodeCsvChunk, type CsvEncoding } from './csv-encoding';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

/*
 * quote_record_delimiter: with a custom record delimiter csv-stringify quotes only values holding
 * that exact delimiter by default, so a bare LF or CR in a name went out unquoted and split the row
 * for every reader. Quoting any LF or CR is also what PostgreSQL's COPY does (see copy-csv-stream.ts).
 */
function toCsv(records: (string | number)[][]): string {
  return stringify(records, {
    record_delimiter: '\r\n',
    quote_record_delimiter: true,
    cast: { number: (n) => String(n) },
  });
}

/**
 * A CSV file produced batch by batch as the client reads it: only one batch of rows is in memory
 * at a time, whatever the row count. Cancelling the stream (the client went away) stops the
 * batch source, so no further queries run for a download nobody receives.
 */
export function csvStream<Row>(
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterator<Row[]>,
  encoding: CsvEncoding,
): ReadableStream<Uint8Array> {
  let headerSent = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!headerSent) {
          headerSent = true;
          controller.enqueue(encodeCsvChunk(toCsv([columns.map((c) => csvCell(c.header))]), encoding, true));
          return;
        }
        try {
          const next = await batches.next();
          if (next.done) {
            controller.close();
            return;
          }
          const records = next.value.map((row) => columns.map((c) => csvCell(c.value(row))));
          controller.enqueue(encodeCsvChunk(toCsv(records), encoding, false));
        } catch (error) {
          // The status line is already sent: all that is left is to cut the file short and say why in the log.
          logger().error({ err: error }, 'CSV export failed mid-stream');
          controller.error(error);
        }
      },
      async cancel() {
        await batches.return?.();
      },
    },
    // Pull only when the consumer has taken the previous chunk: no read-ahead beyond one batch.
    { highWaterMark: 0 },
  );
}
