import type { z } from 'zod';
import { ADMIN_API_OPERATIONS } from '../schemas/admin-api-operations';
import { parseErrorBody } from './error-body';

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

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * One console API call from an island: the console's CSRF cookie echoed, the operator named (once
 * signed in), JSON in and out. Only operations of the registry can be called.
 */
export async function adminCall<S extends z.ZodType | undefined = undefined>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  { body, query, loginId }: { body?: unknown; query?: Record<string, string>; loginId?: string; response?: S } = {},
): Promise<S extends z.ZodType ? z.infer<S> : void> {
  if (!ADMIN_API_OPERATIONS.some((o) => o.path === path && o.method === method.toLowerCase())) {
    throw new Error(`not a console operation: ${method} ${path}`);
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET') headers['x-xsrf-token'] = readCookie(ADMIN_XSRF_COOKIE) ?? '';
  if (loginId) headers['x-user-id'] = loginId;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const url = query ? `${path}?${new URLSearchParams(query)}` : path;
  const response = await fetch(url, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await readBody(response);
  if (!response.ok) {
    const parsed = await parseErrorBody(data);
    throw new AdminApiError(response.status, parsed.code, parsed.message || FAILED, parsed.errors ?? []);
  }
  return data as S extends z.ZodType ? z.infer<S> : void;
}

/**
 * A console call that sends a file: as adminCall, through XMLHttpRequest so the screen can show
 * how much of the body has gone (fetch has no upload progress). `onSent` gets 0–1.
 */
export function adminUpload<S extends z.ZodType>(
  path: string,
  { body, loginId, onSent }: { body: unknown; loginId: string; onSent: (fraction: number) => void; response: S },
): Promise<z.infer<S>> {
  if (!ADMIN_API_OPERATIONS.some((o) => o.path === path && o.method === 'post')) {
    throw new Error(`not a console operation: POST ${path}`);
  }
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('content-type', 'application/json');
    xhr.setRequestHeader('x-xsrf-token', readCookie(ADMIN_XSRF_COOKIE) ?? '');
    xhr.setRequestHeader('x-user-id', loginId);
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
