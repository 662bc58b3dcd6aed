import type { AstroCookies } from 'astro';
import { config } from '../config';

export const SESSION_COOKIE = 'sid';
/** Readable by the page's script, which echoes it in the X-XSRF-TOKEN header (double submit). */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
export const USER_ID_HEADER = 'x-user-id';

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
export function syncCsrfCookie(cookies: AstroCookies, sessionToken: string | undefined, fresh: () => string): void {
  const held = cookies.get(CSRF_COOKIE)?.value;
  if (sessionToken) {
    if (held !== sessionToken) setCsrfCookie(cookies, sessionToken);
  } else if (!held) {
    setCsrfCookie(cookies, fresh());
  }
}

function setCsrfCookie(cookies: AstroCookies, csrfToken: string): void {
  cookies.set(CSRF_COOKIE, csrfToken, {
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
