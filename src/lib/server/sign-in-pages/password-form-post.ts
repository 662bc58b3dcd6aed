import type { APIContext } from 'astro';
import { database } from '../db';
import { CSRF_COOKIE } from '../auth/cookies';
import { checkFormPost } from '../auth/forgery';
import { AppError } from '../../errors/app-error';
import { parseWith, readForm } from '../http/read-request';
import { changePassword } from '../http/session-doors';
import { passwordUpdateRequest } from '../../schemas/auth';
import { passwordChangeHandOver } from '../../errors/disposition';
import { HOME_PATH } from '../../routes';
import { PASSWORD_CHANGED } from '../../notices';
import { placeFailure, type FormMessages } from './form-failure';

/**
 * The password form posted to its own page (JavaScript off or not loaded yet): the same checks,
 * service and cookies as PUT /api/v1/auth/update-password. On success the first-login change
 * opens the home page and the ordinary change renders an empty form with the green message, as
 * the script does; a refusal renders the form again with its messages (passwords never echoed).
 */
export async function postPasswordForm(
  context: APIContext,
  mode: 'first' | 'change',
): Promise<FormMessages | Response> {
  try {
    const fields = await readForm(context.request);
    const auth = context.locals.auth;
    if (!auth) throw new AppError('C_SH_003');
    checkFormPost(
      context,
      { token: fields.csrfToken ?? '', userId: fields.userId ?? null },
      { csrfCookie: CSRF_COOKIE, door: false, session: auth },
    );
    const { db } = await database();
    const body = parseWith(passwordUpdateRequest, {
      currentPassword: fields.currentPassword,
      newPassword: fields.newPassword,
      confirmPassword: fields.confirmPassword,
    });
    await changePassword(db, context, auth, body);
    if (mode === 'first') return context.redirect(HOME_PATH, 303);
    return { fieldErrors: {}, info: PASSWORD_CHANGED };
  } catch (error) {
    const failure = placeFailure(error, { method: 'PUT', handOver: passwordChangeHandOver });
    if ('redirect' in failure) return context.redirect(failure.redirect, 303);
    return failure;
  }
}
