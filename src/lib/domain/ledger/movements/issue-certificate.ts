import { CONFIRMED, PROCURED, type ProductCd } from '../codes';
import type { JournalEntry, Posting } from '../entry';
import type { LedgerResult } from '../errors';
import { memberLine } from '../lines';
import { finishEntry, volumeProblem } from './build';
import type { FacilityVolume } from './certify';

export interface IssueCertificateInput {
  memberId: number;
  targetYear: number;
  productCd: ProductCd;
  lines: readonly FacilityVolume[];
}

/*
 * 証書発行: procured → confirmed within the same member. Confirmed is itself the "used" state
 * (final, shown on the balance screen as holding class 3), so no retirement posting is added:
 * the member keeps seeing what it used, and the entry still sums to zero per facility.
 */
export function buildCertificateIssue(input: IssueCertificateInput): LedgerResult<JournalEntry> {
  const invalid = volumeProblem<JournalEntry>(input.lines.map((l) => l.volume));
  if (invalid) return invalid;
  const postings: Posting[] = input.lines.flatMap(({ facilityId, volume }) => {
    const at = { targetYear: input.targetYear, productCd: input.productCd, facilityId };
    return [
      { line: memberLine(input.memberId, PROCURED, at), volume: -volume },
      { line: memberLine(input.memberId, CONFIRMED, at), volume },
    ];
  });
  return finishEntry('issue-certificate', postings);
}
