import { createFetch, FetchError } from 'ofetch';
import { ApiError } from './api-error';
import { env } from './config';
import { convertBodyDates, convertQuery } from './dates';
import { fileNameFrom, type DownloadedFile } from './download';
import { parseErrorBody } from './error-body';
import { isIgnored, overriddenMessage } from './error-policy';
import { dispose, genericMessage, RETRY_COUNT, RETRY_DELAY_MS, type Disposition } from './error-rules';
import { requestHeaders } from './headers';
import type { CallOptions, HttpMethod } from './types';

export interface RequestSpec {
  method: HttpMethod;
  /** Absolute API path without query, e.g. /api/v1/codes; also the error instance. */
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
  /** Spec §8: GETs are marked retryable explicitly by their endpoint. */
  retryable?: boolean;
  /** Answers this call shows on its own screen instead of the generic rules. */
  handOver?: (status: number, code: string) => boolean;
  /** Left out of the generic message and error-page redirect (public certificate calls). */
  ignore?: boolean;
  /**
   * Headers that replace the member session's (the console names its own CSRF token and operator
   * there, from a cookie of its own).
   */
  headers?: Record<string, string>;
  options?: CallOptions;
}

/** An answer with its body read: JSON (or text) for calls, a Blob for downloads. */
interface Answer {
  status: number;
  headers: Headers;
  data: unknown;
}

const JSON_TYPE = /^application\/(?:[\w.+-]*\+)?json\b/i;
/** Every status ofetch counts as an error; whether one is retried is decided by the catalogue (spec §8). */
const ERROR_STATUSES = Array.from({ length: 200 }, (_, i) => 400 + i);

/** JSON when the answer says so (text when it does not parse), else text; nothing for an empty body. */
function jsonOrText(text: unknown, contentType: string | null): unknown {
  if (typeof text !== 'string' || !text) return undefined;
  if (!JSON_TYPE.test(contentType ?? '')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const isSuccess = (status: number) => status >= 200 && status < 300;

export async function request<T>(spec: RequestSpec): Promise<T> {
  const response = await send(spec, 'json');
  return response.data as T;
}

export async function download(spec: RequestSpec): Promise<DownloadedFile> {
  const response = await send(spec, 'blob');
  return { blob: response.data as Blob, fileName: fileNameFrom(response.headers.get('content-disposition')) };
}

/** The error of a non-2xx answer, its message as the catalogue and the call's policy say. */
async function apiErrorOf(spec: RequestSpec, answer: Answer): Promise<ApiError> {
  const instance = `${spec.method} ${spec.path}`;
  const parsed = await parseErrorBody(answer.data);
  const error = new ApiError({
    status: answer.status,
    code: parsed.code,
    message: overriddenMessage(instance, parsed.code) ?? parsed.message,
    instance,
    errors: parsed.errors,
    body: parsed.body,
  });
  error.ignored = Boolean(spec.ignore) || isIgnored(instance);
  return error;
}

/** Spec §8 for one answer; `attempt` is how many retries this call has already made. */
const dispositionOf = (spec: RequestSpec, error: ApiError, attempt: number): Disposition =>
  dispose({
    status: error.status,
    code: error.code,
    retryable: Boolean(spec.retryable),
    attempt,
    handOver: spec.handOver,
    silent: spec.options?.silent,
  });

/**
 * Spec §7 over ofetch: base path, query, JSON body, credentials, no timeout. ofetch retries an
 * error answer once (spec §9) when the endpoint marks the call retryable (its GETs, and the POSTs
 * an Idempotency-Key makes safe to repeat): its hook asks the catalogue whether this answer is one
 * to retry and waits 1000 ms first; an error without an answer (network, abort) is never retried.
 */
async function send(spec: RequestSpec, kind: 'json' | 'blob'): Promise<Answer> {
  const instance = `${spec.method} ${spec.path}`;
  const headers = { ...requestHeaders(spec.method, kind === 'json', spec.options?.idempotencyKey), ...spec.headers };
  const body = spec.body === undefined ? undefined : ((await convertBodyDates(spec.body)) as Record<string, unknown>);
  const query = await convertQuery(spec.query);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const retries = spec.retryable ? RETRY_COUNT : 0;
  let answer: Answer;
  try {
    const response = await createFetch({ fetch: env().fetch }).raw(spec.path, {
      baseURL: env().baseURL,
      method: spec.method,
      query,
      body,
      headers,
      credentials: 'include',
      signal: spec.options?.signal,
      responseType: kind === 'blob' ? 'blob' : 'text',
      retry: retries,
      retryDelay: 0,
      retryStatusCodes: ERROR_STATUSES,
      onResponse: ({ response }) => {
        env().reactions.clearScreenError(instance);
        if (kind === 'json') response._data = jsonOrText(response._data, response.headers.get('content-type'));
      },
      onRequestError: ({ options }) => {
        options.retry = false;
      },
      onResponseError: async ({ response, options }) => {
        const left = typeof options.retry === 'number' ? options.retry : 0;
        const error = await apiErrorOf(spec, {
          status: response.status,
          headers: response.headers,
          data: response._data,
        });
        if (left > 0 && dispositionOf(spec, error, retries - left) === 'retry') await env().sleep(RETRY_DELAY_MS);
        else options.retry = false;
      },
    });
    answer = { status: response.status, headers: response.headers, data: response._data };
  } catch (thrown) {
    // No answer (network, abort): rejected with the fetch's own error, untouched.
    if (!(thrown instanceof FetchError) || !thrown.response)
      throw thrown instanceof FetchError ? (thrown.cause ?? thrown) : thrown;
    const { response } = thrown;
    answer = { status: response.status, headers: response.headers, data: response._data };
  }
  if (isSuccess(answer.status)) return answer;
  // The last answer (an error status, or a 3xx, which ofetch does not count as one): no retry is left.
  const error = await apiErrorOf(spec, answer);
  const disposition = dispositionOf(spec, error, RETRY_COUNT);
  if (disposition !== 'retry') apply(disposition, error, spec.method);
  throw error;
}

function apply(disposition: Exclude<Disposition, 'retry'>, error: ApiError, method: HttpMethod): void {
  switch (disposition) {
    case 'close':
      error.navigated = true;
      env().navigation.assign('/close');
      return;
    case 'login':
      env().reactions.forgetMember();
      error.navigated = true;
      env().navigation.assign('/login');
      return;
    case 'screen':
      env().reactions.showScreenError({
        code: error.code,
        message: error.message,
        instance: error.instance,
        errors: error.errors,
      });
      return;
    case 'generic':
      if (!error.ignored)
        env().reactions.showMessage(overriddenMessage(error.instance, error.code) ?? genericMessage(method));
      return;
    case 'silent':
      error.ignored = true;
      return;
  }
}
