import compression from 'compression';
import type { ServerResponse } from 'node:http';
import type { NodeHandler } from './node-server';

/**
 * The app's own answers (pages, JSON, CSV) compressed by the `compression` package (decision 0024)
 * when the client accepts it: brotli (quality 4) before gzip, by Accept-Encoding's weights; zlib
 * streams on libuv's thread pool, chunk by chunk as the answer is written, so nothing is held
 * whole and a download stays a stream. It leaves alone HEAD, types that do not shrink (PDF,
 * images), answers already encoded or marked `no-transform`, and here also Range requests and
 * answers below 1 KB by their Content-Length (in the filter, so that they carry no
 * `Vary: Accept-Encoding` either: the package would add it before its own size check). It sets
 * `Vary: Accept-Encoding` on what it could compress. The app's built client files never reach it:
 * they are served precompressed (static-files.ts). The public site's demo server (static-site.ts)
 * compresses through it too.
 */
const COMPRESS_MIN_BYTES = 1024;

const compress = compression({
  threshold: COMPRESS_MIN_BYTES,
  filter: (req, res) =>
    req.headers.range === undefined &&
    !(Number(res.getHeader('content-length')) < COMPRESS_MIN_BYTES) &&
    compression.filter(req, res),
});

export function compressing(handler: NodeHandler): NodeHandler {
  return (req, res) => {
    weakeningTagWhenEncoded(res);
    compress(req, res, () => handler(req, res));
  };
}

/**
 * A strong ETag names one exact byte sequence and the compressed bytes are another (RFC 9110
 * §8.8.3), so a compressed answer's tag is weakened, as nginx does (If-None-Match compares weakly).
 * compression chooses the coding when the head is written, in a hook around writeHead set after
 * this one, so this sees its choice.
 */
function weakeningTagWhenEncoded(res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const etag = this.getHeader('etag');
    if (this.getHeader('content-encoding') && typeof etag === 'string' && !etag.startsWith('W/'))
      this.setHeader('etag', `W/${etag}`);
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}
