import type { MiddlewareHandler } from 'astro';
import { AppError } from '../../errors/app-error';
import type { ErrorCode } from '../../errors/catalogue';
import { errorResponse } from '../http/respond';
import { isJsonContentType } from '../http/request-kind';

/*
 * Astro answers some API requests itself, before or instead of our endpoints: its HTML 404 when
 * no route matches (a decoded CR or LF in a segment is matched by no route pattern, not even the
 * catch-all), and plain-text refusals. On API paths such an error answer is replaced by the one
 * JSON error shape; our own answers are JSON already and pass untouched, as do files and redirects.
 */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  403: 'C_SH_004',
  404: 'C_SH_014',
  405: 'C_SH_012',
  413: 'C_SH_010',
  415: 'C_SH_011',
};

export const apiErrorShape: MiddlewareHandler = async (context, next) => {
  const response = await next();
  if (response.status < 400) return response;
  if (isJsonContentType(response.headers.get('content-type'))) return response;
  await response.body?.cancel().catch(() => undefined);
  const code = CODE_BY_STATUS[response.status] ?? (response.status >= 500 ? 'C_SH_999' : 'C_SH_011');
  return errorResponse(context.request, new AppError(code));
};
