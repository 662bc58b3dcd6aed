import type { APIContext } from 'astro';
import { database } from '../db';
import { CSRF_COOKIE } from '../auth/cookies';
import { checkFormPost } from '../auth/forgery';
import { parseWith, readForm } from '../http/read-request';
import { signInWithCode, signInWithPassword } from '../http/session-doors';
import { authLoginRequest } from '../../schemas/auth';
import { mfaLoginRequest } from '../../schemas/mfa';
import { afterLoginPath } from '../../domain/navigation-guard';
import { loginHandOver } from '../../errors/disposition';
import { placeFailure, type FormMessages } from './form-failure';

/** The login page as it renders after a post: which step, what was typed (never a password), the messages. */
export interface LoginFormState extends FormMessages {
  step: 'password' | 'code';
  loginId: string;
  /** The code step's ticket, carried in the page as the script carries it in memory. */
  mfaTicket?: string;
}

export const LOGIN_STEP_FIELD = 'step';

/**
 * The login form posted to its own page (JavaScript off or not loaded yet): the same checks,
 * services and cookies as POST /api/v1/auth/login and /login/mfa, then the page the script would
 * open, or the form again with the messages where the script puts them.
 */
export async function postLoginForm(context: APIContext): Promise<LoginFormState | Response> {
  let state: LoginFormState = { step: 'password', loginId: '', fieldErrors: {} };
  try {
    const fields = await readForm(context.request);
    state = {
      ...state,
      step: fields[LOGIN_STEP_FIELD] === 'code' ? 'code' : 'password',
      loginId: fields.loginId ?? '',
      mfaTicket: fields.mfaTicket,
    };
    checkFormPost(context, { token: fields.csrfToken ?? '', userId: null }, { csrfCookie: CSRF_COOKIE, door: true });
    const { db } = await database();
    const session =
      state.step === 'code'
        ? await signInWithCode(
            db,
            context,
            parseWith(mfaLoginRequest, { mfaTicket: fields.mfaTicket, code: fields.code }),
          )
        : await signInWithPassword(
            db,
            context,
            parseWith(authLoginRequest, { loginId: fields.loginId, password: fields.password }),
          );
    if ('mfaRequired' in session) return { ...state, step: 'code', mfaTicket: session.mfaTicket };
    return context.redirect(afterLoginPath(session, context.url.searchParams.get('path')), 303);
  } catch (error) {
    const failure = placeFailure(error, { method: 'POST', handOver: loginHandOver });
    if ('redirect' in failure) return context.redirect(failure.redirect, 303);
    return { ...state, ...failure };
  }
}
