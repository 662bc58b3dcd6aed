import type { APIContext } from 'astro';
import type { Db } from '../db';
import type { AuthLoginRequest, AuthSessionResponse, PasswordUpdateRequest } from '../../schemas/auth';
import type { AuthLoginResponse, MfaLoginRequest } from '../../schemas/mfa';
import { logIn } from '../services/auth/log-in';
import { logInWithMfa } from '../services/auth/mfa/log-in-with-mfa';
import { updatePassword } from '../services/auth/update-password';
import type { AuthContext } from '../auth/session-context';
import { SESSION_COOKIE, setSessionCookies } from '../auth/cookies';
import { sessionPolicy } from '../auth/session-policy';

/**
 * The session's doors as the browser passes them, by the JSON API or by a sign-in page's own form:
 * the service call with what the request says about the browser, and the cookies of the session
 * it opens. Input is already validated with the shared schema.
 */
type DoorContext = Pick<APIContext, 'request' | 'cookies' | 'locals'>;

function browserOf({ request, cookies, locals }: DoorContext) {
  return {
    ip: locals.clientIp,
    userAgent: request.headers.get('user-agent') ?? undefined,
    previousToken: cookies.get(SESSION_COOKIE)?.value,
    policy: sessionPolicy(),
  };
}

/** The password step: a session (cookies set), or a ticket for the code step when the user has a second factor. */
export async function signInWithPassword(db: Db, ctx: DoorContext, body: AuthLoginRequest): Promise<AuthLoginResponse> {
  const result = await logIn(db, { ...body, ...browserOf(ctx) });
  if ('mfaTicket' in result) return { mfaRequired: true, mfaTicket: result.mfaTicket };
  setSessionCookies(ctx.cookies, result.session.token, result.session.csrfToken);
  return result.body;
}

/** The code step after a right password. */
export async function signInWithCode(db: Db, ctx: DoorContext, body: MfaLoginRequest): Promise<AuthSessionResponse> {
  const result = await logInWithMfa(db, { ...body, ...browserOf(ctx) });
  setSessionCookies(ctx.cookies, result.session.token, result.session.csrfToken);
  return result.body;
}

/** The password change, which ends every session of the user and opens a fresh one (new id and CSRF token). */
export async function changePassword(
  db: Db,
  ctx: DoorContext,
  auth: AuthContext,
  body: PasswordUpdateRequest,
): Promise<AuthSessionResponse> {
  const { ip, userAgent, policy } = browserOf(ctx);
  const result = await updatePassword(db, auth, body, { ip, userAgent, policy });
  setSessionCookies(ctx.cookies, result.session.token, result.session.csrfToken);
  return result.body;
}
