import { AUTHORIZED, isFit, type ProductCd } from '../codes';
import type { JournalEntry, Posting } from '../entry';
import { fail, type LedgerResult } from '../errors';
import { memberLine, systemLine } from '../lines';
import { finishEntry, volumeProblem } from './build';

export interface FacilityVolume {
  facilityId: string;
  volume: number;
}

export interface CertifyInput {
  memberId: number;
  targetYear: number;
  productCd: ProductCd;
  lines: readonly FacilityVolume[];
}

/** 認定: non-FIT volume certified for a member's own facilities arrives in its authorized class. */
export function buildCertification(input: CertifyInput): LedgerResult<JournalEntry> {
  if (isFit(input.productCd)) {
    return fail('WRONG_CLASS', 'FIT volume is not certified to members; load it as FIT supply');
  }
  const invalid = volumeProblem<JournalEntry>(input.lines.map((l) => l.volume));
  if (invalid) return invalid;
  const postings: Posting[] = input.lines.flatMap(({ facilityId, volume }) => {
    const at = { targetYear: input.targetYear, productCd: input.productCd, facilityId };
    return [
      { line: systemLine('certification-source', at), volume: -volume },
      { line: memberLine(input.memberId, AUTHORIZED, at), volume },
    ];
  });
  return finishEntry('certify', postings);
}

export interface FitSupplyInput {
  targetYear: number;
  lines: readonly FacilityVolume[];
}

/** The operator loads the FIT facilities offered in a round; OCCTO sells from this account. */
export function buildFitSupplyLoad(input: FitSupplyInput): LedgerResult<JournalEntry> {
  const invalid = volumeProblem<JournalEntry>(input.lines.map((l) => l.volume));
  if (invalid) return invalid;
  const postings: Posting[] = input.lines.flatMap(({ facilityId, volume }) => {
    const at = { targetYear: input.targetYear, productCd: 1 as const, facilityId };
    return [
      { line: systemLine('certification-source', at), volume: -volume },
      { line: systemLine('fit-supply', at), volume },
    ];
  });
  return finishEntry('load-fit-supply', postings);
}
