import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { certificates } from '../../db/schema';
import { AppError } from '../../../errors/app-error';
import { safeEqual } from '../../auth/tokens';
import { knownBlock, LookupThrottle, type LookupVerdict } from './lookup-throttle';
import { answerKey, publicAnswers, toAnswer, type PublicAnswer } from './public-answer-cache';

export interface PublicLink {
  hash: string;
  passCd: string;
  ip: string;
}

export type CertificateRow = typeof certificates.$inferSelect;

/* Compared against when the hash is unknown, so both failures do the same work. */
const DUMMY_PASS_CD = 'x'.repeat(32);

/**
 * The gate and the answer of both public calls (the throttle's rules: lookup-throttle.ts).
 * 1. An address this process knows to be at the limit is refused, right or wrong.
 * 2. A right link answered before in this process is served from the answer cache.
 * 3. Otherwise the address's failure count is read (refused at the limit), the certificate looked
 *    up by hash and the pass code compared in constant time; an unknown hash and a wrong pass code
 *    both take a failure point and end in the same 404 C_SH_002 (429 when that point lies beyond
 *    the limit). A match is built, kept and answered.
 * `answerName` names the answer among the calls and pages of this link (public-lookup-calls.ts).
 */
export async function answerPublicLookup(
  db: Db,
  link: PublicLink,
  answerName: string,
  build: (certificate: CertificateRow) => Promise<unknown>,
): Promise<PublicAnswer> {
  refuseIfBlocked(knownBlock(link.ip));
  const key = answerKey(link.hash, link.passCd, answerName);
  const cached = publicAnswers.get(key);
  if (cached) return cached;
  const throttle = new LookupThrottle(db);
  refuseIfBlocked(await throttle.check(link.ip));
  const [row] = await db.select().from(certificates).where(eq(certificates.hash, link.hash)).limit(1);
  const matches = safeEqual(row?.passCd ?? DUMMY_PASS_CD, link.passCd);
  if (!row || !matches) {
    refuseIfBlocked(await throttle.failed(link.ip));
    throw new AppError('C_SH_002');
  }
  const answer = toAnswer(await build(row));
  publicAnswers.set(key, answer);
  return answer;
}

function refuseIfBlocked(verdict: LookupVerdict): void {
  if (verdict.blocked) {
    throw new AppError('C_SH_009', { headers: { 'retry-after': String(verdict.retryAfterSeconds) } });
  }
}
