import type { AstroCookies } from 'astro';
import { config } from '../config';

export const SESSION_COOKIE = 'sid';
/** Readable by the page's script, which echoes it in the X-XSRF-TOKEN header (double submit). */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
export const USER_ID_HEADER = 'x-user-id';
/**
 * The operators' console has cookies of its own, so one browser can hold a member session and an
 * operator session without either being taken for the other. SameSite=Strict: the console is never
 * entered from a link on another site.
 */
export const ADMIN_SESSION_COOKIE = 'admin_sid';
export const ADMIN_CSRF_COOKIE = 'ADMIN-XSRF-TOKEN';

export function setSessionCookies(cookies: AstroCookies, token: string, csrfToken: string): void {
  const secure = config().COOKIE_SECURE;
  cookies.set(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
  setCsrfCookie(cookies, csrfToken);
}

/**
 * Makes the CSRF cookie the page's script will echo right for this request. While a session exists
 * it is always that session's token: a link from another site (mail, portal) arrives without the
 * SameSite=Strict cookie, and any other token written in its place would fail every call the
 * session makes from then on. Without a session a token already held is kept (the login form's
 * double submit) and a fresh one is handed out only when none is.
 */
export function syncCsrfCookie(
  cookies: AstroCookies,
  sessionToken: string | undefined,
  fresh: () => string,
  name = CSRF_COOKIE,
): void {
  const held = cookies.get(name)?.value;
  if (sessionToken) {
    if (held !== sessionToken) setCsrfCookie(cookies, sessionToken, name);
  } else if (!held) {
    setCsrfCookie(cookies, fresh(), name);
  }
}

function setCsrfCookie(cookies: AstroCookies, csrfToken: string, name = CSRF_COOKIE): void {
  cookies.set(name, csrfToken, {
    httpOnly: false,
    sameSite: 'strict',
    secure: config().COOKIE_SECURE,
    path: '/',
  });
}

export function clearSessionCookies(cookies: AstroCookies): void {
  cookies.delete(SESSION_COOKIE, { path: '/' });
  cookies.delete(CSRF_COOKIE, { path: '/' });
}

export function setAdminSessionCookies(cookies: AstroCookies, token: string, csrfToken: string): void {
  cookies.set(ADMIN_SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config().COOKIE_SECURE,
    path: '/',
  });
  setCsrfCookie(cookies, csrfToken, ADMIN_CSRF_COOKIE);
}

export function clearAdminSessionCookies(cookies: AstroCookies): void {
  cookies.delete(ADMIN_SESSION_COOKIE, { path: '/' });
  cookies.delete(ADMIN_CSRF_COOKIE, { path: '/' });
}
