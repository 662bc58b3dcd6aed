import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'astro';
import { config } from '../config';
import { forwardedClientAddress } from '../http/client-address';

export const requestContext: MiddlewareHandler = (context, next) => {
  context.locals.requestId = randomUUID();
  context.locals.clientIp = clientIpOf(context.request, () => context.clientAddress);
  return next();
};

function clientIpOf(request: Request, direct: () => string): string {
  const { TRUST_PROXY, TRUST_PROXY_HOPS } = config();
  if (TRUST_PROXY) {
    const forwarded = forwardedClientAddress(request.headers.get('x-forwarded-for'), TRUST_PROXY_HOPS);
    if (forwarded) return forwarded;
  }
  try {
    return direct() || 'unknown';
  } catch {
    return 'unknown';
  }
}
