import { createFetch, type $Fetch, type FetchResponse } from 'ofetch';
import { ApiError } from './api-error';
import { env, envVersion } from './config';
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
  options?: CallOptions;
}

let cached: { version: number; fetch: $Fetch } | undefined;

/** Spec §7: base path, credentials, no timeout; non-2xx answers are judged here, not by ofetch. */
function transport(): $Fetch {
  if (cached?.version !== envVersion()) {
    const { fetch, baseURL } = env();
    const instance = createFetch({ fetch }).create({
      baseURL,
      credentials: 'include',
      retry: false,
      ignoreResponseError: true,
    });
    cached = { version: envVersion(), fetch: instance };
  }
  return cached.fetch;
}

export async function request<T>(spec: RequestSpec): Promise<T> {
  const response = await send(spec, 'json');
  return response._data as T;
}

export async function download(spec: RequestSpec): Promise<DownloadedFile> {
  const response = await send(spec, 'blob');
  return { blob: response._data as Blob, fileName: fileNameFrom(response.headers.get('content-disposition')) };
}

async function send(spec: RequestSpec, kind: 'json' | 'blob'): Promise<FetchResponse<unknown>> {
  const instance = `${spec.method} ${spec.path}`;
  const headers = requestHeaders(spec.method, kind === 'json', spec.options?.idempotencyKey);
  const body = spec.body === undefined ? undefined : convertBodyDates(spec.body);
  const query = convertQuery(spec.query);
  for (let attempt = 0; ; attempt += 1) {
    // No try/catch: an error without a response (network, abort) is rejected untouched.
    const response = await transport().raw(spec.path, {
      method: spec.method,
      headers,
      query,
      body: body as Record<string, unknown> | undefined,
      responseType: kind === 'blob' ? 'blob' : undefined,
      signal: spec.options?.signal,
    });
    env().reactions.clearScreenError(instance);
    if (response.status >= 200 && response.status < 300) return response;

    const parsed = await parseErrorBody(response._data);
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
