import { sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { rowsOf } from '../../db/raw-rows';
import { marketNow } from '@/lib/domain/auction';
import { getSystemState } from '../system/system-state';

export interface MarketInstant {
  /** The market clock in epoch microseconds: what a bid stores as its entry time. */
  micros: number;
  /** The same instant floored to the millisecond, for comparing with the window (stored in ms). */
  at: Date;
  businessDate: string;
}

/*
 * Time comes from the database server, not from the app server that happens to answer: with
 * several app servers, a bid and the operator's close must be judged by one clock, and the close
 * (FOR UPDATE) reads it only after every in-flight bid (FOR SHARE) has committed.
 */
async function databaseMicros(tx: Executor): Promise<number> {
  const [row] = await rowsOf<{ micros: string }>(
    tx,
    sql`select ((extract(epoch from clock_timestamp()) * 1000000)::bigint)::text as micros`,
  );
  return Number(row!.micros);
}

/** The market clock (business date + time of day in Tokyo) read from the database clock now. */
export async function marketInstant(tx: Executor, businessDate?: string): Promise<MarketInstant> {
  const date = businessDate ?? (await getSystemState(tx)).businessDate;
  const realMicros = await databaseMicros(tx);
  const realMs = Math.floor(realMicros / 1000);
  // A fixed business date shifts the clock by whole days; the microseconds stay as measured.
  const shiftMs = marketNow(date, new Date(realMs)).getTime() - realMs;
  const micros = realMicros + shiftMs * 1000;
  return { micros, at: new Date(Math.floor(micros / 1000)), businessDate: date };
}

/** Microseconds as a timestamptz expression, so the stored entry time keeps them exactly. */
export function timestampFromMicros(micros: number) {
  return sql`(to_timestamp(0) + ${micros}::bigint * interval '1 microsecond')`;
}
