import { sql } from 'drizzle-orm';
import type { Tx } from '../../db';
import { certificateCounters } from '../../db/schema';

/**
 * The next certificate number of a fiscal year, e.g. NF2026-0000042. The counter row is updated in
 * the issuing transaction, so numbers are gapless among committed certificates and never repeat.
 */
export async function nextCertificateNo(tx: Tx, fiscalYear: number): Promise<string> {
  await tx.insert(certificateCounters).values({ fiscalYear, lastNo: 0 }).onConflictDoNothing();
  const [row] = await tx
    .update(certificateCounters)
    .set({ lastNo: sql`${certificateCounters.lastNo} + 1` })
    .where(sql`${certificateCounters.fiscalYear} = ${fiscalYear}`)
    .returning({ lastNo: certificateCounters.lastNo });
  return `NF${fiscalYear}-${String(row!.lastNo).padStart(7, '0')}`;
}
