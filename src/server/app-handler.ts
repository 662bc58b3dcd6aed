import { createApp } from 'astro/app/entrypoint';
import { createRequestFromNodeRequest, writeResponse } from 'astro/app/node';
import type { NodeHandler } from '../lib/server/http/node-server';

/** The largest request body the app reads (as @astrojs/node's default): uploads stream within it. */
const BODY_SIZE_LIMIT = 1024 * 1024 * 1024;

/**
 * The built Astro app as a Node request handler, through Astro's public adapter API. Pages render
 * to one buffer (no streaming): sent in one write with its Content-Length instead of a chunk per
 * component through a web stream. The pages are small, the first byte is not earlier in practice,
 * and an error during rendering becomes the 500 page instead of a cut-off answer.
 */
export function astroHandler(): NodeHandler {
  const app = createApp({ streaming: false });
  return (req, res) => {
    let request: Request;
    try {
      request = createRequestFromNodeRequest(req, {
        allowedDomains: app.getAllowedDomains() ?? [],
        bodySizeLimit: BODY_SIZE_LIMIT,
      });
    } catch (error) {
      failed(res, error);
      return;
    }
    app
      .render(request, { addCookieHeader: true })
      .then((response) => writeResponse(response, res))
      .catch((error: unknown) => {
        // A client gone mid-answer is not the app's failure; anything else reached Astro's own
        // error handling first (our 500 page), so this is a failure to write.
        if (res.headersSent) res.destroy();
        else failed(res, error);
      });
  };
}

function failed(res: Parameters<NodeHandler>[1], error: unknown): void {
  console.error(error);
  res.statusCode = 500;
  res.end();
}
