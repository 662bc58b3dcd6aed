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
  { body, loginId, query }: { body?: unknown; loginId?: string; response?: S; query?: Record<string, string> } = {},
): Promise<S extends z.ZodType ? z.infer<S> : void> {
  if (!ADMIN_API_OPERATIONS.some((o) => o.path === path && o.method === method.toLowerCase())) {
    throw new Error(`not a console operation: ${method} ${path}`);
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET') headers['x-xsrf-token'] = readCookie(ADMIN_XSRF_COOKIE) ?? '';
  if (loginId) headers['x-user-id'] = loginId;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const search = query ? new URLSearchParams(query).toString() : '';
  const response = await fetch(search ? `${path}?${search}` : path, {
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
