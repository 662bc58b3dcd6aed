import { signTicket, verifyTicketSignature } from './mfa-key';

/** How long the second step may wait after a right password. */
export const TICKET_SECONDS = 5 * 60;

/**
 * A signed "the password was right" ticket for the second step: user id and expiry, no state in
 * the database. It grants nothing alone; the code check behind it is throttled and single-use.
 */
export function issueLoginTicket(userId: number, now: Date): string {
  const payload = `${userId}.${now.getTime() + TICKET_SECONDS * 1000}`;
  return `${payload}.${signTicket(payload)}`;
}

/** The user id of a valid, unexpired ticket, else undefined. */
export function readLoginTicket(ticket: string, now: Date): number | undefined {
  const match = /^(\d{1,10})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(ticket);
  if (!match) return undefined;
  const [, userId, expires, signature] = match;
  if (!verifyTicketSignature(`${userId}.${expires}`, signature!)) return undefined;
  if (Number(expires) <= now.getTime()) return undefined;
  return Number(userId);
}
