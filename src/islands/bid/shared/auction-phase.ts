import type { AuctionInfo } from './types';

export type AuctionPhase = 'scheduled' | 'open' | 'closed';

export interface PhaseNow {
  phase: AuctionPhase;
  /** Milliseconds to the next change (opening or deadline); 0 once closed. */
  remainingMs: number;
}

/**
 * Where the auction stands on the market clock. The server's state decides what it already knows
 * (closed, cleared); between answers the clock moves it on: scheduled → open at opensAt, open →
 * closed at closesAt, which is already too late (the server refuses at the closing millisecond).
 */
export function phaseAt(auction: Pick<AuctionInfo, 'state' | 'opensAt' | 'closesAt'>, nowMs: number | null): PhaseNow {
  if (auction.state === 'closed' || auction.state === 'cleared') return { phase: 'closed', remainingMs: 0 };
  const opens = Date.parse(auction.opensAt);
  const closes = Date.parse(auction.closesAt);
  if (nowMs === null) return { phase: auction.state, remainingMs: 0 };
  if (nowMs < opens) return { phase: 'scheduled', remainingMs: opens - nowMs };
  if (nowMs < closes) return { phase: 'open', remainingMs: closes - nowMs };
  return { phase: 'closed', remainingMs: 0 };
}

/** Under this much time left the countdown turns to the warning colour. */
export const URGENT_MS = 10 * 60 * 1000;
