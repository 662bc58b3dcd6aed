/**
 * Spec §8 error handling in the browser, as pure rules: the API client applies them to every
 * answer, and the sign-in pages apply the same ones to their own form when it is posted without
 * JavaScript.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Spec §8 generic messages, by whether the failed call may have changed something. */
export const GENERIC_MESSAGE_POST = '問題が発生しました。登録内容がシステムに反映されているかご確認ください。';
export const GENERIC_MESSAGE_OTHER = '問題が発生しました。時間をおいてもう一度お試しください。';

/** Spec §9: one retry after 1000 ms. */
export const RETRY_COUNT = 1;
export const RETRY_DELAY_MS = 1000;

/** "No such business object" codes that a screen explains itself (spec §8). */
export const SCREEN_NOT_FOUND_CODES: readonly string[] = ['C_SH_002', 'C_SH_008'];

export function genericMessage(method: HttpMethod): string {
  return method === 'POST' ? GENERIC_MESSAGE_POST : GENERIC_MESSAGE_OTHER;
}

/**
 * What the client does with a non-2xx answer:
 * close → /close; login → clear state and /login; screen → stored and handed to the screen;
 * retry → wait and call again; generic → generic message; silent → only reject.
 */
export type Disposition = 'close' | 'login' | 'screen' | 'retry' | 'generic' | 'silent';

export interface DispositionInput {
  status: number;
  code: string;
  retryable: boolean;
  /** Retries already made for this call. */
  attempt: number;
  /** The call handles these answers itself (e.g. login's 401 and 429). */
  handOver?: (status: number, code: string) => boolean;
  /** Reject without any side effect (logout from the error page). */
  silent?: boolean;
}

/**
 * Wrong credentials (401) and throttling (429) are the login screen's own messages: they are not
 * a session expiry and not a system fault. The code step answers alike.
 */
export const loginHandOver = (status: number) => status === 401 || status === 429;

/** Too many wrong current passwords (429): the password form says so itself. */
export const passwordChangeHandOver = (status: number) => status === 429;

/** Spec §8, rule by rule, in the order the catalogue gives them. */
export function dispose(input: DispositionInput): Disposition {
  if (input.silent) return 'silent';
  if (input.status === 503) return 'close';
  const handedOver = input.handOver?.(input.status, input.code) ?? false;
  if (input.status === 401 && !handedOver) return 'login';
  if (input.status === 422 || (input.status === 404 && SCREEN_NOT_FOUND_CODES.includes(input.code)) || handedOver) {
    return 'screen';
  }
  if (input.retryable && input.attempt < RETRY_COUNT) return 'retry';
  return 'generic';
}
