import { ALL_FIT_FACILITIES, AUTHORIZED, isFit, PRODUCT_FIT, type ProductCd, type SystemAccount } from '../codes';
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

/**
 * The operator loads the FIT facilities offered in a round; OCCTO sells from the FIT supply. The
 * ledger moves the offered total into the FIT supply's pool line of the year (decision 0019); the
 * per-facility detail is the auction's supply list, written beside the entry.
 */
export function buildFitSupplyLoad(input: FitSupplyInput): LedgerResult<JournalEntry> {
  const invalid = volumeProblem<JournalEntry>(input.lines.map((l) => l.volume));
  if (invalid) return invalid;
  const total = input.lines.reduce((sum, l) => sum + l.volume, 0);
  if (!Number.isSafeInteger(total)) return fail('INVALID_VOLUME', 'The supply total exceeds 2^53 - 1 kWh');
  return poolMove('load-fit-supply', input.targetYear, 'certification-source', 'fit-supply', total);
}

/** What an auction did not sell of its FIT supply goes back to the certification source (0011). */
export function buildFitSupplyReturn(input: { targetYear: number; volume: number }): LedgerResult<JournalEntry> {
  const invalid = volumeProblem<JournalEntry>([input.volume]);
  if (invalid) return invalid;
  return poolMove('clearing', input.targetYear, 'fit-supply', 'certification-source', input.volume);
}

function poolMove(
  kind: 'load-fit-supply' | 'clearing',
  targetYear: number,
  from: SystemAccount,
  to: SystemAccount,
  volume: number,
): LedgerResult<JournalEntry> {
  const at = { targetYear, productCd: PRODUCT_FIT, facilityId: ALL_FIT_FACILITIES };
  return finishEntry(kind, [
    { line: systemLine(from, at), volume: -volume },
    { line: systemLine(to, at), volume },
  ]);
}
