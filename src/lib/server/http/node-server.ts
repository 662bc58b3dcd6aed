import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { baselineHeaders } from './baseline-headers';
import { answerClientError } from './client-error';
import { clientFiles } from './static-files';
import { ERRORS, type ApiErrorBody } from '../../errors/catalogue';
import { answeringCachedLookups } from './public-lookup-fast-path';
import { compressing } from './compress-answers';

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Files under dist/client (/_astro/*) are answered here (sirv, static-files.ts), before Astro's middleware runs, so the
 * security-headers middleware never sees them. The baseline headers are therefore set on the raw
 * response first; rendered answers set the same values again through the middleware.
 */
function withBaselineHeaders(handler: NodeHandler): NodeHandler {
  return (req, res) => {
    for (const [name, value] of Object.entries(baselineHeaders())) res.setHeader(name, value);
    handler(req, res);
  };
}

/**
 * A path with broken percent-encoding (`/api/v1/%`) would get the adapter's English plain-text
 * "Bad request." before Astro runs. Such a path names nothing, so it is answered here: the API's
 * error shape on API paths, a Japanese line elsewhere.
 */
function refusingMalformedPaths(handler: NodeHandler): NodeHandler {
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (isWellEncoded(path)) return handler(req, res);
    res.setHeader('cache-control', 'no-store');
    if (path.startsWith('/api/')) {
      const body: ApiErrorBody = {
        code: 'C_SH_014',
        message: ERRORS.C_SH_014.message,
        instance: `${req.method} ${path}`,
      };
      res.writeHead(ERRORS.C_SH_014.status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
      return;
    }
    res.writeHead(400, {
      'content-type': 'text/plain; charset=utf-8',
      'content-security-policy': "default-src 'none'",
    });
    res.end('リクエストの形式が正しくありません。');
  };
}

function isWellEncoded(path: string): boolean {
  try {
    // The result is used on purpose: the server bundler drops a bare decodeURIComponent() call as
    // free of side effects, and with it the throw this check relies on.
    return typeof decodeURIComponent(path) === 'string';
  } catch {
    return false;
  }
}

/** The built client files first (one lookup in sirv's list for any other path), then the app. */
function servingStaticFiles(clientDir: string, handler: NodeHandler): NodeHandler {
  const files = clientFiles(clientDir);
  return (req, res) => files(req, res, () => handler(req, res));
}

/**
 * The HTTP server `npm start` runs (and the tests start): the built client files, public
 * certificate answers already in memory, and the app's handler (@astrojs/node in middleware
 * mode: the app only), its answers compressed, behind the baseline headers.
 */
export function createAppServer(handler: NodeHandler, clientDir: string): Server {
  const server = createServer(
    withBaselineHeaders(
      refusingMalformedPaths(servingStaticFiles(clientDir, answeringCachedLookups(compressing(handler)))),
    ),
  );
  server.on('clientError', answerClientError);
  return server;
}
