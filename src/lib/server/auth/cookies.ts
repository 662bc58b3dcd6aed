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
  cookies.set(CSRF_COOKIE, csrfToken, { httpOnly: false, sameSite: 'strict', secure, path: '/' });
}

export function setAnonymousCsrfCookie(cookies: AstroCookies, csrfToken: string): void {
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
