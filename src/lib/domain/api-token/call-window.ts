/**
 * How many calls a personal API token may make: at most its limit in any 60 seconds, wherever the
 * 60 seconds fall. A count per fixed minute lets twice the limit through across a minute's edge
 * (the limit at the end of one minute, the limit again at the start of the next), so calls are
 * counted in short slots of the clock instead, and a call is let through only when the calls of
 * its own slot and of the slots of the 60 seconds before it stay within the limit.
 *
 * Any 60 seconds ending at a call lie inside that call's slot and the slots behind it, so no 60
 * seconds can hold more than the limit. The price of slots over a log of every call's time is that
 * the span looked back on is 60 to 65 seconds, not exactly 60: a client pacing itself at exactly
 * the limit is now and then refused a call for a few seconds (Retry-After says how long).
 */
export const CALL_WINDOW = {
  windowSeconds: 60,
  slotSeconds: 5,
} as const;

const SLOT_MS = CALL_WINDOW.slotSeconds * 1000;
/** The slots before a call's own that are counted with it. */
const SLOTS_BEHIND = CALL_WINDOW.windowSeconds / CALL_WINDOW.slotSeconds;

/** How long a slot's count must be kept: from its start until the last call counting it is past. */
export const SLOT_KEPT_SECONDS = CALL_WINDOW.windowSeconds + CALL_WINDOW.slotSeconds;

/** The slot of the clock a moment (epoch ms) falls in. */
export function slotOf(epochMs: number): number {
  return Math.floor(epochMs / SLOT_MS);
}

/** The earlier slots a call in `slot` is counted with, oldest first. */
export function slotsBehind(slot: number): number[] {
  return Array.from({ length: SLOTS_BEHIND }, (_, i) => slot - SLOTS_BEHIND + i);
}

export type CallVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Whether a call at `nowMs` may go through. `counts` holds the calls counted per slot of the
 * window (slot → count), the call itself included in its own slot's count. A refused call is to be
 * taken back out of its slot; Retry-After is when enough of the oldest slots have left the window
 * for one more call.
 */
export function callVerdict(counts: ReadonlyMap<number, number>, nowMs: number, limit: number): CallVerdict {
  const slot = slotOf(nowMs);
  const counted = [...counts].filter(([s]) => s >= slot - SLOTS_BEHIND && s <= slot).sort(([a], [b]) => a - b);
  const total = counted.reduce((sum, [, n]) => sum + n, 0);
  if (total <= limit) return { allowed: true };
  // Without this call the window holds total - 1; one more fits once `total - limit` have left it.
  let left = 0;
  let freedAtSlot = slot;
  for (const [s, n] of counted) {
    left += n;
    freedAtSlot = s;
    if (left >= total - limit) break;
  }
  const freedAtMs = (freedAtSlot + SLOTS_BEHIND + 1) * SLOT_MS;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freedAtMs - nowMs) / 1000)) };
}
