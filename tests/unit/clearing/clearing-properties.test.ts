import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clearMultiPrice, clearSinglePrice, type BidResult } from '@/lib/domain/clearing';
import { bookArbs, buysArb, shuffled, sum } from './book';
import { referenceSinglePrice } from './reference-rules';

const RUNS = { numRuns: 1000 };
const contracted = (rs: readonly BidResult[]) => sum(rs.map((r) => r.contractedVolume));

/** |share − amount·claim/total| < 1 for each bid sharing `amount`, checked exactly with BigInt. */
function withinOneOfQuota(shares: readonly BidResult[], amount: number): boolean {
  const claims = shares.map((r) => BigInt(r.bid.volume));
  const t = claims.reduce((a, b) => a + b, 0n);
  return shares.every((r, i) => {
    const diff = BigInt(r.contractedVolume) * t - BigInt(amount) * claims[i]!;
    return (diff < 0n ? -diff : diff) < t;
  });
}

describe.each(bookArbs)('single-price properties ($label)', ({ buys: buysArb, sells: sellsArb }) => {
  it('agrees with a naive restatement of the rule, and conserves volume', () => {
    fc.assert(
      fc.property(buysArb, sellsArb, (buys, sells) => {
        const result = clearSinglePrice({ buys, sells });
        const ref = referenceSinglePrice(buys, sells);
        expect(result.summary.clearingPriceCents).toBe(ref?.priceCents ?? null);
        expect(result.summary.decidedByStep).toBe(ref?.step ?? null);
        const executed = ref?.executed ?? 0;
        expect(contracted(result.buys)).toBe(executed);
        expect(contracted(result.sells)).toBe(executed);
        expect(result.summary.totalContractedVolume).toBe(executed);
      }),
      RUNS,
    );
  });

  it('respects every limit price, fills the better side fully and rations the price level exactly', () => {
    fc.assert(
      fc.property(buysArb, sellsArb, (buys, sells) => {
        const { buys: rb, sells: rs, summary } = clearSinglePrice({ buys, sells });
        const p = summary.clearingPriceCents;
        for (const r of [...rb, ...rs]) {
          expect(r.contractedVolume).toBeGreaterThanOrEqual(0);
          expect(r.contractedVolume).toBeLessThanOrEqual(r.bid.volume);
          expect(r.status).toBe(
            r.contractedVolume === 0 ? '不約定' : r.contractedVolume === r.bid.volume ? '約定' : '一部約定',
          );
          expect(r.amountCents).toBe(BigInt(r.contractedPriceCents ?? 0) * BigInt(r.contractedVolume));
          if (r.contractedVolume > 0) expect(r.contractedPriceCents).toBe(p);
        }
        if (p === null) return;
        for (const r of rb) {
          if (r.contractedVolume > 0) expect(r.bid.priceCents).toBeGreaterThanOrEqual(p); // never pays above its limit
          if (r.bid.priceCents > p) expect(r.contractedVolume).toBe(r.bid.volume);
        }
        for (const r of rs) {
          if (r.contractedVolume > 0) expect(r.bid.priceCents).toBeLessThanOrEqual(p); // never sells below its limit
          if (r.bid.priceCents < p) expect(r.contractedVolume).toBe(r.bid.volume);
        }
        for (const side of [rb, rs]) {
          const atPrice = side.filter((r) => r.bid.priceCents === p);
          expect(withinOneOfQuota(atPrice, contracted(atPrice))).toBe(true);
        }
        // Only one side can be short at the price.
        const shortBuys = rb.some((r) => r.status !== '約定' && r.bid.priceCents === p);
        const shortSells = rs.some((r) => r.status !== '約定' && r.bid.priceCents === p);
        expect(shortBuys && shortSells).toBe(false);
      }),
      RUNS,
    );
  });

  it('gives the same result for the same book in any input order', () => {
    fc.assert(
      fc.property(buysArb, sellsArb, fc.integer(), (buys, sells, seed) => {
        const a = clearSinglePrice({ buys, sells });
        const b = clearSinglePrice({ buys: shuffled(buys, seed), sells: shuffled(sells, seed + 1) });
        expect(b).toEqual(a);
      }),
      RUNS,
    );
  });
});

describe('multi-price properties', () => {
  const supplyArb = fc.integer({ min: 0, max: 15_000 });

  it('sells min(supply, demand), each at its own price, in price priority', () => {
    fc.assert(
      fc.property(buysArb, supplyArb, (buys, supplyVolume) => {
        const result = clearMultiPrice({ buys, supplyVolume });
        const demand = sum(buys.map((b) => b.volume));
        const sold = contracted(result.buys);
        expect(sold).toBe(Math.min(demand, supplyVolume));
        expect(result.unsoldVolume).toBe(supplyVolume - sold);
        for (const r of result.buys) {
          expect(r.contractedVolume).toBeLessThanOrEqual(r.bid.volume);
          if (r.contractedVolume > 0) expect(r.contractedPriceCents).toBe(r.bid.priceCents);
        }
        // A bid left short means every lower-priced bid got nothing.
        for (const short of result.buys.filter((r) => r.status !== '約定')) {
          for (const lower of result.buys.filter((r) => r.bid.priceCents < short.bid.priceCents)) {
            expect(lower.contractedVolume).toBe(0);
          }
        }
        const margin = result.buys.filter((r) => r.status === '一部約定')[0];
        if (margin) {
          const level = result.buys.filter((r) => r.bid.priceCents === margin.bid.priceCents);
          expect(withinOneOfQuota(level, contracted(level))).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('gives the same result for the same book in any input order', () => {
    fc.assert(
      fc.property(buysArb, supplyArb, fc.integer(), (buys, supplyVolume, seed) => {
        expect(clearMultiPrice({ buys: shuffled(buys, seed), supplyVolume })).toEqual(
          clearMultiPrice({ buys, supplyVolume }),
        );
      }),
      RUNS,
    );
  });
});
