import type { z } from 'zod';
import { ADMIN_API_OPERATIONS } from '../schemas/admin-api-operations';
import { isApiError } from './api-error';
import { env } from './config';
import { parseErrorBody } from './error-body';
import { USER_ID_HEADER, XSRF_HEADER } from './headers';
import { request } from './http';
import type { HttpMethod } from './types';

/** The console's double-submit cookie (the member side's is XSRF-TOKEN). */
const ADMIN_XSRF_COOKIE = 'ADMIN-XSRF-TOKEN';

/** A refused console call: the server's code, Japanese message and field messages. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: { field: string; message: string }[] = [],
  ) {
    super(message);
  }
}

const FAILED = '処理を完了できませんでした。時間をおいてもう一度お試しください。';

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

function isConsoleOperation(method: string, path: string): boolean {
  return ADMIN_API_OPERATIONS.some((o) => o.path === path && o.method === method.toLowerCase());
}

/** The console's session in the headers: its own CSRF token on unsafe calls, and the operator once signed in. */
function consoleHeaders(method: HttpMethod, loginId: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (method !== 'GET') headers[XSRF_HEADER] = env().readCookie(ADMIN_XSRF_COOKIE) ?? '';
  if (loginId) headers[USER_ID_HEADER] = loginId;
  return headers;
}

/**
 * One console API call from an island, through the client core (src/lib/api-client/http.ts) with
 * the console's session headers. Silent: the core neither retries nor navigates nor reports; the
 * console screen shows the refusal itself. Only operations of the registry can be called.
 */
export async function adminCall<S extends z.ZodType | undefined = undefined>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  { body, query, loginId }: { body?: unknown; query?: Record<string, string>; loginId?: string; response?: S } = {},
): Promise<S extends z.ZodType ? z.infer<S> : void> {
  if (!isConsoleOperation(method, path)) throw new Error(`not a console operation: ${method} ${path}`);
  try {
    return await request({
      method,
      path,
      query,
      body,
      headers: consoleHeaders(method, loginId),
      options: { silent: true },
    });
  } catch (error) {
    if (!isApiError(error)) throw error;
    throw new AdminApiError(error.status, error.code, error.message || FAILED, error.errors ?? []);
  }
}

/**
 * A console call that sends a file: as adminCall, through XMLHttpRequest so the screen can show
 * how much of the body has gone (fetch has no upload progress). `onSent` gets 0–1.
 */
export function adminUpload<S extends z.ZodType>(
  path: string,
  { body, loginId, onSent }: { body: unknown; loginId: string; onSent: (fraction: number) => void; response: S },
): Promise<z.infer<S>> {
  if (!isConsoleOperation('POST', path)) throw new Error(`not a console operation: POST ${path}`);
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
      const data = await readBody(new Response(xhr.responseText));
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as z.infer<S>);
      const parsed = await parseErrorBody(data);
      reject(new AdminApiError(xhr.status, parsed.code, parsed.message || FAILED, parsed.errors ?? []));
    };
    xhr.send(JSON.stringify(body));
  });
}
