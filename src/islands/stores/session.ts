import { atom, computed } from 'nanostores';
import type { AuthSessionResponse } from '../../lib/schemas/auth';

/**
 * The signed-in member's session as the server answered it (login, user-info, update-password).
 * Pages are server-rendered, so each page load starts empty and islands seed it from their props.
 */
export const $session = atom<AuthSessionResponse | null>(null);

export const $userInfo = computed($session, (s) => s?.userInfo ?? null);
export const $organizationInfo = computed($session, (s) => s?.organizationInfo ?? null);

export function setSession(session: AuthSessionResponse | null): void {
  $session.set(session);
}

/**
 * Takes the server's copy only when nothing newer is held: an island hydrating late must not
 * overwrite what another island already reloaded (e.g. after a member-info change).
 */
export function seedSession(session: AuthSessionResponse | null | undefined): void {
  if (session && $session.get() === null) $session.set(session);
}

/** The login id the API client sends as X-User-Id; undefined before login. */
export function currentUserId(): string | undefined {
  return $session.get()?.userInfo.userId;
}
