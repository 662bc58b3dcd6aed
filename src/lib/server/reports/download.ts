/** A file answer built by a service; the endpoint sends it as an attachment. */
export interface FileDownload {
  /** The name members see, in Japanese. */
  fileName: string;
  /** For clients that cannot read filename*=UTF-8''. */
  asciiFileName: string;
  contentType: string;
  body: ReadableStream<Uint8Array>;
}
