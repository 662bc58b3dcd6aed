import { signTicket, verifyTicketSignature } from './mfa-key';

/** How long the second step may wait after a right password. */
export const TICKET_SECONDS = 5 * 60;

/** What a ticket is bound to: the password it proved and the last login it came after. */
export interface TicketBinding {
  passwordHash: string;
  lastLoginAt: Date | null;
}

/**
 * A signed "the password was right" ticket for the second step: user id, expiry and a fingerprint
 * of the password hash and the last login. It grants nothing alone; the code check behind it is
 * throttled and single-use. Opening the session moves lastLoginAt (conditionally, see
 * openLoginSession), and a password change replaces the hash, so either ends the ticket.
 */
export function issueLoginTicket(
  userId: number,
  binding: TicketBinding,
  now: Date,
  kind: TicketKind = 'member',
): string {
  const payload = `${userId}.${now.getTime() + TICKET_SECONDS * 1000}.${fingerprint(binding)}`;
  return `${payload}.${signTicket(signed(kind, payload))}`;
}

/**
 * Member and operator ids are different sequences: an operator's ticket is signed over another
 * text, so it never verifies at the member's code step (or the other way round).
 */
export type TicketKind = 'member' | 'operator';
function signed(kind: TicketKind, payload: string): string {
  return kind === 'member' ? payload : `operator|${payload}`;
}

/** The user id of a valid, unexpired ticket with the fingerprint it carries, else undefined. */
export function readLoginTicket(
  ticket: string,
  now: Date,
  kind: TicketKind = 'member',
): { userId: number; fingerprint: string } | undefined {
  const match = /^(\d{1,10})\.(\d{1,15})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(ticket);
  if (!match) return undefined;
  const [, userId, expires, print, signature] = match;
  if (!verifyTicketSignature(signed(kind, `${userId}.${expires}.${print}`), signature!)) return undefined;
  if (Number(expires) <= now.getTime()) return undefined;
  return { userId: Number(userId), fingerprint: print! };
}

/** Keyed, so the ticket tells nothing about the password hash. */
export function fingerprint(binding: TicketBinding): string {
  return signTicket(`bind|${binding.passwordHash}|${binding.lastLoginAt?.getTime() ?? '-'}`).slice(0, 22);
}
