import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'astro';
import { config } from '../config';

export const requestContext: MiddlewareHandler = (context, next) => {
  context.locals.requestId = randomUUID();
  context.locals.clientIp = clientIpOf(context.request, () => context.clientAddress);
  return next();
};

function clientIpOf(request: Request, direct: () => string): string {
  if (config().TRUST_PROXY) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return direct() || 'unknown';
  } catch {
    return 'unknown';
  }
}
