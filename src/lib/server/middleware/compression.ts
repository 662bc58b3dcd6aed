import type { MiddlewareHandler } from 'astro';
import { compressResponse } from '../http/compress-response';

/**
 * The outermost step: compresses the finished answer (every header already set) when the client
 * accepts it. See compress-response.ts for what is and is not compressed.
 */
export const compression: MiddlewareHandler = async (context, next) => compressResponse(context.request, await next());
