import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db';
import { bidPriceLimits, organizations } from '../../db/schema';
import { bidProblems, participates, type BidProblem, type PriceBand } from '@/lib/domain/auction';
import { formatPriceCents } from '@/lib/domain/money';
import { msg } from '@/lib/schemas/messages';
import type { FieldError } from '@/lib/errors/catalogue';
import { AppError } from '../../../errors/app-error';
import type { AuctionRow } from '../auctions/auction-view';

const PRICE_LABEL = '単価';
const VOLUME_LABEL = '入札量';

/** 403 with the reason spelled out: the member can change its participation itself. */
export async function requireParticipation(tx: Executor, organizationId: number, productCd: number): Promise<void> {
  const [member] = await tx.select().from(organizations).where(eq(organizations.id, organizationId));
  if (member && !member.isSystem && participates(member, productCd)) return;
  const market = productCd === 1 ? 'FIT市場（再エネ価値取引市場）' : '非FIT市場（高度化法義務達成市場）';
  const product = productCd === 1 ? 'FIT非化石証書' : '非FIT非化石証書';
  throw new AppError('C_BD_002', {
    message: `${market}に参加していないため、${product}の入札はできません。市場への参加は取引会員情報から変更できます。`,
  });
}

export async function priceBandOf(tx: Executor, auction: AuctionRow): Promise<PriceBand> {
  const [band] = await tx
    .select()
    .from(bidPriceLimits)
    .where(and(eq(bidPriceLimits.targetYearId, auction.targetYearId), eq(bidPriceLimits.productCd, auction.productCd)));
  // Every seeded target year has its bands; a missing one is a setup fault, not the member's.
  if (!band)
    throw new Error(`No bid price limits for target year id ${auction.targetYearId}, product ${auction.productCd}`);
  return band;
}

function fieldErrorOf(problem: BidProblem): FieldError {
  switch (problem.kind) {
    case 'price-below-band':
      return { field: 'unitPrice', message: msg.priceMin(PRICE_LABEL, formatPriceCents(problem.minPriceCents)) };
    case 'price-above-band':
      return { field: 'unitPrice', message: msg.priceMax(PRICE_LABEL, formatPriceCents(problem.maxPriceCents)) };
    case 'volume-below-minimum':
      return { field: 'volume', message: msg.volumeMin(VOLUME_LABEL, problem.min) };
    case 'volume-above-maximum':
      return { field: 'volume', message: msg.volumeMax(VOLUME_LABEL) };
  }
}

/** Band of the auction's target year and product, and the volume unit: 422 in the spec's wording. */
export function requireBidRules(priceCents: number, volume: number, band: PriceBand): void {
  const problems = bidProblems(priceCents, volume, band);
  if (problems.length === 0) return;
  const fieldErrors = problems.map(fieldErrorOf);
  throw new AppError('C_SH_001', { message: fieldErrors[0]!.message, fieldErrors });
}

/**
 * The same rules for one price over several lines: a price problem is said once, a volume problem
 * for each line it concerns, named by its facility (`lines.N.volume`).
 */
export function requireLinesBidRules(
  priceCents: number,
  lines: readonly { equipmentId: string; volume: number }[],
  band: PriceBand,
): void {
  const fieldErrors: FieldError[] = [];
  let priceSaid = false;
  lines.forEach((line, i) => {
    for (const problem of bidProblems(priceCents, line.volume, band)) {
      const error = fieldErrorOf(problem);
      if (error.field === 'unitPrice') {
        if (!priceSaid) fieldErrors.unshift(error);
        priceSaid = true;
      } else {
        fieldErrors.push({ field: `lines.${i}.volume`, message: `設備ID ${line.equipmentId}：${error.message}` });
      }
    }
  });
  if (fieldErrors.length === 0) return;
  throw new AppError('C_SH_001', { message: fieldErrors[0]!.message, fieldErrors });
}
