import { describe, expect, it } from 'vitest';
import { NEWS_HORIZON_DAYS, refusedBidNews } from '../../../src/lib/domain/auction';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-28T03:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * DAY);
const auction = (name: string, opens: number, closes: number) => ({ name, opensAt: at(opens), closesAt: at(closes) });

describe('which auctions a refused bid names', () => {
  it('names the auction that just closed and a next round within a quarter', () => {
    const closed = auction('closed', -7, -0.001);
    const next = auction('next', 30, 37);
    expect(refusedBidNews(closed, next, now)).toEqual({ closed, next });
  });
  it('leaves out a next auction years away (the bid was for the one that closed)', () => {
    const closed = auction('closed', -7, -0.001);
    expect(refusedBidNews(closed, auction('far', 3 * 365, 3 * 365 + 7), now)).toEqual({ closed });
  });
  it('leaves out a close long ago but names a near first round', () => {
    const next = auction('next', 2, 9);
    expect(refusedBidNews(auction('old', -800, -793), next, now)).toEqual({ next });
  });
  it('names nothing when neither is near, and the horizon is inclusive', () => {
    expect(refusedBidNews(auction('old', -800, -793), auction('far', 900, 907), now)).toEqual({});
    const edge = auction('edge', NEWS_HORIZON_DAYS, NEWS_HORIZON_DAYS + 7);
    expect(refusedBidNews(undefined, edge, now)).toEqual({ next: edge });
    expect(refusedBidNews(undefined, auction('beyond', NEWS_HORIZON_DAYS + 1, NEWS_HORIZON_DAYS + 8), now)).toEqual({});
  });
});
