import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { logger } from '../../logger';
import type { CsvEncoding } from './csv-encoding';
import { Utf8ToCp932 } from './utf8-to-cp932';

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
const BOM = Buffer.from('\uFEFF', 'utf8');
/** COPY sends one message per row; rows are gathered into chunks of about this size before they go on. */
const CHUNK_BYTES = 64 * 1024;

/**
 * COPY ends records with LF; the exports end them with CRLF as csv-stringify writes them. A line
 * break inside a quoted value stays as it is, so the scan tracks quotes ("" inside a value toggles
 * twice, which leaves the state right). Bytes 0x22 and 0x0A never occur inside a multi-byte UTF-8
 * character, so scanning bytes is safe.
 */
export class CrlfOutsideQuotes {
  private inQuotes = false;

  convert(chunk: Buffer): Buffer {
    const breaks: number[] = [];
    let nextQuote = -2;
    let nextBreak = -2;
    for (let pos = 0; pos < chunk.length;) {
      if (nextQuote !== -1 && nextQuote < pos) nextQuote = chunk.indexOf(QUOTE, pos);
      if (this.inQuotes) {
        if (nextQuote === -1) break;
        this.inQuotes = false;
        pos = nextQuote + 1;
        continue;
      }
      if (nextBreak !== -1 && nextBreak < pos) nextBreak = chunk.indexOf(LF, pos);
      if (nextBreak !== -1 && (nextQuote === -1 || nextBreak < nextQuote)) {
        breaks.push(nextBreak);
        pos = nextBreak + 1;
      } else if (nextQuote !== -1) {
        this.inQuotes = true;
        pos = nextQuote + 1;
      } else break;
    }
    if (breaks.length === 0) return chunk;
    const out = Buffer.allocUnsafe(chunk.length + breaks.length);
    let from = 0;
    let at = 0;
    for (const b of breaks) {
      at += chunk.copy(out, at, from, b);
      out[at++] = CR;
      out[at++] = LF;
      from = b + 1;
    }
    chunk.copy(out, at, from);
    return out;
  }
}

/** UTF-8 from the database → the download's bytes: a BOM first for utf8, CP932 (unmappable → ?) for sjis. */
function byteEncoder(encoding: CsvEncoding): { write(chunk: Buffer): Buffer; end(): Buffer } {
  if (encoding === 'utf8') {
    let first = true;
    return {
      write(chunk) {
        if (!first) return chunk;
        first = false;
        return Buffer.concat([BOM, chunk]);
      },
      end: () => (first ? BOM : Buffer.alloc(0)),
    };
  }
  const encoder = new Utf8ToCp932();
  return { write: (chunk) => encoder.write(chunk), end: () => encoder.end() };
}

async function* copyChunks(pool: pg.Pool, select: string, encoding: CsvEncoding): AsyncGenerator<Uint8Array> {
  const client = await pool.connect();
  let finished = false;
  try {
    const rows = client.query(copyTo(`COPY (${select}) TO STDOUT (FORMAT csv, HEADER)`));
    const crlf = new CrlfOutsideQuotes();
    const bytes = byteEncoder(encoding);
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    for await (const row of rows as AsyncIterable<Buffer>) {
      pending.push(row);
      pendingBytes += row.length;
      if (pendingBytes < CHUNK_BYTES) continue;
      yield bytes.write(crlf.convert(Buffer.concat(pending, pendingBytes)));
      pending = [];
      pendingBytes = 0;
    }
    const last = Buffer.concat([bytes.write(crlf.convert(Buffer.concat(pending, pendingBytes))), bytes.end()]);
    if (last.length > 0) yield last;
    finished = true;
  } finally {
    // A COPY left half-read (the client went away, or it failed) leaves the connection mid-protocol:
    // it is closed rather than returned to the pool.
    client.release(finished ? undefined : new Error('CSV export stopped before the end of COPY'));
  }
}

/**
 * A CSV file written by PostgreSQL's COPY on a connection of `pool` (the export pool, so long
 * downloads cannot take the API's connections), passed on as the client reads it: the socket is
 * paused while the consumer has not taken the previous chunk, so memory stays flat. Cancelling
 * the stream ends the COPY and closes its connection.
 */
export function copyCsvStream(pool: pg.Pool, select: string, encoding: CsvEncoding): ReadableStream<Uint8Array> {
  const chunks = copyChunks(pool, select, encoding);
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await chunks.next();
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        } catch (error) {
          // The status line is already sent: all that is left is to cut the file short and say why in the log.
          logger().error({ err: error }, 'CSV export (COPY) failed mid-stream');
          controller.error(error);
        }
      },
      async cancel() {
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}
