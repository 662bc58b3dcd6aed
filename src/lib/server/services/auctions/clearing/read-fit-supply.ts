import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/server/db';
import { copyFieldValue, copyRowsOut } from '@/lib/server/db/copy';
import { countOf } from '@/lib/server/services/ledger/set-based';
import { emptyFitSupply, localCodeNumber, type FitSupply } from '@/lib/domain/clearing';

const TAB = 9;
const ZERO = 48;

/**
 * The FIT supply of an auction as the allocation engine's columns, in facility id byte order (the
 * primary key's order: facility_id is COLLATE "C"), read in one COPY and parsed straight into typed
 * arrays: a million facilities without a million row objects (decision 0019). The tracking
 * attributes are the snapshot auction_supplies took at loading.
 */
export async function readFitSupply(tx: Tx, auctionId: number): Promise<FitSupply> {
  const size = await countOf(tx, sql`select count(*) as n from auction_supplies where auction_id = ${auctionId}`);
  const supply = emptyFitSupply(size);
  let row = 0;
  const take = (line: string) => {
    if (row >= size) throw new Error('auction_supplies changed while the clearing read it');
    const t1 = line.indexOf('\t');
    const t2 = line.indexOf('\t', t1 + 1);
    const t3 = line.indexOf('\t', t2 + 1);
    const t4 = line.indexOf('\t', t3 + 1);
    const t5 = line.indexOf('\t', t4 + 1);
    supply.facilityIds[row] = copyFieldValue(line.slice(0, t1))!;
    supply.prefecture[row] = localCodeNumber(line.slice(t1 + 1, t2));
    const municipality = copyFieldValue(line.slice(t2 + 1, t3));
    supply.municipality[row] = municipality === null ? -1 : localCodeNumber(municipality);
    supply.reType[row] = wholeNumber(line, t3 + 1, t4);
    supply.plantGroup[row] = wholeNumber(line, t4 + 1, t5);
    supply.volume[row] = wholeNumber(line, t5 + 1, line.length);
    row++;
  };
  let carry = '';
  for await (const chunk of copyRowsOut(
    tx,
    `select facility_id, prefecture_cd, municipality_cd, re_type_cd, plant_group_cd, volume
       from auction_supplies where auction_id = ${Number(auctionId)} order by facility_id`,
  )) {
    const text = carry + chunk;
    let start = 0;
    for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
      take(text.slice(start, end));
      start = end + 1;
    }
    carry = text.slice(start);
  }
  if (carry) take(carry);
  if (row !== size) throw new Error(`auction_supplies: read ${row} of ${size} rows`);
  return supply;
}

/** A non-negative integer column of COPY's text output (the schema guarantees the digits). */
function wholeNumber(text: string, start: number, end: number): number {
  let n = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === TAB) break;
    n = n * 10 + (c - ZERO);
  }
  return n;
}
