import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Tx } from '../../db';
import { copyField, copyRowsOut } from '../../db/copy';
import { PROCURED } from '@/lib/domain/ledger';
import type { FitLotLines } from './fit-lots';
import { rowsOf } from '../../db/raw-rows';

/* What a FIT clearing's lot COPYs (fit-lots.ts): its lines and their postings, in COPY's text format. */

export const LOT_COLUMNS = [
  'id',
  'account_id',
  'organization_id',
  'target_year_id',
  'product_cd',
  'holding_class_cd',
  'facility_id',
  'balance',
] as const;

export const POSTING_COLUMNS = [
  'entry_id',
  'holding_id',
  'organization_id',
  'target_year_id',
  'product_cd',
  'holding_class_cd',
  'facility_id',
  'volume',
] as const;

/** `count` new ids of the holdings sequence (one COPY of nextval over a series). */
export async function nextHoldingIds(tx: Tx, count: number): Promise<Float64Array> {
  const ids = new Float64Array(count);
  let at = 0;
  let carry = '';
  // The sequence's name once: pg_get_serial_sequence called per row took eight times as long.
  const [{ name }] = (await rowsOf<{ name: string }>(
    tx,
    sql`select pg_get_serial_sequence('holdings', 'id') as name`,
  )) as [{ name: string }];
  const series = `select nextval(${pg.escapeLiteral(name)}::regclass) from generate_series(1, ${Number(count)})`;
  for await (const chunk of copyRowsOut(tx, series)) {
    const lines = (carry + chunk).split('\n');
    carry = lines.pop()!;
    for (const line of lines) ids[at++] = Number(line);
  }
  if (carry) ids[at++] = Number(carry);
  if (at !== count) throw new Error(`holdings sequence gave ${at} of ${count} ids`);
  return ids;
}

/** Text chunks of a few thousand COPY lines each. */
function* chunked(lines: number, line: (i: number) => string): Generator<string> {
  let chunk = '';
  for (let i = 0; i < lines; i++) {
    chunk += line(i);
    if (chunk.length > 1 << 16) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/** The lot's holding rows in COPY text format. */
export function lotRows(
  lot: FitLotLines,
  ids: Float64Array,
  accountOf: Map<number, number>,
  targetYearId: number,
): Generator<string> {
  const fixed = `\t${targetYearId}\t1\t${PROCURED}\t`;
  return chunked(lot.lines, (i) => {
    const member = lot.member[i]!;
    return `${ids[i]}\t${accountOf.get(member)}\t${member}${fixed}${copyField(lot.facilityIds[lot.facility[i]!]!)}\t${lot.volume[i]}\n`;
  });
}

/** One posting per line, naming the lot's line or, for a line the buyer held already, that line. */
export function postingRows(
  lot: FitLotLines,
  ids: Float64Array,
  held: Map<number, number>,
  entryId: number,
  targetYearId: number,
): Generator<string> {
  const fixed = `\t${targetYearId}\t1\t${PROCURED}\t`;
  return chunked(lot.lines, (i) => {
    const holding = held.get(ids[i]!) ?? ids[i];
    return `${entryId}\t${holding}\t${lot.member[i]}${fixed}${copyField(lot.facilityIds[lot.facility[i]!]!)}\t${lot.volume[i]}\n`;
  });
}
