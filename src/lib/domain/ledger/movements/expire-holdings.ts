import { ALL_FIT_FACILITIES, AUTHORIZED, isFit, PROCURED, type ProductCd } from '../codes';
import type { JournalEntry, Posting } from '../entry';
import { fail, type LedgerResult } from '../errors';
import { memberLine, systemLine } from '../lines';
import { finishEntry, volumeProblem } from './build';

export interface ExpiringLine {
  /** A member's unused authorized/procured line, or the FIT supply OCCTO did not sell. */
  owner: { memberId: number; holdingClassCd: typeof AUTHORIZED | typeof PROCURED } | 'fit-supply';
  facilityId: string;
  volume: number;
}

export interface ExpireInput {
  targetYear: number;
  productCd: ProductCd;
  lines: readonly ExpiringLine[];
}

/**
 * After the usable period (see expiry.ts) unused volume moves to the retirement account, so
 * balance screens stop offering it while the totals still account for every kWh. Reserved volume
 * cannot expire: release the sell bid first.
 * Non-FIT volume retires per facility; FIT volume retires into the retirement account's FIT pool
 * line of the year (facility '*', decision 0019), one posting for every FIT line: the FIT supply is
 * pooled already, and a year's FIT lines are a million (the set-based expiry, decision 0029).
 */
export function buildExpiry(input: ExpireInput): LedgerResult<JournalEntry> {
  const invalid = volumeProblem<JournalEntry>(input.lines.map((l) => l.volume));
  if (invalid) return invalid;
  if (
    input.lines.some(
      (l) => l.owner !== 'fit-supply' && l.owner.holdingClassCd !== AUTHORIZED && l.owner.holdingClassCd !== PROCURED,
    )
  ) {
    return fail('WRONG_CLASS', 'Only authorized or procured volume expires; confirmed volume is final');
  }
  const pooled = isFit(input.productCd);
  const pool = { targetYear: input.targetYear, productCd: input.productCd, facilityId: ALL_FIT_FACILITIES };
  const postings: Posting[] = input.lines.flatMap(({ owner, facilityId, volume }) => {
    const at = { targetYear: input.targetYear, productCd: input.productCd, facilityId };
    const from =
      owner === 'fit-supply'
        ? systemLine('fit-supply', pooled ? pool : at)
        : memberLine(owner.memberId, owner.holdingClassCd, at);
    return pooled
      ? [{ line: from, volume: -volume }]
      : [
          { line: from, volume: -volume },
          { line: systemLine('retirement', at), volume },
        ];
  });
  const fitTotal = pooled ? input.lines.reduce((sum, l) => sum + l.volume, 0) : 0;
  if (fitTotal > 0) postings.push({ line: systemLine('retirement', pool), volume: fitTotal });
  return finishEntry('expire', postings);
}
