import { dispose, genericMessage, type HttpMethod } from '../../errors/disposition';
import { AppError, isAppError } from '../../errors/app-error';
import { logger } from '../logger';

/** What a sign-in page shows after its form was posted: messages under fields, one above the form, or a green one. */
export interface FormMessages {
  fieldErrors: Record<string, string>;
  alert?: string;
  /** The green snackbar's message after a post that succeeded on the same page. */
  info?: string;
}

export type FormFailure = { redirect: string } | FormMessages;

/**
 * A refused form post placed by the rules the API client applies to the same call (spec §8):
 * maintenance → /close, a lost session → /login, validation → each field's first message, the
 * page's own answers (hand-over) → above the form, anything else → the generic message, shown
 * above the form because a page without script has no snackbar to open.
 */
export function placeFailure(
  error: unknown,
  call: { method: HttpMethod; handOver?: (status: number, code: string) => boolean },
): FormFailure {
  if (!isAppError(error)) logger().error({ err: error }, 'sign-in form failed');
  const e = isAppError(error) ? error : new AppError('C_SH_999');
  const disposition = dispose({
    status: e.status,
    code: e.code,
    retryable: false,
    attempt: 0,
    handOver: call.handOver,
  });
  if (disposition === 'close') return { redirect: '/close' };
  if (disposition === 'login') return { redirect: '/login' };
  if (disposition === 'screen' && e.fieldErrors?.length) {
    const fieldErrors: Record<string, string> = {};
    for (const { field, message } of e.fieldErrors) fieldErrors[field] ??= message;
    return { fieldErrors };
  }
  return { fieldErrors: {}, alert: disposition === 'screen' ? e.message : genericMessage(call.method) };
}
