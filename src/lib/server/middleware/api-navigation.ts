import type { APIContext, MiddlewareHandler } from 'astro';
import { HOME_PATH } from '../../routes';
import { landingPointFor, safeLocalPath } from '../../domain/navigation-guard';
import { isJsonContentType } from '../http/request-kind';

/** The generic words when a refusal's body carries no message of its own. */
const REFUSED_TEXT = 'ファイルをダウンロードできませんでした。時間をおいてもう一度お試しください。';

/*
 * A member's API call the browser made as a page navigation: the plain GET form of a CSV control
 * (/bid/list, CsvDownloadLink). A refusal must not leave the member looking at the JSON error body,
 * so it is answered the way the member side answers it elsewhere: 401 (the session expired) goes to
 * the landing point that leads through the login back to the page the form was on, 503 to /close,
 * and any other refusal is a short Japanese page with the server's message and the way back.
 * Calls made by script (fetch: not a navigation) get the JSON error shape unchanged.
 */
export const apiNavigation: MiddlewareHandler = async (context, next) => {
  const response = await next();
  if (response.status < 400) return response;
  if (!isDocumentNavigation(context.request)) return response;
  if (!isJsonContentType(response.headers.get('content-type'))) return response;
  const back = pageBefore(context);
  if (response.status === 401) return context.redirect(landingPointFor(back), 302);
  if (response.status === 503) return context.redirect('/close', 302);
  const message = await messageOf(response);
  return new Response(refusalPage(message, back), {
    status: response.status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
};

function isDocumentNavigation(request: Request): boolean {
  return request.headers.get('sec-fetch-mode') === 'navigate' && request.headers.get('sec-fetch-dest') === 'document';
}

/** The page of this app the form was submitted from, else the member's home. */
function pageBefore(context: APIContext): string {
  const referer = context.request.headers.get('referer');
  if (!referer) return HOME_PATH;
  try {
    const url = new URL(referer);
    if (url.origin !== context.url.origin) return HOME_PATH;
    return safeLocalPath(url.pathname + url.search) ?? HOME_PATH;
  } catch {
    return HOME_PATH;
  }
}

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : REFUSED_TEXT;
  } catch {
    return REFUSED_TEXT;
  }
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

function refusalPage(message: string, back: string): string {
  return `<!doctype html>
<html lang="ja">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>ダウンロードできませんでした</title></head>
<body>
<main>
<h1>ダウンロードできませんでした</h1>
<p role="alert">${escapeHtml(message)}</p>
<p><a href="${escapeHtml(back)}">元の画面へ戻る</a></p>
</main>
</body>
</html>
`;
}
