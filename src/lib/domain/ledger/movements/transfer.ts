import { CONFIRMED, isFit, PROCURED, type HoldingClassCd, type ProductCd } from '../codes';
import type { JournalEntry, Posting } from '../entry';
import { fail, type LedgerResult } from '../errors';
import { memberLine } from '../lines';
import { finishEntry, volumeProblem } from './build';

export interface TransferLine {
  /** 1 authorized or 2 procured: confirmed volume is used up. */
  holdingClassCd: HoldingClassCd;
  facilityId: string;
  volume: number;
}

export interface TransferInput {
  fromMemberId: number;
  toMemberId: number;
  targetYear: number;
  productCd: ProductCd;
  lines: readonly TransferLine[];
}

/**
 * 移転 (negotiation): non-FIT only. Volume leaves the sender's chosen lines and arrives, facility by
 * facility, in the recipient's procured class. Whether the recipient takes part in the non-FIT
 * market is a fact about the member, so the service checks it before calling this.
 */
export function buildTransfer(input: TransferInput): LedgerResult<JournalEntry> {
  if (isFit(input.productCd)) return fail('FIT_NOT_TRANSFERABLE', 'FIT certificates cannot be transferred');
  if (input.fromMemberId === input.toMemberId) return fail('SELF_TRANSFER', 'A member cannot transfer to itself');
  if (input.lines.some((l) => l.holdingClassCd === CONFIRMED)) {
    return fail('WRONG_CLASS', 'Only authorized or procured volume can be transferred');
  }
  const invalid = volumeProblem<JournalEntry>(input.lines.map((l) => l.volume));
  if (invalid) return invalid;
  const postings: Posting[] = input.lines.flatMap(({ holdingClassCd, facilityId, volume }) => {
    const at = { targetYear: input.targetYear, productCd: input.productCd, facilityId };
    return [
      { line: memberLine(input.fromMemberId, holdingClassCd, at), volume: -volume },
      { line: memberLine(input.toMemberId, PROCURED, at), volume },
    ];
  });
  return finishEntry('transfer', postings);
}
