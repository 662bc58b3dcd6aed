import { sql } from 'drizzle-orm';
import type { Tx } from '../../db';

/** Names this application's bid-entry gates among PostgreSQL advisory locks (two-int form). */
const ENTRY_GATE_SPACE = 0x4249;

/*
 * Row locks are not fair in PostgreSQL: a FOR SHARE request that is compatible with the current
 * sharers is granted even while a FOR UPDATE waits, so under a steady stream of bids the operator's
 * close would wait until the stream dried up. Advisory locks queue fairly: bids pass the product's
 * gate shared, open/close take it exclusive, and bids arriving after the close queue behind it.
 * The row locks stay as the source of truth (the clearing relies on them).
 */
export async function passEntryGate(tx: Tx, productCd: number, mode: 'shared' | 'exclusive'): Promise<void> {
  await tx.execute(
    mode === 'shared'
      ? sql`select pg_advisory_xact_lock_shared(${ENTRY_GATE_SPACE}::int, ${productCd}::int)`
      : sql`select pg_advisory_xact_lock(${ENTRY_GATE_SPACE}::int, ${productCd}::int)`,
  );
}
