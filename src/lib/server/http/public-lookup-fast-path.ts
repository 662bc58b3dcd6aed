import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { database } from '../db';
import { logger } from '../logger';
import { runInRequestScope } from '../log/request-scope';
import { cachedSystemState } from '../services/system/reference-cache';
import { answerKey, publicAnswers } from '../services/certificates/public-answer-cache';
import { isPublicLookupPath, PUBLIC_LOOKUP_CALLS } from '../services/certificates/public-lookup-calls';
import { knownBlock } from '../services/certificates/lookup-throttle';
import { clientAddressOf } from './client-address';
import { corsHeadersFor } from './cors';
import { publicAnswerParts } from './public-answer-response';
import { applySecurityHeaders } from '../middleware/security-headers';
import type { NodeHandler } from './node-server';

/**
 * A right public certificate link this process has answered before is answered here, before
 * Astro: its rendering pipeline alone costs several times a static file, and a public link is
 * opened by many people (through Astro it served about 112–156 req/s). Everything else (a first read, any guess, a blocked address,
 * maintenance, a malformed query) goes on to the app, whose endpoint decides exactly as before and
 * fills the cache. The answer is the endpoint's own (the same bytes, ETag, CORS, security headers,
 * X-Request-Id and request log line); nothing here touches the database except through the
 * maintenance switch's one-second cache.
 */
export function answeringCachedLookups(handler: NodeHandler): NodeHandler {
  return (req, res) => {
    const hit = cachedAnswerFor(req);
    if (!hit) return handler(req, res);
    void answerUnlessMaintenance(req, res, hit, handler);
  };
}

interface Hit {
  path: string;
  started: number;
  answer: NonNullable<ReturnType<typeof publicAnswers.get>>;
}

function cachedAnswerFor(req: IncomingMessage): Hit | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  if (!isPublicLookupPath(path)) return undefined;
  const started = performance.now();
  const call = PUBLIC_LOOKUP_CALLS[path];
  const parsed = call.query.safeParse(Object.fromEntries(new URLSearchParams(url.slice(q + 1)).entries()));
  if (!parsed.success) return undefined;
  const { hash, passCd } = parsed.data;
  const answer = publicAnswers.get(answerKey(hash, passCd, call.answerName(parsed.data)));
  if (!answer) return undefined;
  const ip = clientAddressOf(req.headers['x-forwarded-for'] as string | undefined, () => req.socket.remoteAddress);
  if (knownBlock(ip).blocked) return undefined;
  return { path, started, answer };
}

/* The security middleware's headers for an API answer: fixed for the process (they depend on config only). */
let securityHeaders: Record<string, string> | undefined;
function apiSecurityHeaders(): Record<string, string> {
  if (!securityHeaders) {
    const headers = new Headers();
    applySecurityHeaders(headers, true);
    securityHeaders = Object.fromEntries(headers);
  }
  return securityHeaders;
}

async function answerUnlessMaintenance(
  req: IncomingMessage,
  res: ServerResponse,
  { path, started, answer }: Hit,
  handler: NodeHandler,
): Promise<void> {
  try {
    if ((await cachedSystemState(await database())).maintenance) return handler(req, res);
  } catch {
    return handler(req, res);
  }
  const parts = publicAnswerParts(req.method!, req.headers['if-none-match'] ?? null, answer);
  const requestId = randomUUID();
  res.writeHead(parts.status, {
    ...parts.headers,
    ...corsHeadersFor(req.headers.origin),
    ...apiSecurityHeaders(),
    'x-request-id': requestId,
  });
  res.end(parts.body ?? undefined);
  // The same request line as request-context.ts writes for the app's answers.
  runInRequestScope({ requestId }, () =>
    logger().info(
      {
        method: req.method,
        route: path,
        path,
        status: parts.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    ),
  );
}
