import { ApiError } from './api-error';
import { env } from './config';
import { convertBodyDates, convertQuery } from './dates';
import { fileNameFrom, type DownloadedFile } from './download';
import { parseErrorBody } from './error-body';
import { isIgnored, overriddenMessage } from './error-policy';
import { dispose, genericMessage, RETRY_DELAY_MS, type Disposition } from './error-rules';
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

/** Spec §7 query text: null and undefined already dropped; arrays as repeated keys. */
function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  const text = params.toString();
  return text ? `?${text}` : '';
}

function url(path: string, query: Record<string, unknown> | undefined): string {
  const base = env().baseURL.replace(/\/+$/, '');
  return `${base}${path}${queryString(query)}`;
}

/** JSON when the answer says so (text when it does not parse), else text; nothing for an empty body. */
async function readBody(response: Response, kind: 'json' | 'blob'): Promise<unknown> {
  if (kind === 'blob') return response.blob();
  const text = await response.text();
  if (!text) return undefined;
  if (!JSON_TYPE.test(response.headers.get('content-type') ?? '')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Spec §7: base path, credentials, no timeout; non-2xx answers are judged by send, not thrown here. */
async function transport(spec: RequestSpec, kind: 'json' | 'blob', headers: Record<string, string>): Promise<Answer> {
  const body = spec.body === undefined ? undefined : JSON.stringify(convertBodyDates(spec.body));
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await env().fetch(url(spec.path, convertQuery(spec.query)), {
    method: spec.method,
    headers,
    body,
    credentials: 'include',
    signal: spec.options?.signal,
  });
  return { status: response.status, headers: response.headers, data: await readBody(response, kind) };
}

export async function request<T>(spec: RequestSpec): Promise<T> {
  const response = await send(spec, 'json');
  return response.data as T;
}

export async function download(spec: RequestSpec): Promise<DownloadedFile> {
  const response = await send(spec, 'blob');
  return { blob: response.data as Blob, fileName: fileNameFrom(response.headers.get('content-disposition')) };
}

async function send(spec: RequestSpec, kind: 'json' | 'blob'): Promise<Answer> {
  const instance = `${spec.method} ${spec.path}`;
  const headers = { ...requestHeaders(spec.method, kind === 'json', spec.options?.idempotencyKey), ...spec.headers };
  for (let attempt = 0; ; attempt += 1) {
    // No try/catch: an error without a response (network, abort) is rejected untouched.
    const response = await transport(spec, kind, { ...headers });
    env().reactions.clearScreenError(instance);
    if (response.status >= 200 && response.status < 300) return response;

    const parsed = await parseErrorBody(response.data);
    const error = new ApiError({
      status: response.status,
      code: parsed.code,
      message: overriddenMessage(instance, parsed.code) ?? parsed.message,
      instance,
      errors: parsed.errors,
      body: parsed.body,
    });
    error.ignored = Boolean(spec.ignore) || isIgnored(instance);
    const disposition = dispose({
      status: response.status,
      code: parsed.code,
      retryable: Boolean(spec.retryable),
      attempt,
      handOver: spec.handOver,
      silent: spec.options?.silent,
    });
    if (disposition === 'retry') {
      await env().sleep(RETRY_DELAY_MS);
      continue;
    }
    apply(disposition, error, spec.method);
    throw error;
  }
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
