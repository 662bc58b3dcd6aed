import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import type { Tx } from './client';

/*
 * COPY inside a transaction, on both databases: node-postgres streams through pg-copy-streams on
 * the transaction's own connection; PGlite copies through its /dev/blob device. Rows travel in
 * PostgreSQL's text format (tab-separated, \N for null, backslash escapes: copyField), which both
 * read and write at several times the speed of INSERT … SELECT from arrays (decision 0019).
 */

interface PgliteClient {
  query(text: string, params?: unknown[], options?: { blob?: Blob }): Promise<{ blob?: Blob }>;
}

/** The driver connection a drizzle transaction runs on (drizzle keeps it as session.client). */
function connectionOf(tx: Tx): { pg: pg.ClientBase } | { pglite: PgliteClient } {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  if (client instanceof pg.Client) return { pg: client };
  if (client && typeof (client as PgliteClient).query === 'function' && !(client instanceof pg.Pool))
    return { pglite: client as PgliteClient };
  throw new Error('COPY needs the connection of a transaction');
}

/** `COPY table (columns) FROM` the rows the chunks carry, in text format. */
export async function copyRowsIn(
  tx: Tx,
  table: string,
  columns: readonly string[],
  chunks: Iterable<string>,
): Promise<void> {
  const target = `${pg.escapeIdentifier(table)} (${columns.map((c) => pg.escapeIdentifier(c)).join(', ')})`;
  const connection = connectionOf(tx);
  if ('pg' in connection) {
    const stream = connection.pg.query(copyFrom(`copy ${target} from stdin`));
    await pipeline(Readable.from(chunks), stream);
  } else {
    await connection.pglite.query(`copy ${target} from '/dev/blob'`, [], { blob: new Blob([...chunks]) });
  }
}

/** The rows of a query as COPY's text format, chunk by chunk (a line may span two chunks). */
export async function* copyRowsOut(tx: Tx, query: string): AsyncGenerator<string> {
  const connection = connectionOf(tx);
  if ('pg' in connection) {
    const decoder = new TextDecoder();
    for await (const chunk of connection.pg.query(copyTo(`copy (${query}) to stdout`)) as AsyncIterable<Buffer>)
      yield decoder.decode(chunk, { stream: true });
    const rest = decoder.decode();
    if (rest) yield rest;
  } else {
    const result = await connection.pglite.query(`copy (${query}) to '/dev/blob'`);
    if (result.blob) yield await result.blob.text();
  }
}

/** A text value as a COPY text-format field (backslash, tab, newline and carriage return escaped). */
export function copyField(value: string): string {
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'))
    : value;
}

/**
 * A field of COPY TO's text format back to its value; null for \N. COPY TO escapes only the
 * backslash and the control characters below (never octal or hex), so these are all it decodes.
 */
export function copyFieldValue(field: string): string | null {
  if (field === '\\N') return null;
  if (!field.includes('\\')) return field;
  return field.replace(/\\(.)/g, (_, c: string) => COPY_ESCAPES[c] ?? c);
}

const COPY_ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };
