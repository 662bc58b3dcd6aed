import { Readable, pipeline } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';
import { preferredEncoding } from './accept-encoding';

/**
 * Compression of the app's own answers (pages, JSON, CSV), when the client accepts it. The built
 * client files are compressed once at build time instead (precompress.ts, static-files.ts).
 *
 * Levels are chosen for per-request work on a busy server: brotli quality 4 compresses a page
 * about as fast as gzip's default and smaller; both run on libuv's thread pool (the async zlib
 * calls), not on the event loop.
 */
export const COMPRESS_MIN_BYTES = 1024;
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

/** Text answers; PDFs, images and anything already compressed are sent as they are. */
const COMPRESSIBLE = /^(text\/(html|csv|plain|css|javascript)|application\/([\w.+-]*\+)?json|image\/svg\+xml)\b/i;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface CompressionRequest {
  method: string;
  headers: Headers;
}

/**
 * The answer compressed for the request, or the answer itself when it is not to be compressed:
 * a HEAD, a Range request, an answer without a body or of a type that does not shrink, one already
 * encoded or marked no-transform, or one below COMPRESS_MIN_BYTES. An answer whose body is a
 * download (Content-Disposition: attachment: the CSV exports, which stream from the database) is
 * compressed as a stream, chunk by chunk; any other body is already whole in memory (pages render
 * to one buffer) and is compressed in one call.
 */
export async function compressResponse(request: CompressionRequest, response: Response): Promise<Response> {
  if (!compressible(request, response)) return response;
  const headers = response.headers;
  const encoding = preferredEncoding(request.headers.get('accept-encoding'));
  const vary = withAcceptEncoding(headers.get('vary'));
  if (!encoding) return withHeaders(response, { vary });
  const streaming = /^attachment\b/i.test(headers.get('content-disposition') ?? '');
  let body: BodyInit;
  let length: number | undefined;
  if (streaming) {
    // Node's zlib stream between the body and the answer: the download stays a stream with
    // backpressure, and a client that goes away (the answer's reader cancelled) destroys the
    // pipeline, which cancels the body down to the database's COPY. (A web pair from
    // Duplex.toWeb kept pulling the body in a tight loop after such a cancel.)
    const zlibStream = encoding === 'br' ? createBrotliCompress(brotliOptions()) : createGzip({ level: GZIP_LEVEL });
    pipeline(Readable.fromWeb(response.body! as NodeReadableStream<Uint8Array>), zlibStream, () => undefined);
    body = Readable.toWeb(zlibStream) as ReadableStream<Uint8Array>;
  } else {
    const raw = Buffer.from(await response.arrayBuffer());
    if (raw.length < COMPRESS_MIN_BYTES) {
      const same = new Headers(headers);
      same.set('vary', vary);
      same.set('content-length', String(raw.length));
      return new Response(raw, { status: response.status, statusText: response.statusText, headers: same });
    }
    const compressed =
      encoding === 'br'
        ? await brotliAsync(raw, brotliOptions(raw.length))
        : await gzipAsync(raw, { level: GZIP_LEVEL });
    body = new Uint8Array(compressed.buffer, compressed.byteOffset, compressed.length);
    length = compressed.length;
  }
  const out = new Headers(headers);
  out.set('content-encoding', encoding);
  out.set('vary', vary);
  // A whole body keeps a length (one write, no chunked encoding); a stream has none.
  if (length === undefined) out.delete('content-length');
  else out.set('content-length', String(length));
  // A strong validator names one exact byte sequence; the compressed bytes are another (RFC 9110
  // §8.8.3), so the tag is weakened as nginx does (If-None-Match compares weakly).
  const etag = out.get('etag');
  if (etag && !etag.startsWith('W/')) out.set('etag', `W/${etag}`);
  return new Response(body, { status: response.status, statusText: response.statusText, headers: out });
}

function compressible(request: CompressionRequest, response: Response): boolean {
  if (request.method === 'HEAD' || request.headers.has('range') || !response.body) return false;
  if (response.status === 204 || response.status === 206 || response.status === 304) return false;
  const headers = response.headers;
  if (headers.has('content-encoding') || /\bno-transform\b/i.test(headers.get('cache-control') ?? '')) return false;
  if (!COMPRESSIBLE.test(headers.get('content-type') ?? '')) return false;
  const length = headers.get('content-length');
  return length === null || Number(length) >= COMPRESS_MIN_BYTES;
}

function brotliOptions(sizeHint?: number) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      ...(sizeHint ? { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
    },
  };
}

function withAcceptEncoding(vary: string | null): string {
  if (!vary) return 'Accept-Encoding';
  if (vary.split(',').some((v) => ['accept-encoding', '*'].includes(v.trim().toLowerCase()))) return vary;
  return `${vary}, Accept-Encoding`;
}

function withHeaders(response: Response, set: Record<string, string>): Response {
  try {
    for (const [k, v] of Object.entries(set)) response.headers.set(k, v);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    for (const [k, v] of Object.entries(set)) headers.set(k, v);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
