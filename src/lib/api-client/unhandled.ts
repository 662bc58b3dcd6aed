import { isApiError } from './api-error';
import { env } from './config';

/**
 * Spec §8: an API error nobody handled sends the member to /error, except 401 (already sent to
 * /login) and 422 (a validation answer is never fatal). Errors without a response are left alone:
 * the browser aborts pending calls when the member leaves a page, and that must not hijack their
 * navigation.
 */
export function shouldShowErrorPage(reason: unknown): boolean {
  if (!isApiError(reason)) return false;
  if (reason.navigated || reason.ignored) return false;
  return reason.status !== 401 && reason.status !== 422;
}

interface RejectionTarget {
  addEventListener(type: 'unhandledrejection', listener: (event: PromiseRejectionEvent) => void): void;
  removeEventListener(type: 'unhandledrejection', listener: (event: PromiseRejectionEvent) => void): void;
}

export function installUnhandledErrorRedirect(target: RejectionTarget): () => void {
  let redirected = false;
  const listener = (event: PromiseRejectionEvent) => {
    if (redirected || !shouldShowErrorPage(event.reason)) return;
    redirected = true;
    event.preventDefault();
    env().navigation.assign('/error');
  };
  target.addEventListener('unhandledrejection', listener);
  return () => target.removeEventListener('unhandledrejection', listener);
}
