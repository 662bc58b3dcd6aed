import { attachmentDisposition } from '../../domain/reports';
import type { FileDownload } from '../reports/download';

/** Sends a generated file as a download; never cached, since it holds the member's own data. */
export function fileResponse(file: FileDownload): Response {
  return new Response(file.body, {
    status: 200,
    headers: {
      'content-type': file.contentType,
      'content-disposition': attachmentDisposition(file.fileName, file.asciiFileName),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
