import type { z } from 'zod';
import { ERRORS, type ApiErrorBody } from '../../errors/catalogue';
import { logger } from '../logger';
import { currentRequestId } from '../log/request-scope';
import { AppError, isAppError } from '../../errors/app-error';
import { utf8Bytes } from '../render/utf8-bytes';
import { noteDatabaseFailure } from '../db/availability';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/**
 * The body goes out with its length: the Node adapter writes a body of unknown length chunked, so
 * the closing chunk took a write (a system call) of its own after the data, which showed under load.
 */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  const bytes = utf8Bytes(JSON.stringify(body));
  return new Response(bytes, {
    status,
    headers: { ...JSON_HEADERS, 'content-length': String(bytes.byteLength), ...headers },
  });
}

export function noContent(): Response {
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}

export function instanceOf(request: Request): string {
  return `${request.method} ${new URL(request.url).pathname}`;
}

export function errorResponse(request: Request, error: unknown): Response {
  const e = appErrorOf(error, instanceOf(request));
  const body: ApiErrorBody = { code: e.code, message: e.message, instance: instanceOf(request) };
  if (e.fieldErrors?.length) body.errors = e.fieldErrors;
  const requestId = currentRequestId();
  if (requestId) body.requestId = requestId;
  return json(body, e.status, e.headers);
}

/**
 * The AppError a thrown value answers as. A database that cannot be reached is a 503 (the request
 * may be repeated once it is back), counted in the outage (logged at its start and end,
 * availability.ts); anything else unexpected is a 500 logged as an error. The log line carries
 * what safeError keeps (SQL text and error code).
 */
export function appErrorOf(error: unknown, instance: string): AppError {
  if (isAppError(error)) return error;
  if (noteDatabaseFailure(error, instance)) return new AppError('C_SH_016');
  logger().error({ err: error, instance }, 'unhandled error');
  return new AppError('C_SH_999');
}

/** zod issues as the error shape's field list; messages are the schemas' Japanese texts. */
export function validationError(error: z.ZodError): AppError {
  return new AppError('C_SH_001', {
    message: error.issues[0]?.message ?? ERRORS.C_SH_001.message,
    fieldErrors: error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
  });
}
