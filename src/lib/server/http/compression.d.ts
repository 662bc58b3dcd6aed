/**
 * The types of the `compression` package (1.8) as this app calls it, on node:http's request and
 * answer: DefinitelyTyped's @types/compression declares it on Express's types instead.
 */
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { BrotliOptions, ZlibOptions } from 'node:zlib';

  type Filter = (req: IncomingMessage, res: ServerResponse) => boolean;
  interface CompressionOptions extends ZlibOptions {
    filter?: Filter;
    threshold?: number | string;
    brotli?: BrotliOptions;
  }
  type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

  function compression(options?: CompressionOptions): Middleware;
  namespace compression {
    /** The default filter: a compressible Content-Type (mime-db) and no `x-no-compression` request header. */
    const filter: Filter;
  }
  export default compression;
}
