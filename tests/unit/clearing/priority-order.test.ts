import { describe, expect, it } from 'vitest';
import { sortBuys, sortSells, type Bid } from '@/lib/domain/clearing';

const bid = (bidId: string, priceCents: number, enteredAt: number, bidNo = 1, memberNumber = 'M1'): Bid => ({
  bidId,
  memberNumber,
  bidNo,
  enteredAt,
  priceCents,
  volume: 1,
});

describe('priority order', () => {
  const book = [
    bid('a', 100, 5),
    bid('b', 120, 9),
    bid('c', 100, 3),
    bid('d', 100, 3, 0, 'M2'), // same time as c, lower bidNo
    bid('e', 100, 3, 0, 'M1'), // same time and bidNo as d, earlier member number
  ];

  it('buys: price descending, then entry time, bidNo, member number', () => {
    expect(sortBuys(book).map((b) => b.bidId)).toEqual(['b', 'e', 'd', 'c', 'a']);
  });

  it('sells: price ascending, then the same time rule', () => {
    expect(sortSells(book).map((b) => b.bidId)).toEqual(['e', 'd', 'c', 'a', 'b']);
  });

  it('does not depend on input order and leaves the input alone', () => {
    const reversed = book.slice().reverse();
    expect(sortBuys(reversed)).toEqual(sortBuys(book));
    expect(reversed[0]!.bidId).toBe('e');
  });
});
