import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { certificates } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { safeEqual } from '../../auth/tokens';
import { LookupThrottle } from './lookup-throttle';

export interface PublicLink {
  hash: string;
  passCd: string;
  ip: string;
}

export type CertificateRow = typeof certificates.$inferSelect;

/* Compared against when the hash is unknown, so both failures do the same work. */
const DUMMY_PASS_CD = 'x'.repeat(32);

/**
 * The gate of both public calls: throttle check, lookup by hash, constant-time pass code check.
 * An unknown hash and a wrong pass code end in the same 404 C_SH_002 and keep the point the
 * throttle took; a match gives it back.
 */
export async function authorizePublicLookup(db: Db, link: PublicLink): Promise<CertificateRow> {
  const throttle = new LookupThrottle(db);
  const verdict = await throttle.admit(link.ip);
  if (verdict.blocked) {
    throw new AppError('C_SH_009', { headers: { 'retry-after': String(verdict.retryAfterSeconds) } });
  }
  const [row] = await db.select().from(certificates).where(eq(certificates.hash, link.hash)).limit(1);
  const matches = safeEqual(row?.passCd ?? DUMMY_PASS_CD, link.passCd);
  if (!row || !matches) throw new AppError('C_SH_002');
  await throttle.succeeded(link.ip);
  return row;
}
