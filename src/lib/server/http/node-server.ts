import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { BASELINE_HEADERS } from './baseline-headers';

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The Node adapter answers files under dist/client (/_astro/*) itself, before Astro's middleware
 * runs, so the security-headers middleware never sees them. The baseline headers are therefore set
 * on the raw response first; rendered answers set the same values again through the middleware.
 */
export function withBaselineHeaders(handler: NodeHandler): NodeHandler {
  return (req, res) => {
    for (const [name, value] of Object.entries(BASELINE_HEADERS)) res.setHeader(name, value);
    handler(req, res);
  };
}

/** The HTTP server `npm start` runs (and the tests start): the built app's handler behind the baseline headers. */
export function createAppServer(handler: NodeHandler): Server {
  return createServer(withBaselineHeaders(handler));
}
