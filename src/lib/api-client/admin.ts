import type { z } from 'zod';
import type { ADMIN_API_OPERATIONS, AdminOperationKey } from '../schemas/admin-api-operations';
import { ApiError } from './api-error';
import { env } from './config';
import { parseErrorBody } from './error-body';
import { USER_ID_HEADER, XSRF_HEADER } from './headers';
import { request } from './http';
import type { CallOptions, HttpMethod } from './types';

export type { AdminOperationKey } from '../schemas/admin-api-operations';

/*
 * The console's client, typed from its registry (src/lib/schemas/admin-api-operations.ts): an
 * operation is named `METHOD path` as the registry lists it, its body and query are the input of
 * the schemas its endpoint validates with, and its answer their output (with the 202 answer of the
 * two-person rule beside the 200 one). A path the registry does not list does not compile. Only
 * types are read from the registry: no schema reaches the browser through this module.
 */
type Operation = (typeof ADMIN_API_OPERATIONS)[number];
type OperationOf<K extends AdminOperationKey> = K extends `${infer M} ${infer P}`
  ? Extract<Operation, { method: Lowercase<M>; path: P }>
  : never;

export type AdminBody<K extends AdminOperationKey> =
  OperationOf<K> extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;
export type AdminQuery<K extends AdminOperationKey> =
  OperationOf<K> extends { query: infer Q extends z.ZodType } ? z.input<Q> : undefined;
/** The 200 answer, or (for a change the two-person rule holds back) the 202 one. */
export type AdminAnswer<K extends AdminOperationKey> =
  | (OperationOf<K> extends { response: infer R extends z.ZodType } ? z.output<R> : void)
  | (OperationOf<K> extends { accepted: infer A extends z.ZodType } ? z.output<A> : never);

/** A console call's input: the operator (X-User-Id, once signed in), then its body and query as the registry has them. */
export type AdminInput<K extends AdminOperationKey> = Pick<CallOptions, 'signal' | 'idempotencyKey'> & {
  loginId?: string;
} & (AdminBody<K> extends undefined ? { body?: undefined } : { body: AdminBody<K> }) &
  (AdminQuery<K> extends undefined ? { query?: undefined } : { query: AdminQuery<K> });

/** The console's double-submit cookie (the member side's is XSRF-TOKEN). */
const ADMIN_XSRF_COOKIE = 'ADMIN-XSRF-TOKEN';

function split(key: AdminOperationKey): { method: HttpMethod; path: string } {
  const at = key.indexOf(' ');
  return { method: key.slice(0, at) as HttpMethod, path: key.slice(at + 1) };
}

/** The console's session in the headers: its own CSRF token on unsafe calls, and the operator once signed in. */
function consoleHeaders(method: HttpMethod, loginId: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (method !== 'GET') headers[XSRF_HEADER] = env().readCookie(ADMIN_XSRF_COOKIE) ?? '';
  if (loginId) headers[USER_ID_HEADER] = loginId;
  return headers;
}

/** Query values as text (the registry's query schemas coerce them back on the server). */
function queryText(query: object | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  const entries = Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return Object.fromEntries(entries.map(([k, v]) => [k, String(v)]));
}

/**
 * One console API call, through the member side's client core (http.ts) with the console's session
 * headers. Silent: the core neither retries nor navigates nor reports; a refusal is an ApiError the
 * console's screen shows itself (the shared useQuery and useMutation).
 */
export function adminApi<K extends AdminOperationKey>(key: K, input: AdminInput<K>): Promise<AdminAnswer<K>> {
  const { method, path } = split(key);
  return request({
    method,
    path,
    query: queryText(input.query as object | undefined),
    body: input.body,
    headers: consoleHeaders(method, input.loginId),
    options: { silent: true, signal: input.signal, idempotencyKey: input.idempotencyKey },
  });
}

type UploadKey = Extract<AdminOperationKey, `POST /api/admin/uploads/${string}`>;

/**
 * A console call that sends a file: as adminApi, through XMLHttpRequest so the screen can show
 * how much of the body has gone (fetch has no upload progress). `onSent` gets 0–1.
 */
export function adminUpload<K extends UploadKey>(
  key: K,
  { body, loginId, onSent }: { body: AdminBody<K>; loginId: string; onSent: (fraction: number) => void },
): Promise<AdminAnswer<K>> {
  const { path } = split(key);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('content-type', 'application/json');
    for (const [name, value] of Object.entries(consoleHeaders('POST', loginId))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onSent(e.loaded / e.total);
    };
    xhr.upload.onload = () => onSent(1);
    xhr.onerror = () => reject(new TypeError('network'));
    xhr.onload = async () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as AdminAnswer<K>);
      const parsed = await parseErrorBody(data);
      const instance = `POST ${path}`;
      reject(new ApiError({ status: xhr.status, instance, ...parsed }));
    };
    xhr.send(JSON.stringify(body));
  });
}
