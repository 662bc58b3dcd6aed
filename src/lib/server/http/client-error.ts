import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import { baselineHeaders } from './baseline-headers';
import type { ErrorCode } from '../../errors/catalogue';

/** Node's parser errors that mean the request was too large or too slow, by the status they answer. */
const STATUS_BY_CODE: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_REQUEST_TIMEOUT: 408,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

const MESSAGE_BY_STATUS: Record<number, string> = {
  431: 'リクエストヘッダーのサイズが上限を超えています。',
  408: 'リクエストの受信がタイムアウトしました。',
  400: 'リクエストの形式が正しくありません。',
};

/** The catalogue's code for each early refusal, where the API's error shape is answered. */
const CODE_BY_STATUS: Record<number, ErrorCode> = { 431: 'C_SH_010', 408: 'C_SH_011', 400: 'C_SH_011' };

/**
 * A request Node's HTTP parser refuses before any handler runs (a 60 KB request line or header,
 * broken HTTP) gets, without this, Node's bare English answer with none of our headers. Answered
 * here with the status Node would use, a Japanese line, the baseline security headers and a
 * deny-all policy; under /api in the one JSON error shape, read from the request line the parser
 * kept. The connection is closed, as the parser cannot go on with it.
 */
export function answerClientError(error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = STATUS_BY_CODE[error.code ?? ''] ?? 400;
  const message = MESSAGE_BY_STATUS[status]!;
  const target = apiRequestLine(error.rawPacket);
  const body = Buffer.from(
    target
      ? JSON.stringify({ code: CODE_BY_STATUS[status], message, instance: `${target.method} ${target.path}` })
      : `${message}\n`,
    'utf8',
  );
  const headers: Record<string, string> = {
    ...baselineHeaders(),
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cache-control': 'no-store',
    'content-type': target ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'content-length': String(body.length),
    connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(Buffer.concat([Buffer.from(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n`), body]));
}

/** The method and path (no query) of a request line that names the API, from the bytes the parser kept. */
function apiRequestLine(raw: Buffer | undefined): { method: string; path: string } | undefined {
  const line = /^([A-Z]{3,7}) (\/api\/[^\s?#]{0,200})/.exec(raw?.subarray(0, 256).toString('latin1') ?? '');
  return line ? { method: line[1]!, path: line[2]! } : undefined;
}
